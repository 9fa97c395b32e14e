import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile';
import { accountQuery, profileQuery } from '../../features/profile/queries';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/profil/{-$tab}')({
  // "Mein Konto", reached from the user menu's "Einstellungen" [S1].
  staticData: { title: titleMessages.profile },
  // Not awaited: each part of the page shows its own failure with a retry.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileQuery());
    void queryClient.prefetchQuery(accountQuery());
  },
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
