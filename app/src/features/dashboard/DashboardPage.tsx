import type { Schemas } from '@fuelmarket/api-client';
import { EmptyState, InlineAlert, Skeleton } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { MarketWindowStatus } from '../market-window';
import { PriceAlertsLink } from '../price-alerts';
import { isPlatformStaff, toAccessUser, useMayOpen, useSessionState } from '../../shell/session';
import { openOrdersCountQuery, statusMessage } from '../orders';
import { AccountRanking } from '../statistics';
import { NewsBox } from '../news';
import { useAppContext } from '../../shell/context';
import { formatDateTime, formatNumber } from '../../shell/i18n/format';
import { latestOrdersQuery } from './queries';
import { dashboardMessages as m, greetingMessage } from './messages';
import { showsNewsBox } from './newsBox';
import { StaffDashboard } from './StaffDashboard';
import * as styles from './dashboard.css';

/**
 * `/`: what a trader checks first each morning: the market window, the open orders, the latest orders,
 * the account ranking widget [L7] and, for buyers and sellers with newsBox, the news box [L6]. The orders
 * link to `/orders` only for users who have that page (not buyers on the Austrian platform [B11]). The
 * platform's staff get their own dashboard instead, the way into the operator console [S10].
 */
export function DashboardPage() {
  const intl = useIntl();
  const state = useSessionState();
  const access = toAccessUser(state);
  // Set by the guard when it sent the user here instead of the screen they asked for [G6].
  const unavailable = useRouterState({ select: (s) => s.location.state.unavailablePath !== undefined });
  // Nothing of a user's is asked for once the session is gone (a logout clears the cache first).
  if (!state.user || !access) return null;
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage {...m.heading} />
      </h1>
      {unavailable ? <InlineAlert tone="caution" title={intl.formatMessage(m.unavailable)} /> : null}
      <p className={styles.greeting}>
        <FormattedMessage
          {...greetingMessage}
          values={{ firstName: state.user.firstName, lastName: state.user.lastName }}
        />
      </p>
      {/* The platform's staff neither buy nor sell: no trader widgets, no order or ranking calls [S10]. */}
      {isPlatformStaff(access) ? (
        <StaffDashboard isOperator={access.platformOperator === true} />
      ) : (
        <Dashboard />
      )}
    </section>
  );
}

/** A buyer's or a seller's dashboard, below the heading and greeting. */
function Dashboard() {
  const intl = useIntl();
  const { brand } = useAppContext();
  const state = useSessionState();
  const access = toAccessUser(state);
  const side = state.user?.account.type === 'seller' ? 'seller' : 'buyer';
  const withOrdersPage = useMayOpen('/orders');
  const open = useQuery(openOrdersCountQuery());
  const latest = useQuery(latestOrdersQuery());
  const orders: Schemas['OrderHistoryRow'][] = latest.data?.orders ?? [];
  return (
    <>
      <MarketWindowStatus className={styles.marketStatus} />
      <PriceAlertsLink />
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="dashboard-open">
          <h2 id="dashboard-open" className={styles.cardHeading}>
            <FormattedMessage {...m.openHeading} />
          </h2>
          {open.isPending ? (
            <Skeleton height="2.5rem" />
          ) : (
            <p className={styles.figure}>{formatNumber(open.data?.count ?? 0, { locale: brand.locale })}</p>
          )}
          {withOrdersPage ? (
            <Link to="/orders" search={{ status: 'INCOMPLETE' }}>
              {intl.formatMessage(m.openLink)}
            </Link>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="dashboard-latest">
          <h2 id="dashboard-latest" className={styles.cardHeading}>
            <FormattedMessage {...m.latestHeading} />
          </h2>
          {latest.isPending ? (
            <div className={styles.latestBody}>
              <Skeleton height="17.5rem" />
            </div>
          ) : orders.length === 0 ? (
            <div className={styles.latestBody}>
              <EmptyState title={intl.formatMessage(m.noOrders)} />
            </div>
          ) : (
            <ul className={styles.latest}>
              {orders.map((o) => (
                <li key={o._id}>
                  <span className={styles.line}>
                    {withOrdersPage ? (
                      <Link to="/orders/$orderId" params={{ orderId: o._id }}>
                        {o.orderId}
                      </Link>
                    ) : (
                      o.orderId
                    )}{' '}
                    {o.product.name} · {formatNumber(o.volume, { locale: brand.locale })} L ·{' '}
                    {side === 'seller' ? o.buyer.name : o.seller.name}
                  </span>
                  <span className={styles.meta}>
                    {formatDateTime(o.created, brand.locale)} ·{' '}
                    {intl.formatMessage(statusMessage(o.orderStatus, side))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {withOrdersPage ? <Link to="/orders">{intl.formatMessage(m.allOrders)}</Link> : null}
        </section>
        <div className={`${styles.card} ${styles.wide}`}>
          <AccountRanking mode="widget" side={side} />
        </div>
      </div>
      {access && showsNewsBox(access) ? <NewsBox locale={brand.locale} mode="teaser" /> : null}
    </>
  );
}
