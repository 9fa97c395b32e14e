/** The platforms' clocks: trading hours, availability dates and pricing periods are local times. */
import { brands } from '@fuelmarket/brands';

/** Local time of each platform, as its brand says (Swiss platform Zurich, the others Berlin). */
export const PLATFORM_TIME_ZONE = {
  default: brands.default.timeZone,
  at: brands.at.timeZone,
  ch: brands.ch.timeZone,
} as const;

/** The time zone of account `a`'s platform, in SQL. */
export const TZ_SQL = `CASE a.platform_id WHEN 'ch' THEN '${PLATFORM_TIME_ZONE.ch}' WHEN 'at' THEN '${PLATFORM_TIME_ZONE.at}' ELSE '${PLATFORM_TIME_ZONE.default}' END`;

/** The time zone of a platform by its id (an unknown id reads as the default platform's). */
export const timeZoneOf = (platform: string): string =>
  PLATFORM_TIME_ZONE[platform as keyof typeof PLATFORM_TIME_ZONE] ?? PLATFORM_TIME_ZONE.default;

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Local calendar date (`YYYY-MM-DD`) and time (`HH:mm:ss`) of an instant in a time zone. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
}
