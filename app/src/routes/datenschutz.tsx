import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage';
import { legalTitle } from '../shell/navigation/legalPaths';

/** The brand's privacy policy; public, in the complex layout [B4]. */
export const Route = createFileRoute('/datenschutz')({
  staticData: { title: legalTitle('privacy') },
  component: () => <LegalPage document="privacy" />,
});
