import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/verkaufer-management')({
  staticData: { title: titleMessages.sellerManagement },
  component: () => <PlaceholderPage title={titleMessages.sellerManagement} />,
});
