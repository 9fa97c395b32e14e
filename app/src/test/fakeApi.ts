import { vi } from 'vitest';
import type { AccountType } from '../features/auth';
import type { MarketWindow } from '../features/market-window';
import type { ShellApi } from '../features/auth/api';
import type { SessionMetadata, SessionUser } from '../features/auth';

/** An error shaped like the api-client's ApiError (status + code). */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`HTTP ${status}${code ? ` ${code}` : ''}`);
  }
}

export interface FakeAccount {
  type: AccountType;
  firstName?: string;
  lastName?: string;
  roles?: string[];
  features?: string[];
  termsAccepted?: boolean;
  openOrders?: number;
  /** The user is the team admin of the account. */
  admin?: boolean;
}

export function fakeUser(account: FakeAccount): SessionUser {
  const firstName = account.firstName ?? 'Jana';
  const lastName = account.lastName ?? 'Becker';
  return {
    userId: 'u-1',
    username: 'kaeufer@nordheiz.de',
    firstName,
    lastName,
    email: 'kaeufer@nordheiz.de',
    admin: account.admin ?? false,
    account: { id: 'acc-1', type: account.type, platform: 'default', name: 'Nordheiz Handel GmbH' },
  };
}

export function fakeWindow(now = Date.now()): MarketWindow {
  return {
    prices: [
      { symbol: 'ICE/GAS/M00', price: '742.2500', live: true, timestamp: new Date(now).toISOString() },
    ],
    currentTime: new Date(now).toISOString(),
    created: new Date(now).toISOString(),
    expires: new Date(now + 15 * 60_000).toISOString(),
    marketChange: {},
  };
}

/**
 * A fake ShellApi. `initial` is the account on the "server" (null: none), logged in unless
 * `loggedIn: false`; `login` accepts the password `Demo!2026` (and answers ACCOUNT_LOCKED for `locked`).
 */
export function createFakeApi(initial: FakeAccount | null = null, { loggedIn = true } = {}) {
  const server = { account: initial, loggedIn: initial !== null && loggedIn };
  const calls: string[] = [];
  const unauthorized = () => Promise.reject(new FakeApiError(401, 'UNAUTHENTICATED'));
  const api = {
    getUser: vi.fn(() => {
      calls.push('getUser');
      return server.account && server.loggedIn ? Promise.resolve(fakeUser(server.account)) : unauthorized();
    }),
    login: vi.fn(({ password }: { username: string; password: string }) => {
      calls.push('login');
      if (password === 'locked') return Promise.reject(new FakeApiError(403, 'ACCOUNT_LOCKED'));
      if (password !== 'Demo!2026' || !server.account) {
        return Promise.reject(new FakeApiError(401, 'LOGIN_FAILED'));
      }
      server.loggedIn = true;
      return Promise.resolve(fakeUser(server.account));
    }),
    logout: vi.fn(() => {
      calls.push('logout');
      server.loggedIn = false;
      return Promise.resolve();
    }),
    getMetadata: vi.fn((): Promise<SessionMetadata> => {
      calls.push('getMetadata');
      if (!server.account || !server.loggedIn) return unauthorized();
      return Promise.resolve({
        accountType: server.account.type,
        roles: server.account.roles ?? [],
        features: server.account.features ?? [],
      });
    }),
    getMarketWindow: vi.fn(() => {
      calls.push('getMarketWindow');
      return Promise.resolve(fakeWindow());
    }),
    getGtcAccepted: vi.fn(() => {
      calls.push('getGtcAccepted');
      return Promise.resolve(server.account?.termsAccepted ?? false);
    }),
    acceptGtc: vi.fn(() => {
      calls.push('acceptGtc');
      if (server.account) server.account.termsAccepted = true;
      return Promise.resolve();
    }),
    getFavourites: vi.fn(() => {
      calls.push('getFavourites');
      return Promise.resolve([]);
    }),
    getOpenOrdersCount: vi.fn(() => {
      calls.push('getOpenOrdersCount');
      return Promise.resolve(server.account?.openOrders ?? 0);
    }),
    getRelationships: vi.fn((type: AccountType) => {
      calls.push(`getRelationships:${type}`);
      return Promise.resolve([]);
    }),
    getTeam: vi.fn(() => {
      calls.push('getTeam');
      return Promise.resolve({
        docs: [],
        pagination: { totalItems: 0, currentPage: 1, pageSize: 100, totalPages: 0 },
      });
    }),
    requestPasswordReset: vi.fn(() => Promise.resolve()),
    setPasswordByKey: vi.fn(() => Promise.resolve()),
  } satisfies ShellApi;
  return { api, calls, server };
}
