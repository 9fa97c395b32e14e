/** The platforms' clocks: trading hours, availability dates and pricing periods are local times. */

/** Local time of each platform: Swiss platform Zurich, the others Berlin. */
export const PLATFORM_TIME_ZONE = {
  default: 'Europe/Berlin',
  at: 'Europe/Berlin',
  ch: 'Europe/Zurich',
} as const;

/** The time zone of account `a`'s platform, in SQL. */
export const TZ_SQL = `CASE a.platform_id WHEN 'ch' THEN '${PLATFORM_TIME_ZONE.ch}' ELSE '${PLATFORM_TIME_ZONE.default}' END`;
