import { createFileRoute } from '@tanstack/react-router';
import { AdditivesMarketplace, useAdditivesAvailable } from '../../features/additives';
import { ChildAccountSelector } from '../../features/child-accounts';
import { MarketPage, marketSearchSchema, offersQuery, offersQueryParams } from '../../features/market';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/handelsplatz')({
  staticData: { title: titleMessages.market },
  validateSearch: marketSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the offers request early; a failure is shown on the page with a retry [H3], so it is not awaited.
  loader: ({ context: { queryClient, session, brand }, deps }) => {
    // As the page asks: no region narrows where the brand hides regions [B11].
    const regions = brand.flags.HIDE_REGION ? [] : (session.store.getSnapshot().metadata?.regions ?? []);
    void queryClient.prefetchQuery(offersQuery(offersQueryParams(deps, regions)));
  },
  component: MarketRoute,
});

function MarketRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const additives = useAdditivesAvailable();
  return (
    <MarketPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      additives={additives ? <AdditivesMarketplace /> : undefined}
      headerSlot={<ChildAccountSelector />}
    />
  );
}
