import { createFileRoute } from '@tanstack/react-router';
import { SellerOffersPage } from '../../features/seller-offers';
import { sellerOffersQuery } from '../../features/seller-offers/queries';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

function SellerOffersRoute() {
  const { brand } = useAppContext();
  return <SellerOffersPage brand={brand} />;
}

export const Route = createFileRoute('/_app/meine-angebote')({
  staticData: { title: titleMessages.offers },
  // Not awaited: a failure is shown on the page with a retry.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(sellerOffersQuery()),
  component: SellerOffersRoute,
});
