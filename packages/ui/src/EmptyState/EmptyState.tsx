import type { ReactNode, Ref } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** Main sentence, e.g. "Keine Bestellungen vorhanden". */
  title: ReactNode;
  /** Optional explanation below the title. */
  description?: ReactNode;
  /** Decorative illustration; hidden from screen readers. */
  icon?: ReactNode;
  /** Optional call to action (a Button or link). */
  action?: ReactNode;
  /**
   * Heading level of the title; `'p'` renders a paragraph where no heading fits the outline.
   * @default 'p'
   */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /**
   * `critical` uses the critical colour and announces the text for the title (e.g. a failed load).
   * @default 'neutral'
   */
  tone?: 'neutral' | 'critical';
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs: Title = 'p',
  tone = 'neutral',
  className,
  ref,
}: EmptyStateProps) {
  return (
    <div
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-tone={tone}
      role={tone === 'critical' ? 'alert' : undefined}
    >
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
