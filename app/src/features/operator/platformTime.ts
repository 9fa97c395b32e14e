import type { BrandId, Locale } from '@fuelmarket/brands';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_TIME_PATTERN, dayjsLocale } from '../../shell/i18n/format';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The clock of each platform (as the server keeps it, server/src/platformTime.ts): the Swiss platform runs
 * on Zurich time, the others on Berlin time. The operator reads the log in the platform's time, wherever
 * the browser is.
 */
export function platformTimeZone(brandId: BrandId): string {
  return brandId === 'ch' ? 'Europe/Zurich' : 'Europe/Berlin';
}

/**
 * `DD.MM.YYYY HH:mm:ss` [K13] in the given time zone: the shell's pattern; the time-zone plugin loads only
 * with this screen, not on every first visit.
 */
export function formatDateTimeIn(value: string | Date, locale: Locale, timeZone: string): string {
  return dayjs(value).tz(timeZone).locale(dayjsLocale(locale)).format(DATE_TIME_PATTERN);
}
