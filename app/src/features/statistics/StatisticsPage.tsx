import type { Locale } from '@fuelmarket/brands';
import { PageHeader } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AccountRanking } from './AccountRanking';
import { statisticsMessages as m } from './messages';
import { ProductVolumeChart } from './ProductVolumeChart';
import { orderStatsQuery } from './queries';
import { RankingFilters } from './RankingFilters';
import { emptySelection, statsQueryOf, type RankingSelection } from './selection';
import * as styles from './statistics.css';

/**
 * `/statistik`: the account ranking in report mode [L7] and the volume per product over time, both for
 * one filter selection (time filter, products, terminals, delivery addresses, partners).
 */
export function StatisticsPage({ side, locale }: { side: 'buyer' | 'seller'; locale: Locale }) {
  const intl = useIntl();
  const [selection, setSelection] = useState<RankingSelection>(emptySelection);
  // The options come with every answer; the unfiltered ranking's are the full set.
  const options = useQuery(orderStatsQuery(statsQueryOf(emptySelection, 'ACCOUNT_RANKING')));
  return (
    <section className={styles.page}>
      <PageHeader title={intl.formatMessage(m.heading)} />
      <RankingFilters
        selection={selection}
        onChange={setSelection}
        options={options.data?.data.options ?? null}
        side={side}
      />
      <AccountRanking mode="report" side={side} selection={selection} />
      <ProductVolumeChart selection={selection} locale={locale} />
    </section>
  );
}
