import { createFileRoute } from '@tanstack/react-router';
import { useSessionState } from '../../shell/session';
import { OperatorPage } from '../../features/operator/OperatorPage';
import { operatorSearchSchema } from '../../features/operator/operatorSearch';
import { companyAccountsQuery, masterDataQuery, operatorAuditQuery } from '../../features/operator/queries';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

// The platform's staff only (the operator, admin staff): the guard of `_app` keeps anybody else where
// they were [P5][G3]. Admin staff get the part the server lets them use (blocking, the log) [BL1].
export const Route = createFileRoute('/_app/betreiber')({
  staticData: { title: titleMessages.operator },
  validateSearch: operatorSearchSchema,
  loaderDeps: ({ search: { tab, q } }) => ({ tab, q }),
  // The open view's data, not awaited: each view shows its own loading and failure.
  loader: ({ context: { queryClient, session }, deps: { tab, q } }) => {
    const canManage = session.store.getSnapshot().user?.platformOperator === true;
    if (tab === 'audit') void queryClient.prefetchQuery(operatorAuditQuery());
    else if (tab === 'masterData' && canManage) void queryClient.prefetchQuery(masterDataQuery());
    else void queryClient.prefetchQuery(companyAccountsQuery(q));
  },
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
