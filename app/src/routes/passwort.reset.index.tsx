import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetRequestPage } from '../features/auth/PasswordResetRequestPage';
import { titleMessages } from '../shell/layout/messages';

export const Route = createFileRoute('/passwort/reset/')({
  staticData: { layout: 'simple', title: titleMessages.passwordReset },
  component: PasswordResetRequestPage,
});
