import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage';
import { legalTitle } from '../shell/navigation/legalPaths';

/** The brand's legal notice (Impressum); public, in the complex layout [B4]. */
export const Route = createFileRoute('/impressum')({
  staticData: { title: legalTitle('legalNotice') },
  component: () => <LegalPage document="legalNotice" />,
});
