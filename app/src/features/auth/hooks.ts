import { useSyncExternalStore } from 'react';
import { useAppContext } from '../../shell/context';
import type { SessionState } from './store';

/** The session state; re-renders on login, logout and metadata changes. */
export function useSessionState(): SessionState {
  const { session } = useAppContext();
  return useSyncExternalStore(session.store.subscribe, session.store.getSnapshot, session.store.getSnapshot);
}
