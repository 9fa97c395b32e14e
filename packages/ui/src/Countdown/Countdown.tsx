import { useEffect, useRef, useState, type Ref } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { messages } from './messages';
import * as styles from './Countdown.css';

/** Screen readers hear the remaining time at most this often. */
export const ANNOUNCE_INTERVAL_MS = 60_000;
const TICK_MS = 1_000;

export interface CountdownProps {
  /** Moment the countdown reaches zero (epoch milliseconds or Date). */
  expiresAt: number | Date;
  /**
   * Source of the current time; pass a clock corrected by the server offset. Fake timers replace
   * `Date.now`, so tests and stories can drive the countdown.
   * @default Date.now
   */
  now?: () => number;
  /**
   * Below this many remaining seconds the countdown shows its warning state.
   * @default 60
   */
  warningBelowSeconds?: number;
  /**
   * What is counting down; prefixes the screen reader announcement.
   * @default the message `ui.countdown.defaultLabel` ("Verbleibende Zeit")
   */
  label?: string;
  /** Called once when the remaining time reaches zero. */
  onExpire?: () => void;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** Whole seconds left, rounded up so that "0 Sek." only shows once the time is really over. */
export function remainingSeconds(expiresAt: number | Date, now: number): number {
  const end = typeof expiresAt === 'number' ? expiresAt : expiresAt.getTime();
  return Math.max(0, Math.ceil((end - now) / 1000));
}

type Bucket = number | 'expired';

/** When the live region speaks: when the whole minutes left (rounded up) change, or at expiry. */
function bucketOf(seconds: number): Bucket {
  return seconds === 0 ? 'expired' : Math.ceil(seconds / 60);
}

export function Countdown({
  expiresAt,
  now = Date.now,
  warningBelowSeconds = 60,
  label,
  onExpire,
  className,
  ref,
}: CountdownProps) {
  const intl = useIntl();
  const [currentTime, setCurrentTime] = useState(() => now());
  const seconds = remainingSeconds(expiresAt, currentTime);
  const expired = seconds === 0;
  const name = label ?? intl.formatMessage(messages.defaultLabel);

  // The live region speaks only when the minute bucket changes AND a minute has passed since the last
  // announcement, so screen readers are not flooded by the per-second tick. It says what the timer shows at
  // that moment and holds the words only while the timer still shows them: text left in the region would
  // contradict the timer a second later ("noch 1 Minute" next to "8 Sek.").
  const announcedRef = useRef<{ bucket: Bucket; at: number }>({ bucket: bucketOf(seconds), at: currentTime });
  // `seconds` is null until the first announcement: what shows at mount is not spoken.
  const [announced, setAnnounced] = useState<{ bucket: Bucket; seconds: number | null }>(() => ({
    bucket: bucketOf(seconds),
    seconds: null,
  }));
  const onExpireRef = useRef(onExpire);
  const firedFor = useRef<number | Date | null>(null);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  const running = !expired || announced.bucket !== 'expired';
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => {
      const t = now();
      setCurrentTime(t);
      const s = remainingSeconds(expiresAt, t);
      const bucket = bucketOf(s);
      const last = announcedRef.current;
      if (bucket !== last.bucket && t - last.at >= ANNOUNCE_INTERVAL_MS) {
        announcedRef.current = { bucket, at: t };
        setAnnounced({ bucket, seconds: s });
      }
      if (s === 0 && firedFor.current !== expiresAt) {
        firedFor.current = expiresAt;
        onExpireRef.current?.();
      }
    }, TICK_MS);
    return () => clearInterval(id);
  }, [running, now, expiresAt]);

  const text = timeText(intl, seconds);
  // The same words as the timer, and only while the timer shows them.
  const announcement =
    announced.seconds === seconds
      ? intl.formatMessage(messages.announcement, { label: name, time: text })
      : '';

  return (
    <span
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-warning={(!expired && seconds < warningBelowSeconds) || undefined}
      data-expired={expired || undefined}
    >
      <span role="timer" aria-live="off" className={styles.time}>
        {text}
      </span>
      <span className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </span>
  );
}

/** The visible time: "4:59 Min." from one minute up, "59 Sek." below [K15]. */
function timeText(intl: IntlShape, seconds: number): string {
  return seconds >= 60
    ? intl.formatMessage(messages.minutesForm, {
        minutes: Math.floor(seconds / 60),
        seconds: String(seconds % 60).padStart(2, '0'),
      })
    : intl.formatMessage(messages.secondsForm, { seconds });
}
