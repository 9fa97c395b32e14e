import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import * as styles from './auth.css';
import { authMessages } from './messages';

/** `/logout`: where the user lands after logging out, with a way back to the login [S-L2]. */
export function LogoutPage() {
  return (
    <div className={styles.card}>
      <h1 className={styles.heading}>
        <FormattedMessage {...authMessages.logoutHeading} />
      </h1>
      <p className={styles.text}>
        <FormattedMessage {...authMessages.logoutText} />
      </p>
      <Link to="/login" className={styles.link}>
        <FormattedMessage {...authMessages.loginAgain} />
      </Link>
    </div>
  );
}
