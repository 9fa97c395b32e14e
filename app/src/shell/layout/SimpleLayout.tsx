import type { ReactNode } from 'react';
import { legalPaths } from '../navigation/legalPaths';
import { ConsentBanner } from '../consent';
import * as styles from './layout.css';

/** Content and cookie banner only (`/login`, `/passwort/reset`, `/passwort/reset/$key`) [L1][R7]. */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.simplePage} data-layout="simple">
      <main id="main" className={styles.simpleMain}>
        {children}
      </main>
      <ConsentBanner privacyHref={legalPaths.privacy} />
    </div>
  );
}
