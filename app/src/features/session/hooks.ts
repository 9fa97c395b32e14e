import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { RouterContext } from '../../router';
import type { SessionState } from './store';

/** The router context (query client, session, brand) from any component. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}

/** The session state; re-renders on login, logout and metadata changes. */
export function useSessionState(): SessionState {
  const { session } = useAppContext();
  return useSyncExternalStore(session.store.subscribe, session.store.getSnapshot, session.store.getSnapshot);
}
