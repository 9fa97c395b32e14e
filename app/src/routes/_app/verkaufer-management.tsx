import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../features/layout/messages';
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/verkaufer-management')({
  staticData: { title: titleMessages.sellerManagement },
  component: () => <PlaceholderPage title={titleMessages.sellerManagement} />,
});
