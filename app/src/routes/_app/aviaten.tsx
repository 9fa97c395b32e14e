import { createFileRoute } from '@tanstack/react-router';
import { subAccountsListQuery } from '../../features/sub-accounts/queries';
import { SubAccountsPage } from '../../features/sub-accounts/SubAccountsPage';
import { validateSubAccountsSearch } from '../../features/sub-accounts/subAccountsSearch';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/aviaten')({
  // Role ChildAccounts_View (shell/session/guards.ts) [R4].
  staticData: { title: titleMessages.subAccounts },
  validateSearch: validateSubAccountsSearch,
  // Not awaited: a failure is shown on the page with "Erneut laden".
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(subAccountsListQuery()),
  component: SubAccountsRoute,
});

function SubAccountsRoute() {
  const { brand } = useAppContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubAccountsPage
      locale={brand.locale}
      currency={brand.currency}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false })}
    />
  );
}
