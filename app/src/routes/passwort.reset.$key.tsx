import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordPage } from '../features/auth/SetPasswordPage';
import { titleMessages } from '../shell/layout/messages';

export const Route = createFileRoute('/passwort/reset/$key')({
  staticData: { layout: 'simple', title: titleMessages.setPassword },
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const { key } = Route.useParams();
  return <SetPasswordPage resetKey={key} />;
}
