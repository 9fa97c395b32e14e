import type { AccountType } from './guards';
import type { MarketWindow } from '../market-window';
import type { SessionMetadata, SessionUser } from './store';

export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * The calls the app shell makes, as plain async functions that resolve with the body or reject with the
 * api-client's `ApiError`. `createShellApi` (./shellApi.ts) implements them on the generated client;
 * tests pass fakes.
 */
export interface ShellApi {
  getUser(): Promise<SessionUser>;
  login(credentials: LoginCredentials): Promise<SessionUser>;
  /** `POST /api/auth/logout`: ends the server session (the CSRF header comes from the client). */
  logout(): Promise<void>;
  getMetadata(): Promise<SessionMetadata>;
  getMarketWindow(): Promise<MarketWindow>;
  getGtcAccepted(): Promise<boolean>;
  acceptGtc(): Promise<void>;
  getFavourites(): Promise<unknown>;
  /** Sellers: the number of open orders (INCOMPLETE counts as open) for the menu bubble. */
  getOpenOrdersCount(): Promise<number>;
  /** The own account's relationships (a buyer's sellers, a seller's buyers), by the own account type. */
  getRelationships(accountType: AccountType): Promise<unknown>;
  /** Team admins: the account's users without the logged-in one (page 1, 100 per page) [C5]. */
  getTeam(): Promise<unknown>;
  requestPasswordReset(email: string): Promise<void>;
  setPasswordByKey(key: string, password: string, passwordConfirmation: string): Promise<void>;
}
