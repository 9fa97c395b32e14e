import { createFileRoute } from '@tanstack/react-router';
import { toAccessUser, useSessionState } from '../../shell/session';
import { showsNewsBox } from '../../features/dashboard/newsBox';
import { NewsComposer } from '../../features/news/NewsComposer';
import { rankingOptionsQuery, rankingSettingQuery } from '../../features/statistics/queries';
import { StatisticsPage } from '../../features/statistics/StatisticsPage';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/statistik')({
  // "News and statistics" where the news box shows [L6].
  staticData: {
    title: (_params, user) =>
      user && showsNewsBox(user) ? titleMessages.newsAndStatistics : titleMessages.statistics,
  },
  // The saved selection and the filter options, not awaited: the page shows their loading itself.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(rankingSettingQuery());
    void queryClient.prefetchQuery(rankingOptionsQuery());
  },
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const { brand } = useAppContext();
  const state = useSessionState();
  const access = toAccessUser(state);
  const side = state.user?.account.type === 'seller' ? 'seller' : 'buyer';
  const newsBox = access !== null && showsNewsBox(access);
  return (
    <StatisticsPage
      side={side}
      locale={brand.locale}
      newsBox={newsBox}
      composer={newsBox && side === 'seller' ? <NewsComposer /> : undefined}
    />
  );
}
