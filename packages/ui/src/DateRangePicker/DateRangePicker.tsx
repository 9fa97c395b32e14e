import { getLocalTimeZone, today, type CalendarDate } from '@internationalized/date';
import { useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  CalendarCell as AriaCalendarCell,
  CalendarGrid as AriaCalendarGrid,
  DateInput as AriaDateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment as AriaDateSegment,
  Dialog as AriaDialog,
  FieldError as AriaFieldError,
  Group as AriaGroup,
  Heading as AriaHeading,
  Label as AriaLabel,
  Popover as AriaPopover,
  RangeCalendar as AriaRangeCalendar,
  Text as AriaText,
  type DateSegmentProps as AriaDateSegmentProps,
} from 'react-aria-components';
import { fieldDay, hasTwoDigitYear } from '../internal/dates';
import { useSegmentSeparators } from '../internal/segmentSeparators';
import { media } from '../theme';
import { messages } from './messages';
import { useMediaQuery } from './useMediaQuery';

type DateSegmentType = AriaDateSegmentProps['segment'];
import * as styles from './DateRangePicker.css';

export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** Below 576 px only one month fits (spec §9). */
export const SMALL_SCREEN_QUERY = media.through('xs');

export interface DateRangePickerProps {
  label: string;
  /** Selected range (controlled). */
  value?: DateRange | null;
  /** Initial range (uncontrolled). */
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  /**
   * Last selectable day.
   * @default today in the local time zone
   */
  maxValue?: CalendarDate;
  /** First selectable day. */
  minValue?: CalendarDate;
  /** Hint below the field. */
  description?: ReactNode;
  /** Error text; marks the field invalid when set. */
  errorMessage?: string;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Date range field with a two-month calendar (one month below 576 px), limited to today by default, and
 * input segments shown as `DD. MM. YY` (spec §9). Typed as shown, a two-digit year means 20YY [K10].
 */
export function DateRangePicker({
  label,
  value,
  defaultValue,
  onChange,
  maxValue,
  minValue,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  className,
  ref,
}: DateRangePickerProps) {
  const intl = useIntl();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const months = small ? 1 : 2;
  const max = maxValue ?? today(getLocalTimeZone());
  const yearPlaceholder = intl.formatMessage(messages.yearPlaceholder);
  const [uncontrolled, setUncontrolled] = useState<DateRange | null>(defaultValue ?? null);
  const current = value !== undefined ? value : uncontrolled;
  // The range as typed while a year still has two digits: react-aria keeps adding typed digits to the
  // year it shows, so it must see "26" (not 2026) until the field is left; the caller gets 2026 at once.
  const [typed, setTyped] = useState<DateRange | null>(null);
  const separators = useSegmentSeparators();
  const shown = typed && current && sameRange(fieldRange(typed), current) ? typed : current;

  const segment = (s: DateSegmentType) => (
    <AriaDateSegment segment={s} className={styles.segment}>
      {({ text, isPlaceholder, isFocused }) =>
        displaySegment(s.type, text, isPlaceholder, isFocused, yearPlaceholder)
      }
    </AriaDateSegment>
  );

  return (
    <AriaDateRangePicker
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={shown}
      onChange={(range) => {
        const asTyped = range ? { start: range.start, end: range.end } : null;
        const next = asTyped ? fieldRange(asTyped) : null;
        setTyped(
          asTyped && (hasTwoDigitYear(asTyped.start) || hasTwoDigitYear(asTyped.end)) ? asTyped : null,
        );
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      onBlur={() => setTyped(null)}
      maxValue={max}
      {...(minValue ? { minValue } : {})}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      shouldForceLeadingZeros
      granularity="day"
    >
      <AriaLabel className={styles.label}>{label}</AriaLabel>
      <AriaGroup className={styles.group} {...separators}>
        <AriaDateInput slot="start" className={styles.input}>
          {segment}
        </AriaDateInput>
        <span aria-hidden="true" className={styles.separator}>
          –
        </span>
        <AriaDateInput slot="end" className={styles.input}>
          {segment}
        </AriaDateInput>
        <AriaButton className={styles.button} aria-label={intl.formatMessage(messages.openCalendar)}>
          <CalendarIcon />
        </AriaButton>
      </AriaGroup>
      {description ? (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      ) : null}
      <AriaFieldError className={styles.error}>{errorMessage}</AriaFieldError>
      <AriaPopover className={styles.popover} placement="bottom start">
        <AriaDialog className={styles.dialog}>
          <AriaRangeCalendar visibleDuration={{ months }} className={styles.calendar} data-months={months}>
            <header className={styles.calendarHeader}>
              <AriaButton
                slot="previous"
                className={styles.navButton}
                aria-label={intl.formatMessage(messages.previousMonth)}
              >
                <span aria-hidden="true">‹</span>
              </AriaButton>
              <AriaHeading className={styles.heading} />
              <AriaButton
                slot="next"
                className={styles.navButton}
                aria-label={intl.formatMessage(messages.nextMonth)}
              >
                <span aria-hidden="true">›</span>
              </AriaButton>
            </header>
            <div className={styles.months}>
              {Array.from({ length: months }, (_, i) => (
                <AriaCalendarGrid key={i} offset={{ months: i }} className={styles.grid} weekdayStyle="short">
                  {(date) => <AriaCalendarCell date={date} className={styles.cell} />}
                </AriaCalendarGrid>
              ))}
            </div>
          </AriaRangeCalendar>
        </AriaDialog>
      </AriaPopover>
    </AriaDateRangePicker>
  );
}

/** A range as the caller gets it: plain days, two-digit years read as 20YY. */
function fieldRange(range: DateRange): DateRange {
  return { start: fieldDay(range.start), end: fieldDay(range.end) };
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.start.compare(b.start) === 0 && a.end.compare(b.end) === 0;
}

/**
 * Shows the segments as `DD. MM. YY`: a space after each dot and a two-digit year. While the year
 * segment has focus it shows all four digits, so typing a year stays unambiguous.
 */
export function displaySegment(
  type: DateSegmentType['type'],
  text: string,
  isPlaceholder: boolean,
  isFocused: boolean,
  yearPlaceholder: string,
): string {
  if (type === 'literal') return text.trim() === '.' ? '. ' : text;
  if (type === 'year' && !isFocused) return isPlaceholder ? yearPlaceholder : text.slice(-2);
  return text;
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="14" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 8h14M7 2v4M13 2v4" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
