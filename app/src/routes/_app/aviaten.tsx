import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../features/layout/messages';
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/aviaten')({
  staticData: { title: titleMessages.subAccounts },
  component: () => <PlaceholderPage title={titleMessages.subAccounts} />,
});
