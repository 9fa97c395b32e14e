/**
 * Times in the platform's clock (`brand.timeZone`, which the server keeps too and the order export
 * writes in): a timestamp reads the same in the table, on the order's page, in the operator's log and in
 * the export, wherever the browser is.
 */

type Part = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date's fields in `timeZone` (Intl, so no time-zone data is loaded with the first screen). */
function partsIn(value: string | Date, timeZone: string): Record<Part, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = {} as Record<Part, string>;
  for (const p of format.formatToParts(new Date(value))) {
    if (p.type !== 'literal') parts[p.type as Part] = p.value;
  }
  return parts;
}

/** `DD.MM.YYYY` [K13] of the instant in the platform's time zone. */
export function formatDateAt(value: string | Date, timeZone: string): string {
  const p = partsIn(value, timeZone);
  return `${p.day}.${p.month}.${p.year}`;
}

/** `HH:mm:ss` of the instant in the platform's time zone. */
export function formatTimeAt(value: string | Date, timeZone: string): string {
  const p = partsIn(value, timeZone);
  return `${p.hour}:${p.minute}:${p.second}`;
}

/** `DD.MM.YYYY HH:mm:ss` [K13] of the instant in the platform's time zone. */
export function formatDateTimeAt(value: string | Date, timeZone: string): string {
  return `${formatDateAt(value, timeZone)} ${formatTimeAt(value, timeZone)}`;
}
