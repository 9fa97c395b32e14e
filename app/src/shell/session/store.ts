import type { Schemas } from '@fuelmarket/api-client';
import type { AccessUser } from './guards';

/** The logged-in user as `GET /api/user` and the login return it. */
export type SessionUser = Schemas['LoggedInUser'];

/** The metadata of the account (roles, features and the platform's lists); kept for the session. */
export type SessionMetadata = Schemas['Metadata'];

export interface SessionState {
  user: SessionUser | null;
  metadata: SessionMetadata | null;
  /** Whether the terms are accepted; null until checked. */
  termsAccepted: boolean | null;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  setUser(user: SessionUser): void;
  setMetadata(metadata: SessionMetadata): void;
  setTermsAccepted(accepted: boolean): void;
  /** Forgets user, roles, features and the terms flag (logout) [S-L2]. */
  clear(): void;
}

const empty: SessionState = { user: null, metadata: null, termsAccepted: null };

export function createSessionStore(initial: Partial<SessionState> = {}): SessionStore {
  let state: SessionState = { ...empty, ...initial };
  const listeners = new Set<() => void>();
  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser: (user) => set({ user }),
    setMetadata: (metadata) => set({ metadata }),
    setTermsAccepted: (termsAccepted) => set({ termsAccepted }),
    clear: () => set(empty),
  };
}

/** What the guard needs, from the stored user and metadata; null without a user. */
export function toAccessUser(state: SessionState): AccessUser | null {
  if (!state.user) return null;
  return {
    accountType: state.user.account.type,
    roles: state.metadata?.roles ?? [],
    features: state.metadata?.features ?? [],
    platformOperator: state.user.platformOperator === true,
  };
}
