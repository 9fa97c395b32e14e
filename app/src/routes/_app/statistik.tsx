import { createFileRoute } from '@tanstack/react-router';
import { useSessionState } from '../../features/auth';
import { StatisticsPage } from '../../features/statistics';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/statistik')({
  staticData: { title: titleMessages.statistics },
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const { brand } = useAppContext();
  const side = useSessionState().user?.account.type === 'seller' ? 'seller' : 'buyer';
  return <StatisticsPage side={side} locale={brand.locale} />;
}
