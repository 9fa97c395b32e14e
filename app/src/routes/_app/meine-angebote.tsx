import { createFileRoute } from '@tanstack/react-router';
import { SellerOffersPage } from '../../features/seller-offers';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

function SellerOffersRoute() {
  const { brand } = useAppContext();
  return <SellerOffersPage brand={brand} />;
}

export const Route = createFileRoute('/_app/meine-angebote')({
  staticData: { title: titleMessages.offers },
  component: SellerOffersRoute,
});
