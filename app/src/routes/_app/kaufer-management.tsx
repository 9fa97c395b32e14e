import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/kaufer-management')({
  staticData: { title: titleMessages.buyerManagement },
  component: () => <PlaceholderPage title={titleMessages.buyerManagement} />,
});
