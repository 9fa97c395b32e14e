import { useCallback, useSyncExternalStore } from 'react';

/**
 * WCAG 2.2.1 (timing adjustable): the buyer is warned at least 20 s before the reservation ends; the
 * warning comes at 30 s so there is time to read it and press "Preise aktualisieren".
 */
export const RESERVATION_WARNING_MS = 30_000;

export type DeadlinePhase = 'none' | 'running' | 'warning' | 'expired';

/** The phase of a deadline at `serverNow` (ms on the server clock). */
export function deadlinePhase(
  expiresAt: number | null,
  serverNow: number,
  warnMs = RESERVATION_WARNING_MS,
): DeadlinePhase {
  if (expiresAt === null) return 'none';
  const left = expiresAt - serverNow;
  if (left <= 0) return 'expired';
  return left <= warnMs ? 'warning' : 'running';
}

/**
 * The phase of a deadline, re-rendering only when it changes (two timeouts, not a per-second tick).
 * `offsetMs` is server time minus browser time.
 */
export function useDeadlinePhase(
  expiresAt: number | null,
  offsetMs: number,
  warnMs = RESERVATION_WARNING_MS,
): DeadlinePhase {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (expiresAt === null) return () => {};
      const left = expiresAt - (Date.now() + offsetMs);
      const handles = [left - warnMs, left].filter((ms) => ms > 0).map((ms) => setTimeout(notify, ms + 5));
      return () => handles.forEach(clearTimeout);
    },
    [expiresAt, offsetMs, warnMs],
  );
  const read = () => deadlinePhase(expiresAt, Date.now() + offsetMs, warnMs);
  return useSyncExternalStore(subscribe, read, read);
}
