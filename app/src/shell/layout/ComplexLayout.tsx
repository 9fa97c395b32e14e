import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { legalPaths } from '../navigation/legalPaths';
import { ConsentBanner } from '../consent';
import { useSessionState } from '../session';
import { AppFooter } from './AppFooter';
import * as styles from './layout.css';
import { layoutMessages } from './messages';

// The navigation (top bar, bottom bar, slide-out menu, user dropdown, logout dialog) is only for logged-in
// users: it loads in its own chunk, so the login page does not carry it.
export const loadHeader = () => import('./Header');
const Header = lazy(() => loadHeader().then((module) => ({ default: module.Header })));

/** Header navigation (logged in only), main, footer with the cookie banner [L1][L2]. */
export function ComplexLayout({ fullWidth, children }: { fullWidth: boolean; children: ReactNode }) {
  const intl = useIntl();
  const { user } = useSessionState();
  return (
    <div className={styles.page} data-layout="complex">
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage(layoutMessages.skipToContent)}
      </a>
      {user && (
        <Suspense fallback={<div className={styles.topBarSlot} />}>
          <Header user={user} />
        </Suspense>
      )}
      <main
        id="main"
        className={[fullWidth ? styles.mainFullWidth : styles.main, user ? styles.mainBelowTopBar : '']
          .filter(Boolean)
          .join(' ')}
        data-full-width={fullWidth}
      >
        {children}
      </main>
      <AppFooter />
      <ConsentBanner privacyHref={legalPaths.privacy} />
    </div>
  );
}
