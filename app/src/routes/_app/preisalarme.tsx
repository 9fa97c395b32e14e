import { createFileRoute } from '@tanstack/react-router';
import { priceAlertsQuery } from '../../features/price-alerts/queries';
import { PriceAlertsPage } from '../../features/price-alerts/PriceAlertsPage';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

export const Route = createFileRoute('/_app/preisalarme')({
  // Buyers on a platform with price alerts (brand flag PRICE_ALERT; shell/session/guards.ts) [B9].
  staticData: { title: titleMessages.priceAlerts },
  loader: ({ context }) => context.queryClient.ensureQueryData(priceAlertsQuery()),
  component: PriceAlertsRoute,
});

function PriceAlertsRoute() {
  const { brand } = useAppContext();
  return <PriceAlertsPage locale={brand.locale} currency={brand.currency} />;
}
