import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '../../features/help-center/HelpCenterPage';
import { helpCenterTitle } from '../../features/help-center/panels';

export const Route = createFileRoute('/_app/hilfe-center/{-$panel}/{-$tab}')({
  // Full width; the title follows the panel [R6].
  staticData: { fullWidth: true, title: helpCenterTitle },
  component: HelpCenterRoute,
});

function HelpCenterRoute() {
  const { panel, tab } = Route.useParams();
  return <HelpCenterPage panel={panel} tab={tab} />;
}
