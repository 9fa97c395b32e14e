import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/LogoutPage';
import { titleMessages } from '../shell/layout/messages';

/**
 * `/logout` ends the session, however the user got here (the menu, a bookmark, the address bar); a
 * preload on hover must not [S-L2].
 */
export const Route = createFileRoute('/logout')({
  staticData: { title: titleMessages.logout },
  beforeLoad: async ({ context: { session }, preload }) => ({
    serverSessionEnded: preload ? true : await session.end(),
  }),
  component: function Logout() {
    const { serverSessionEnded } = Route.useRouteContext();
    const router = useRouter();
    return <LogoutPage ended={serverSessionEnded} onRetry={() => void router.invalidate()} />;
  },
});
