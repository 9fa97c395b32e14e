import { CalendarDate, type DateValue } from '@internationalized/date';

/**
 * The day of a date field as a plain CalendarDate, a year typed with two digits read as 20YY [K10]:
 * the fields read DD. MM. YY, so "01 12 26" is 1 December 2026, never the year 26.
 */
export function fieldDay(date: DateValue): CalendarDate {
  const year = date.year < 100 ? 2000 + date.year : date.year;
  return new CalendarDate(year, date.month, date.day);
}

/** Whether a date as typed still carries a two-digit year (shown as typed until the field is left). */
export function hasTwoDigitYear(date: DateValue | null | undefined): boolean {
  return date != null && date.year < 100;
}
