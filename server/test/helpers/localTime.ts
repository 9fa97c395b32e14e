import { localDateTime as onPlatformClock } from '../../src/platformTime.js';

/** Date ("YYYY-MM-DD") and time ("HH:mm") of an instant on a platform's clock, as a seller enters them. */
export function localDateTime(at: Date, timeZone = 'Europe/Berlin'): { date: string; time: string } {
  const { date, time } = onPlatformClock(at, timeZone);
  return { date, time: time.slice(0, 5) };
}
