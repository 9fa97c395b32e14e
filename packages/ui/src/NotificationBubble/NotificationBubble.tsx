import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import * as styles from './NotificationBubble.css';

/** Counts above this show as `99+` (spec §9). */
export const BUBBLE_MAX = 99;

/** Visible text of the bubble: the count, `99+` above 99. */
export function bubbleText(count: number): string {
  return count > BUBBLE_MAX ? `${BUBBLE_MAX}+` : String(count);
}

export interface NotificationBubbleProps {
  /** Number to show; nothing renders at 0 or below. */
  count: number;
  /**
   * Screen reader text for the exact count, e.g. `(n) => \`${n} offene Bestellungen\``.
   * @default the message `ui.notificationBubble.label` ("n neue Benachrichtigungen")
   */
  label?: (count: number) => string;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

export function NotificationBubble({ count, label, className, ref }: NotificationBubbleProps) {
  const intl = useIntl();
  if (count <= 0) return null;
  const text = label ? label(count) : intl.formatMessage(messages.label, { count });
  return (
    <span ref={ref} className={[styles.bubble, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{bubbleText(count)}</span>
      <span className={styles.visuallyHidden}>{text}</span>
    </span>
  );
}
