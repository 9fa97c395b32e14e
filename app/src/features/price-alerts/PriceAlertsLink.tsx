import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useMayOpen } from '../../shell/session';
import { priceAlertNoticeMessages as m } from './noticeMessages';

/**
 * The way to the price alert tool from the market and the dashboard: only for users the guard lets in
 * (buyers on a platform with price alerts [B9]); nothing for everybody else.
 */
export function PriceAlertsLink({ className }: { className?: string }) {
  const intl = useIntl();
  const allowed = useMayOpen('/preisalarme');
  if (!allowed) return null;
  return (
    <Link to="/preisalarme" className={className}>
      {intl.formatMessage(m.link)}
    </Link>
  );
}
