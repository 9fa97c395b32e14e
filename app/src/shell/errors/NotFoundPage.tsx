import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { errorMessages } from './messages';

/** The catch-all's page (login required) and the router's not-found page. */
export function NotFoundPage() {
  return (
    <section>
      <h1>
        <FormattedMessage {...errorMessages.notFoundTitle} />
      </h1>
      <p>
        <FormattedMessage {...errorMessages.notFoundText} />
      </p>
      <p>
        <Link to="/">
          <FormattedMessage {...errorMessages.toDashboard} />
        </Link>
      </p>
    </section>
  );
}
