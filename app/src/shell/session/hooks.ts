import { useSyncExternalStore } from 'react';
import { useAppContext } from '../context';
import { mayOpen } from './guards';
import { toAccessUser, type SessionState } from './store';

/** The session state; re-renders on login, logout and metadata changes. */
export function useSessionState(): SessionState {
  const { session } = useAppContext();
  return useSyncExternalStore(session.store.subscribe, session.store.getSnapshot, session.store.getSnapshot);
}

/**
 * Whether the logged-in user may open a screen, as the route guard decides with the brand's flags: links
 * to a screen the user does not have are left out (e.g. `/orders` for buyers without an orders page [B11]).
 */
export function useMayOpen(pathname: string): boolean {
  const { brand } = useAppContext();
  const access = toAccessUser(useSessionState());
  return access !== null && mayOpen(pathname, access, brand.flags);
}
