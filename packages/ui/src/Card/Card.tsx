import { useId, type ReactNode, type Ref } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** Card title; also names the card region. */
  title?: ReactNode;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Actions shown on the right of the title (buttons, links). */
  actions?: ReactNode;
  /** Footer content below the body. */
  footer?: ReactNode;
  children?: ReactNode;
  /**
   * Removes the body padding, e.g. for edge-to-edge tables.
   * @default false
   */
  flush?: boolean;
  className?: string;
  ref?: Ref<HTMLElement>;
}

export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  children,
  flush = false,
  className,
  ref,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {title || actions ? (
        <header className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      <div className={styles.body} data-flush={flush || undefined}>
        {children}
      </div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </section>
  );
}
