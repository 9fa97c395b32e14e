import { createFileRoute } from '@tanstack/react-router';
import { useSessionState } from '../../shell/session';
import { OperatorPage } from '../../features/operator/OperatorPage';
import { operatorSearchSchema } from '../../features/operator/operatorSearch';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

// The platform's staff only (the operator, admin staff): the guard of `_app` keeps anybody else where
// they were [P5][G3]. Admin staff get the part the server lets them use (blocking, the log) [BL1].
export const Route = createFileRoute('/_app/betreiber')({
  staticData: { title: titleMessages.operator },
  validateSearch: operatorSearchSchema,
  component: OperatorRoute,
});

function OperatorRoute() {
  const { brand } = useAppContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Account data, shareholder roles, new users and the master data are the platform operator's alone [P5].
  const canManage = useSessionState().user?.platformOperator === true;
  return (
    <OperatorPage
      locale={brand.locale}
      timeZone={brand.timeZone}
      canManage={canManage}
      search={search}
      onSearchChange={(update, options) => void navigate({ search: update, replace: options?.replace })}
    />
  );
}
