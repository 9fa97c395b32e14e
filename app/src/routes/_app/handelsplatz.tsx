import { deferred, Skeleton } from '@fuelmarket/ui';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useAdditivesAvailable } from '../../features/additives';
import { ChildAccountSelector } from '../../features/child-accounts';
import { DeliveryAddressesButton } from '../../features/delivery-addresses/DeliveryAddressesButton';
import { FavouritesButton } from '../../features/favourites/FavouritesButton';
import { MarketPage, marketSearchSchema, offersQuery, offersQueryParams } from '../../features/market';
import { titleMessages } from '../../shell/layout/messages';

/** The "Additive" tab's code comes when the tab is first opened, not with the fuel market. */
const additivesMarketplace = deferred(() =>
  import('../../features/additives/AdditivesMarketplace').then((module) => module.AdditivesMarketplace),
);

export const Route = createFileRoute('/_app/handelsplatz')({
  staticData: { title: titleMessages.market },
  validateSearch: marketSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the offers request early; a failure is shown on the page with a retry [H3], so it is not awaited.
  loader: ({ context: { queryClient, session, brand }, deps }) => {
    // As the page asks: no region narrows where the brand hides regions [B11].
    const regions = brand.flags.HIDE_REGION ? [] : (session.store.getSnapshot().metadata?.regions ?? []);
    void queryClient.prefetchInfiniteQuery(offersQuery(offersQueryParams(deps, regions)));
  },
  component: MarketRoute,
});

function MarketRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const additives = useAdditivesAvailable();
  const onSearchChange = (next: typeof search) => void navigate({ search: next });
  return (
    <MarketPage
      search={search}
      onSearchChange={onSearchChange}
      additives={
        additives ? (
          <Suspense fallback={<Skeleton lines={6} />}>
            <additivesMarketplace.Component />
          </Suspense>
        ) : undefined
      }
      headerSlot={<ChildAccountSelector />}
      tools={
        <>
          {/* Favourites lists [S2] and delivery addresses [S8], beside the filters that offer them. */}
          <FavouritesButton
            onApply={(list) => onSearchChange({ ...search, list })}
            onDeleted={(id) => {
              if (search.list !== id) return;
              const { list: _dropped, ...rest } = search;
              onSearchChange(rest);
            }}
          />
          <DeliveryAddressesButton />
        </>
      }
    />
  );
}
