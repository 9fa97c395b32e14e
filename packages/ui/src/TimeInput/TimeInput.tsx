import { Time } from '@internationalized/date';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TimeField as AriaTimeField } from 'react-aria-components';
import { validationMessages } from '../TextField/messages';
import { SegmentedFieldParts } from './SegmentedFieldParts';
import * as styles from './TimeInput.css';

/** "HH:mm" (24 h) to a react-aria Time; null for empty or malformed text. */
export function parseTimeString(value: string | null | undefined): Time | null {
  if (!value) return null;
  const [h, m, ...rest] = value.split(':');
  const hour = Number(h);
  const minute = Number(m);
  if (rest.length > 1 || !Number.isInteger(hour) || !Number.isInteger(minute)) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  return new Time(hour, minute);
}

/** A react-aria Time to "HH:mm". */
export function formatTimeString(time: { hour: number; minute: number }): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

export interface TimeInputProps {
  /** Visible label (also the accessible name of the group). */
  label: string;
  /** Time as "HH:mm" (24 h), `null` when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with "HH:mm" once hours and minutes are both set, `null` when cleared. */
  onChange?: (value: string | null) => void;
  description?: ReactNode;
  /** An error from outside; shown instead of the required check while set. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/** Hours and minutes in 24-hour form (react-aria `TimeField`, one segment each) [V3]. */
export function TimeInput({
  label,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
}: TimeInputProps) {
  const intl = useIntl();
  const [uncontrolled, setUncontrolled] = useState<Time | null>(parseTimeString(defaultValue));
  const current = value === undefined ? uncontrolled : parseTimeString(value);
  const [touched, setTouched] = useState(false);
  const message =
    errorMessage ??
    (touched && isRequired && !current ? intl.formatMessage(validationMessages.required) : undefined);

  return (
    <AriaTimeField
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={current}
      onChange={(time) => {
        const next = time ? new Time(time.hour, time.minute) : null;
        if (value === undefined) setUncontrolled(next);
        onChange?.(next ? formatTimeString(next) : null);
      }}
      onBlur={() => setTouched(true)}
      granularity="minute"
      hourCycle={24}
      shouldForceLeadingZeros
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={message !== undefined}
      validationBehavior="aria"
      name={name}
    >
      <SegmentedFieldParts
        label={label}
        isRequired={isRequired}
        description={description}
        message={message}
      />
    </AriaTimeField>
  );
}
