import type { Brand } from '@fuelmarket/brands';
import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { onUnauthorized } from '../shell/api';
import type { ShellExtensions } from '../shell/extensions';
import {
  createMarketTimer,
  dependsOnMarketWindow,
  fetchMarketWindow,
  type MarketTimer,
} from '../shell/market-window';
import { createAppRouter, type AppRouter } from '../shell/router';
import { createAppSession, type AppSession } from '../shell/session';
import { featureExtensions } from './features';

export interface AppInstance {
  brand: Brand;
  queryClient: QueryClient;
  timer: MarketTimer;
  session: AppSession;
  router: AppRouter;
  extensions: ShellExtensions;
}

export interface CreateAppOptions {
  brand: Brand;
  history?: RouterHistory;
  onChunkTimeout?: () => void;
  queryClient?: QueryClient;
}

/**
 * The composition root: wires query cache, market timer, session and router, and plugs the features into
 * the shell; used by main.tsx and by the tests.
 */
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
  const extensions = featureExtensions(client);
  // The closures above read `session` only once the app runs, after this line.
  const session: AppSession = createAppSession({
    queryClient: client,
    timer,
    brand,
    loginSteps: extensions.loginSteps,
    events: extensions.events,
  });
  onUnauthorized(() => session.onUnauthorized());
  const router = createAppRouter({
    queryClient: client,
    session,
    brand,
    extensions,
    ...(history ? { history } : {}),
    ...(onChunkTimeout ? { onChunkTimeout } : {}),
  });
  return { brand, queryClient: client, timer, session, router, extensions };
}
