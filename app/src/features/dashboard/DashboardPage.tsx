import { EmptyState } from '@fuelmarket/ui';
import { FormattedMessage } from 'react-intl';
import { MarketWindowStatus } from '../market-window';
import { useSessionState } from '../auth';
import { toAccessUser } from '../auth';
import { dashboardMessages, greetingMessage } from './messages';
import { showsNewsBox } from './newsBox';
import * as styles from './dashboard.css';

/** `/`: a placeholder that says so, greets the user by name and holds the news box's place [L6]. */
export function DashboardPage() {
  const state = useSessionState();
  const access = toAccessUser(state);
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage {...dashboardMessages.heading} />
      </h1>
      {state.user && (
        <p className={styles.greeting}>
          <FormattedMessage
            {...greetingMessage}
            values={{ firstName: state.user.firstName, lastName: state.user.lastName }}
          />
        </p>
      )}
      <p>
        <FormattedMessage {...dashboardMessages.placeholder} />
      </p>
      <MarketWindowStatus />
      {access && showsNewsBox(access) && (
        <section className={styles.newsBox} aria-labelledby="dashboard-news">
          <h2 id="dashboard-news" className={styles.newsHeading}>
            <FormattedMessage {...dashboardMessages.newsHeading} />
          </h2>
          <EmptyState title={<FormattedMessage {...dashboardMessages.newsPlaceholder} />} />
        </section>
      )}
    </section>
  );
}
