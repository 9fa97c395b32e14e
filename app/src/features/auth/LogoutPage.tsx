import { Button } from '@fuelmarket/ui';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import * as styles from './auth.css';
import { authMessages } from './messages';

export interface LogoutPageProps {
  /** Whether the server confirmed the end of the session. */
  ended: boolean;
  /** Tries to end the session on the server again. */
  onRetry(): void;
}

/**
 * `/logout`: where the user lands after logging out, with a way back to the login [S-L2]. When the
 * server did not confirm the logout, the page says so and offers to try again.
 */
export function LogoutPage({ ended, onRetry }: LogoutPageProps) {
  return (
    <div className={styles.card}>
      <h1 className={styles.heading}>
        <FormattedMessage {...authMessages.logoutHeading} />
      </h1>
      {ended ? (
        <p className={styles.text}>
          <FormattedMessage {...authMessages.logoutText} />
        </p>
      ) : (
        <>
          <p role="alert" className={styles.alert}>
            <FormattedMessage {...authMessages.logoutUnconfirmed} />
          </p>
          <Button onPress={onRetry}>
            <FormattedMessage {...authMessages.logoutRetry} />
          </Button>
        </>
      )}
      <Link to="/login" className={styles.link}>
        <FormattedMessage {...authMessages.loginAgain} />
      </Link>
    </div>
  );
}
