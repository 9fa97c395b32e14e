import type { Locale } from '@fuelmarket/brands';
import { PageHeader, Skeleton } from '@fuelmarket/ui';
import { $api } from '../../shell/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { NewsBox } from '../news';
import { AccountRanking } from './AccountRanking';
import { statisticsMessages as m } from './messages';
import { ProductVolumeChart } from './ProductVolumeChart';
import { rankingOptionsQuery, rankingSettingQuery } from './queries';
import { RankingFilters } from './RankingFilters';
import { fromSaved, toSaved, type RankingSelection } from './selection';
import * as styles from './statistics.css';

/**
 * `/statistik`: the news box where it shows (then "news and statistics"; sellers with newsBox also write
 * news here), the account ranking in report mode [L7] and the volume per product over time, both for one
 * filter selection (time filter, products, terminals, delivery addresses, partners).
 */
export interface StatisticsPageProps {
  side: 'buyer' | 'seller';
  locale: Locale;
  /** Whether the news box shows (buyers; sellers with newsBox): the page is then news and statistics [L6]. */
  newsBox: boolean;
  /** The news editor for sellers with newsBox (the route brings it). */
  composer?: ReactNode;
}

export function StatisticsPage({ side, locale, newsBox, composer }: StatisticsPageProps) {
  const intl = useIntl();
  // The selection starts as the user last left it (saved under ACCOUNT_RANKING_OPTIONS) [C4].
  const saved = useQuery(rankingSettingQuery());
  const save = $api.useMutation('put', '/api/settings/{key}');
  const [chosen, setChosen] = useState<RankingSelection | null>(null);
  const selection = chosen ?? fromSaved(saved.data?.value);
  const choose = (next: RankingSelection) => {
    setChosen(next);
    save.mutate(
      { params: { path: { key: 'ACCOUNT_RANKING_OPTIONS' } }, body: { value: toSaved(next) } },
      // Not saved is not lost for this visit; the next one starts from the last saved choice.
      { onError: (error) => console.warn('statistics: the filter choice could not be saved', error) },
    );
  };
  // The options come with every answer; the unfiltered ranking's are the full set.
  const options = useQuery(rankingOptionsQuery());
  return (
    <section className={styles.page}>
      <PageHeader title={intl.formatMessage(newsBox ? m.newsHeading : m.heading)} />
      {newsBox ? (
        <div className={styles.newsColumns}>
          <NewsBox locale={locale} mode="full" />
          {composer}
        </div>
      ) : null}
      {saved.isPending ? (
        <Skeleton height="20rem" />
      ) : (
        <>
          <RankingFilters
            selection={selection}
            onChange={choose}
            options={options.data?.data.options ?? null}
            side={side}
          />
          <AccountRanking mode="report" side={side} selection={selection} />
          <ProductVolumeChart selection={selection} locale={locale} />
        </>
      )}
    </section>
  );
}
