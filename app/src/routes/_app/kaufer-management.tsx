import { createFileRoute } from '@tanstack/react-router';
import { relationshipsListQuery } from '../../features/relationships/queries';
import { RelationshipsPage } from '../../features/relationships/RelationshipsPage';
import { relationshipSearchSchema } from '../../features/relationships/search';
import { titleMessages } from '../../shell/layout/messages';

/** A seller's buyers (the guard: sellers with MyRelationships_View [R4]). */
export const Route = createFileRoute('/_app/kaufer-management')({
  // The buyers' columns (credit limit, AGB, actions) need the width.
  staticData: { fullWidth: true, title: titleMessages.buyerManagement },
  validateSearch: relationshipSearchSchema,
  // Not awaited: a failure is shown on the page with a retry.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(relationshipsListQuery('seller')),
  component: BuyerManagementRoute,
});

function BuyerManagementRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RelationshipsPage
      side="seller"
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
