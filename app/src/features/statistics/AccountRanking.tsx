import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Button, EmptyState, RankingTable, Skeleton } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { volumeUnitSymbol } from '../../shell/i18n/units';
import { statisticsMessages as m } from './messages';
import { orderStatsQuery } from './queries';
import { hasRankingFilters, statsQueryOf, type RankingSelection } from './selection';
import * as styles from './statistics.css';

/** Rows the dashboard's widget shows. */
export const WIDGET_ROWS = 5;

/** The dashboard's widget: the last 30 days, no filters. */
const widgetSelection: RankingSelection = {
  days: 30,
  products: [],
  terminals: [],
  addresses: [],
  accounts: [],
};

export interface AccountRankingProps {
  /**
   * `widget`: compact, the last 30 days, the top five, a link to the statistics (dashboard);
   * `report`: the whole ranking for the page's filters (statistics) [L7].
   */
  mode: 'widget' | 'report';
  side: 'buyer' | 'seller';
  /** Report mode: the page's filter selection. */
  selection?: RankingSelection;
}

/**
 * The account ranking block: sellers rank their buyers, buyers their sellers, by volume, with the total
 * volume and its unit beneath [K9]. Empty: buyer_no_ranking / seller_no_ranking, or graph_no_results
 * with filters [H9]. A failed load shows the error widget with a retry [H8].
 */
export function AccountRanking({ mode, side, selection = widgetSelection }: AccountRankingProps) {
  const intl = useIntl();
  const active = mode === 'widget' ? widgetSelection : selection;
  const stats = useQuery(orderStatsQuery(statsQueryOf(active, 'ACCOUNT_RANKING')));
  const title = intl.formatMessage(mode === 'widget' ? m.widgetTitle : m.ranking);

  let body;
  if (stats.isPending) body = <Skeleton height="8rem" />;
  else if (stats.isError) {
    const status = stats.error instanceof ApiError ? stats.error.status : 0;
    body = (
      <EmptyState
        tone="critical"
        title={intl.formatMessage(m.failed, { status })}
        action={
          <Button variant="secondary" onPress={() => void stats.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      />
    );
  } else {
    const data = stats.data.data;
    const rows = (data.orderStats as Schemas['AccountRankingRow'][]).map((r) => ({
      id: r.accountId,
      position: r.position,
      accountName: r.accountName,
      orderCount: r.orders,
      volume: r.volume,
    }));
    body = (
      <RankingTable
        caption={intl.formatMessage(m.rankingCaption)}
        rows={mode === 'widget' ? rows.slice(0, WIDGET_ROWS) : rows}
        viewer={side}
        // The widget's fixed 30 days are not a filter the user chose.
        hasFilters={mode === 'report' && hasRankingFilters(active)}
        totalVolume={data.totalVolume}
        unitLabel={volumeUnitSymbol(data.unit)}
      />
    );
  }

  return (
    <section className={styles.section} aria-label={title} data-mode={mode}>
      <div className={styles.widgetHeader}>
        <h2 className={styles.sectionHeading}>{title}</h2>
        {mode === 'widget' ? <Link to="/statistik">{intl.formatMessage(m.toReport)}</Link> : null}
      </div>
      {body}
    </section>
  );
}
