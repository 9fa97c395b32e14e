export { Countdown, remainingSeconds, ANNOUNCE_INTERVAL_MS } from './Countdown';
export type { CountdownProps } from './Countdown';
export { countdownMessages } from './messages';
