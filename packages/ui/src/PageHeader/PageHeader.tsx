import type { ReactNode, Ref } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** Page title, rendered as the page's only `h1`. */
  title: ReactNode;
  /** Short line below the title. */
  subtitle?: ReactNode;
  /** Content above the title, e.g. breadcrumbs or a back link. */
  eyebrow?: ReactNode;
  /** Page-level actions on the right (wrap below on small screens). */
  actions?: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
}

export function PageHeader({ title, subtitle, eyebrow, actions, className, ref }: PageHeaderProps) {
  return (
    <header ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
