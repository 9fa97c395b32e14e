import type { Brand } from '@fuelmarket/brands';
import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { createMarketTimer, type MarketTimer } from '../features/market-window';
import type { ShellApi } from '../features/auth/api';
import { metadataQuery } from '../features/auth/queries';
import { createAppSession, type AppSession } from '../features/auth';
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
  /** The api; built on the api-client with the session's 401 handler (see main.tsx). */
  api: ShellApi | ((session: { onUnauthorized(): void }) => ShellApi);
  history?: RouterHistory;
  onChunkTimeout?: () => void;
  queryClient?: QueryClient;
}

/** Wires query cache, market timer, session and router; used by main.tsx and by the tests. */
export function createApp({
  brand,
  api: apiOrFactory,
  history,
  onChunkTimeout,
  queryClient,
}: CreateAppOptions): AppInstance {
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } });
  // The api needs the session's 401 handler and the session needs the api: tie them through a ref.
  const unauthorized = { onUnauthorized: () => session.onUnauthorized() };
  const api = typeof apiOrFactory === 'function' ? apiOrFactory(unauthorized) : apiOrFactory;
  const timer = createMarketTimer({
    fetchWindow: () => api.getMarketWindow(),
    isLoggedIn: () => session.store.getSnapshot().user !== null,
    // The page-reload event: data that depends on the market window is fetched again.
    onReload: () => void client.invalidateQueries({ queryKey: ['market'] }),
    refetchMetadata: async () => {
      const metadata = await client.fetchQuery({ ...metadataQuery(api), staleTime: 0 });
      session.store.setMetadata(metadata);
    },
  });
  // The closures above read `session` only once the app runs, after this line.
  const session: AppSession = createAppSession({ api, queryClient: client, timer, brand });
  const router = createAppRouter({
    queryClient: client,
    session,
    brand,
    ...(history ? { history } : {}),
    ...(onChunkTimeout ? { onChunkTimeout } : {}),
  });
  return { brand, queryClient: client, timer, session, router };
}
