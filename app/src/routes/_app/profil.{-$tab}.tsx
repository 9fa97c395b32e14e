import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/profil/{-$tab}')({
  staticData: { title: titleMessages.profile },
  component: () => <PlaceholderPage title={titleMessages.profile} />,
});
