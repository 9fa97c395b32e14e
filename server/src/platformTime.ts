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
