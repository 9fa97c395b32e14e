import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { titleMessages } from '../features/layout/messages';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'simple', title: titleMessages.login },
  // With a valid session the user and metadata are loaded and the user goes to / [R2].
  beforeLoad: async ({ context }) => {
    if (await context.session.ensureUser()) throw redirect({ to: '/' });
  },
  component: LoginPage,
});
