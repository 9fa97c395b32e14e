import type { BrandId, Locale } from '@fuelmarket/brands';

/**
 * The clock of each platform (as the server keeps it, server/src/platformTime.ts): the Swiss platform runs
 * on Zurich time, the others on Berlin time. The operator reads the log in the platform's time, wherever
 * the browser is.
 */
export function platformTimeZone(brandId: BrandId): string {
  return brandId === 'ch' ? 'Europe/Zurich' : 'Europe/Berlin';
}

/** `DD.MM.YYYY HH:mm:ss` [K13] in the given time zone. */
export function formatDateTimeIn(value: string | Date, locale: Locale, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
