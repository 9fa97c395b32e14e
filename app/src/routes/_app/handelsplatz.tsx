import { createFileRoute } from '@tanstack/react-router';
import { titleMessages } from '../../shell/layout/messages';
import { MarketWindowStatus } from '../../features/market-window';
import { PlaceholderPage } from '../../shell/placeholder/PlaceholderPage';

export const Route = createFileRoute('/_app/handelsplatz')({
  staticData: { title: titleMessages.market },
  // Until the market screen is built: the live market window state (countdown, unavailable, no live prices).
  component: () => (
    <PlaceholderPage title={titleMessages.market}>
      <MarketWindowStatus />
    </PlaceholderPage>
  ),
});
