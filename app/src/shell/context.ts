import type { Brand } from '@fuelmarket/brands';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { AppSession } from '../features/auth/session';

/** What every route's `beforeLoad`/loader gets, and what components read with `useAppContext`. */
export interface RouterContext {
  queryClient: QueryClient;
  session: AppSession;
  brand: Brand;
}

/** The router context (query client, session, brand) from any component. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}
