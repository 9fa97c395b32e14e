import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage';
import { legalTitle } from '../shell/navigation/legalPaths';

/** The brand's terms of use (AGB); public, in the complex layout [B4]. */
export const Route = createFileRoute('/nutzungsbedingungen')({
  staticData: { title: legalTitle('terms') },
  component: () => <LegalPage document="terms" />,
});
