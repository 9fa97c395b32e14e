import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../features/layout/messages';
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/profil/{-$tab}')({
  staticData: { title: titleMessages.profile },
  component: () => <PlaceholderPage title={titleMessages.profile} />,
});
