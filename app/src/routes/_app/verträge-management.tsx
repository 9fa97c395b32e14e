import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/verträge-management')({
  staticData: { title: titleMessages.contracts },
  component: () => <PlaceholderPage title={titleMessages.contracts} />,
});
