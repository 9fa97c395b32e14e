import type { QueryClient } from '@tanstack/react-query';
import { favouritesQuery } from '../features/favourites';
import { orderEventHandlers, openOrdersCountQuery, useOpenOrdersCount } from '../features/orders';
// The event handling and the header widget alone (light, loaded with every page); the rest of the
// feature comes with its pages.
import { PriceAlertHeaderWidget, priceAlertTriggered } from '../features/price-alerts';
import { relationshipsQuery } from '../features/relationships';
import { teamQuery } from '../features/team';
import type { ShellExtensions } from '../shell/extensions';

/** What each feature adds to the shell, for one app and its query cache. */
export function featureExtensions(queryClient: QueryClient): ShellExtensions {
  return {
    loginSteps: {
      loadFavourites: () => queryClient.fetchQuery(favouritesQuery()),
      loadOrders: () => queryClient.fetchQuery(openOrdersCountQuery()),
      loadRelationships: async (accountType) => {
        if (accountType !== 'admin') await queryClient.fetchQuery(relationshipsQuery(accountType));
      },
      loadTeam: () => queryClient.fetchQuery(teamQuery()),
    },
    events: {
      ...orderEventHandlers(queryClient),
      // A triggered price alert: its list shows the new status, and the user is told at once [PA1].
      onPriceAlert: (alert) => priceAlertTriggered(queryClient, alert),
    },
    headerWidgets: [PriceAlertHeaderWidget],
    useOpenOrdersCount,
  };
}
