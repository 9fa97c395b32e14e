import type { Brand } from '@fuelmarket/brands';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ShellExtensions } from './extensions';
import type { AppSession } from './session/session';

/** What every route's `beforeLoad`/loader gets, and what components read with `useAppContext`. */
export interface RouterContext {
  queryClient: QueryClient;
  session: AppSession;
  brand: Brand;
  extensions: ShellExtensions;
}

/** The router context (query client, session, brand, the features' extensions) from any component. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}
