import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { staffDashboardMessages as m } from './messages';
import * as styles from './dashboard.css';

export interface StaffDashboardProps {
  /** The platform operator (true) or admin staff (false): only the operator keeps the master data [P5]. */
  isOperator: boolean;
}

/**
 * The dashboard of the platform's staff [S10]: they neither buy nor sell, so instead of the market window,
 * orders and ranking it leads into the operator console: the company accounts, the master data (the
 * operator's alone) and the log.
 */
export function StaffDashboard({ isOperator }: StaffDashboardProps) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="dashboard-console">
      <h2 id="dashboard-console" className={styles.cardHeading}>
        <FormattedMessage {...m.consoleHeading} />
      </h2>
      <p className={styles.staffIntro}>{intl.formatMessage(isOperator ? m.operatorIntro : m.staffIntro)}</p>
      <ul className={styles.staffLinks}>
        <li>
          <Link to="/betreiber">{intl.formatMessage(m.accounts)}</Link>
        </li>
        {isOperator ? (
          <li>
            <Link to="/betreiber" search={{ tab: 'masterData' }}>
              {intl.formatMessage(m.masterData)}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/betreiber" search={{ tab: 'audit' }}>
            {intl.formatMessage(m.auditLog)}
          </Link>
        </li>
      </ul>
    </section>
  );
}
