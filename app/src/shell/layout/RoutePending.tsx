import { Skeleton } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';
import * as styles from './layout.css';

/**
 * Shown while a route waits (the session start on a reload, a guard, a route's data) longer than the
 * router's pending time: the user sees that the page is on its way instead of a blank page.
 */
export function RoutePending() {
  const intl = useIntl();
  return (
    <div
      className={styles.routePending}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(layoutMessages.pending)}
    >
      <Skeleton shape="rect" height="2.5rem" width="40%" />
      <Skeleton lines={3} />
      <Skeleton shape="rect" height="12rem" />
    </div>
  );
}
