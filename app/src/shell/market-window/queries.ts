import { client, dataOf } from '../api';
import type { MarketWindow } from './timer';

/** `GET /api/generic/marketWindow`: the current window with its prices and the server time. */
export async function fetchMarketWindow(): Promise<MarketWindow> {
  return dataOf(await client.GET('/api/generic/marketWindow'));
}

/** API paths whose answers carry the window's prices: fetched again when a new window opens. */
export const marketWindowDependentPaths = ['/api/v2/offers', '/api/offers/', '/api/basket'] as const;

/** Whether a query (keyed by openapi-react-query as `[method, path, init]`) shows window prices. */
export function dependsOnMarketWindow(queryKey: readonly unknown[]): boolean {
  const path = queryKey[1];
  return typeof path === 'string' && marketWindowDependentPaths.some((prefix) => path.startsWith(prefix));
}
