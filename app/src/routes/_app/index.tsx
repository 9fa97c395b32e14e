import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { latestOrdersQuery } from '../../features/dashboard/queries';
import { openOrdersCountQuery } from '../../features/orders';
import { isPlatformStaff, toAccessUser } from '../../shell/session';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/')({
  staticData: { title: titleMessages.dashboard },
  // The data starts with the route's code; the page shows each widget's loading and failure itself.
  loader: ({ context: { queryClient, session } }) => {
    const access = toAccessUser(session.store.getSnapshot());
    // The staff's dashboard asks for no trader data [S10].
    if (!access || isPlatformStaff(access)) return;
    void queryClient.prefetchQuery(openOrdersCountQuery());
    void queryClient.prefetchQuery(latestOrdersQuery());
  },
  component: DashboardPage,
});
