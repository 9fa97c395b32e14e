import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createNavigationWatchdog } from './errors/chunkErrors';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteError } from './errors/RouteError';
import { RoutePending } from './layout/RoutePending';
import './layout/routeMeta';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './context';

export interface CreateAppRouterOptions extends RouterContext {
  history?: RouterHistory;
  /** Called when a navigation's chunks have not arrived within the chunk load time-out [K6]. */
  onChunkTimeout?: () => void;
}

export function createAppRouter({
  queryClient,
  session,
  brand,
  extensions,
  history,
  onChunkTimeout,
}: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: { queryClient, session, brand, extensions },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // The query cache holds the data; the router's own cache would only serve it stale.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    // A route that waits (the session start on a reload while the market window is slow) shows that it
    // loads after 400 ms instead of a blank page.
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 400,
    scrollRestoration: true,
  });
  session.attachRouter(
    (path) => router.navigate({ to: path }),
    () => router.state.resolvedLocation?.href,
  );
  if (onChunkTimeout) {
    const watchdog = createNavigationWatchdog(onChunkTimeout);
    router.subscribe('onBeforeLoad', () => watchdog.started());
    router.subscribe('onResolved', () => watchdog.resolved());
  }
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface HistoryState {
    /** The path the guard did not let the user open, when it sent them to the dashboard instead [G6]. */
    unavailablePath?: string;
  }
}
