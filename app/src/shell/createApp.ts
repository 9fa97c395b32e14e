import type { Brand } from '@fuelmarket/brands';
import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import {
  createMarketTimer,
  dependsOnMarketWindow,
  fetchMarketWindow,
  type MarketTimer,
} from '../features/market-window';
import { onUnauthorized } from './api';
import { createAppSession, type AppSession } from '../features/auth';
// The event handling alone (light, loaded with every page); the rest of the feature comes with its pages.
import { priceAlertTriggered } from '../features/price-alerts/events';
import { createAppRouter, type AppRouter } from './router';

export interface AppInstance {
  brand: Brand;
  queryClient: QueryClient;
  timer: MarketTimer;
  session: AppSession;
  router: AppRouter;
}

export interface CreateAppOptions {
  brand: Brand;
  history?: RouterHistory;
  onChunkTimeout?: () => void;
  queryClient?: QueryClient;
}

/** Wires query cache, market timer, session and router; used by main.tsx and by the tests. */
export function createApp({ brand, history, onChunkTimeout, queryClient }: CreateAppOptions): AppInstance {
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } });
  const timer = createMarketTimer({
    fetchWindow: fetchMarketWindow,
    isLoggedIn: () => session.store.getSnapshot().user !== null,
    // The page-reload event: data that carries the window's prices is fetched again.
    onReload: () => void client.invalidateQueries({ predicate: (q) => dependsOnMarketWindow(q.queryKey) }),
    refetchMetadata: () => session.refreshMetadata(),
  });
  // The closures above read `session` only once the app runs, after this line.
  const session: AppSession = createAppSession({
    queryClient: client,
    timer,
    brand,
    onPriceAlert: (alert) => priceAlertTriggered(client, alert),
  });
  onUnauthorized(() => session.onUnauthorized());
  const router = createAppRouter({
    queryClient: client,
    session,
    brand,
    ...(history ? { history } : {}),
    ...(onChunkTimeout ? { onChunkTimeout } : {}),
  });
  return { brand, queryClient: client, timer, session, router };
}
