import { CalendarDate, parseDate } from '@internationalized/date';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DateField as AriaDateField } from 'react-aria-components';
import { fieldDay, hasTwoDigitYear } from '../internal/dates';
import { validationMessages } from '../TextField/messages';
import { SegmentedFieldParts } from '../TimeInput/SegmentedFieldParts';
import * as styles from '../TimeInput/TimeInput.css';

/** "YYYY-MM-DD" to a react-aria CalendarDate; null for empty or malformed text. */
export function parseDateString(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

export interface DateInputProps {
  /** Visible label (also the accessible name of the group). */
  label: string;
  /** The day as "YYYY-MM-DD", `null` when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with "YYYY-MM-DD" once day, month and year are all set, `null` when cleared. */
  onChange?: (value: string | null) => void;
  /** First and last day that may be entered ("YYYY-MM-DD"). */
  minValue?: string;
  maxValue?: string;
  description?: ReactNode;
  /** An error from outside; shown instead of the required check while set. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/**
 * One day typed as day, month and year segments in the locale's order (react-aria `DateField`; `DD.MM.YYYY`
 * in German), for a single date where a calendar would only slow the typing down. A two-digit year means
 * 20YY [K10]: it is reported as such at once and shown with four digits once the field is left.
 */
export function DateInput({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
}: DateInputProps) {
  const intl = useIntl();
  const [uncontrolled, setUncontrolled] = useState<CalendarDate | null>(parseDateString(defaultValue));
  const current = value === undefined ? uncontrolled : parseDateString(value);
  // The date as typed while its year still has two digits: react-aria keeps adding typed digits to the
  // year it shows, so it must see "26" (not 2026) until the field is left.
  const [typed, setTyped] = useState<CalendarDate | null>(null);
  const shown = typed && current && fieldDay(typed).compare(current) === 0 ? typed : current;
  const [touched, setTouched] = useState(false);
  const message =
    errorMessage ??
    (touched && isRequired && !current ? intl.formatMessage(validationMessages.required) : undefined);

  return (
    <AriaDateField
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={shown}
      onChange={(date) => {
        setTyped(date && hasTwoDigitYear(date) ? new CalendarDate(date.year, date.month, date.day) : null);
        const next = date ? fieldDay(date) : null;
        if (value === undefined) setUncontrolled(next);
        onChange?.(next ? next.toString() : null);
      }}
      onBlur={() => {
        setTyped(null);
        setTouched(true);
      }}
      granularity="day"
      shouldForceLeadingZeros
      minValue={parseDateString(minValue)}
      maxValue={parseDateString(maxValue)}
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
    </AriaDateField>
  );
}
