import type { ReactNode, Ref } from 'react';
import * as styles from './InlineAlert.css';

export const inlineAlertTones = ['info', 'caution', 'critical', 'positive'] as const;
export type InlineAlertTone = (typeof inlineAlertTones)[number];

export interface InlineAlertProps {
  /** The main sentence. */
  title: ReactNode;
  /** Explanation below the title. */
  children?: ReactNode;
  /**
   * Colour and urgency.
   * @default 'info'
   */
  tone?: InlineAlertTone;
  /**
   * How assistive technology hears it: `alert` interrupts (errors), `status` waits politely (notes that
   * appear while the user works), `none` is read in page order.
   * @default 'alert' for critical, 'status' otherwise
   */
  announce?: 'alert' | 'status' | 'none';
  /** Buttons or links that resolve the situation. */
  action?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A message inside the page flow (an error, a warning, a note) with an optional action. */
export function InlineAlert({
  title,
  children,
  tone = 'info',
  announce,
  action,
  className,
  ref,
}: InlineAlertProps) {
  const role = announce ?? (tone === 'critical' ? 'alert' : 'status');
  return (
    <div
      ref={ref}
      role={role === 'none' ? undefined : role}
      data-tone={tone}
      className={[styles.root, styles.tone[tone], className].filter(Boolean).join(' ')}
    >
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
