import { createFileRoute } from '@tanstack/react-router';
import { relationshipsListQuery } from '../../features/relationships/queries';
import { RelationshipsPage } from '../../features/relationships/RelationshipsPage';
import { relationshipSearchSchema } from '../../features/relationships/search';
import { titleMessages } from '../../shell/layout/messages';

/** A buyer's sellers (the guard: buyers with MyRelationships_View, absent in single-seller mode [R4]). */
export const Route = createFileRoute('/_app/verkaufer-management')({
  staticData: { title: titleMessages.sellerManagement },
  validateSearch: relationshipSearchSchema,
  // Not awaited: a failure is shown on the page with a retry.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(relationshipsListQuery('buyer')),
  component: SellerManagementRoute,
});

function SellerManagementRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RelationshipsPage
      side="buyer"
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
