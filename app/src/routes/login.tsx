import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { titleMessages } from '../shell/layout/messages';
import { hasSignedInCookie, SessionCheckError } from '../shell/session';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'simple', title: titleMessages.login },
  // With a valid session the user and metadata are loaded and the user goes to / [R2]. When the session
  // cannot be checked (an outage) the form stays; logging in then reports the outage.
  // Without the signed-in cookie there is no session to check: the form shows without a request.
  beforeLoad: async ({ context }) => {
    if (!context.session.store.getSnapshot().user && !hasSignedInCookie()) return;
    const user = await context.session.ensureUser().catch((error: unknown) => {
      if (error instanceof SessionCheckError) return null;
      throw error;
    });
    if (user) throw redirect({ to: '/' });
  },
  component: LoginPage,
});
