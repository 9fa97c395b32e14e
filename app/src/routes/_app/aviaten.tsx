import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/aviaten')({
  staticData: { title: titleMessages.subAccounts },
  component: () => <PlaceholderPage title={titleMessages.subAccounts} />,
});
