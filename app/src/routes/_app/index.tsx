import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/')({
  staticData: { title: titleMessages.dashboard },
  component: DashboardPage,
});
