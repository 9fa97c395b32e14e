/** What the global setup hands to the tests (through environment variables, inherited by workers). */
import type { BrandId } from '@fuelmarket/brands';
import type { AccountKind } from './accounts';

export interface ServerInfo {
  name: string;
  brand: BrandId;
  url: string;
}

export const SERVERS_ENV = 'FM_E2E_SERVERS';
export const AUTH_DIR_ENV = 'FM_E2E_AUTH_DIR';

export function readServers(): Record<string, ServerInfo> {
  const raw = process.env[SERVERS_ENV];
  if (!raw) throw new Error(`${SERVERS_ENV} is not set: run the suite through e2e/playwright.config.ts`);
  return JSON.parse(raw) as Record<string, ServerInfo>;
}

/** Storage state of a logged-in demo account on a server (cookie consent already given: necessary). */
export function authFile(serverName: string, kind: AccountKind): string {
  return `${process.env[AUTH_DIR_ENV]}/${serverName}-${kind}.json`;
}

/** Storage state with only the consent cookie (anonymous visitor who declined analytics). */
export function anonymousFile(serverName: string): string {
  return `${process.env[AUTH_DIR_ENV]}/${serverName}-anonymous.json`;
}

/** The dedicated short-window server used where a test needs the market window to change. */
export const TIMER_SERVER = 'timer';
export const TIMER_WINDOW_SECONDS = 10;

/** The server whose API traffic goes through Prism's validation proxy (see contract-front.ts). */
export const CONTRACT_SERVER = 'contract';
/** File of contract violations Prism reported during the run (empty: none). */
export const VIOLATIONS_ENV = 'FM_E2E_CONTRACT_VIOLATIONS';
