import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/profil/{-$tab}')({
  // "Mein Konto", reached from the user menu's "Einstellungen" [S1].
  staticData: { title: titleMessages.profile },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ProfilePage
      tab={tab}
      onTabChange={(next) => void navigate({ to: '/profil/{-$tab}', params: { tab: next } })}
    />
  );
}
