import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/LogoutPage';
import { titleMessages } from '../features/layout/messages';

export const Route = createFileRoute('/logout')({
  staticData: { title: titleMessages.logout },
  component: LogoutPage,
});
