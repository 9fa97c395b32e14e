/** The market's response shapes (PriceTick, MarketWindow of openapi.yaml) and the rules that make them. */
import type { Quote } from './priceSource.js';
import type { StoredWindow } from './store.js';

/** A quote older than this is not live (rule T6). */
export const LIVE_PRICE_MAX_AGE_MS = 2 * 60_000;

/** `PriceTick` of openapi.yaml. */
export interface PriceTickDto {
  symbol: string;
  price: string;
  live: boolean;
  timestamp: string;
}

/** `MarketWindow` of openapi.yaml. */
export interface MarketWindowDto {
  prices: PriceTickDto[];
  currentTime: string;
  created: string;
  expires: string;
  marketChange: Record<string, string>;
}

/** Display order: ICE gasoil (by month), then Brent, then the rest (FX), each alphabetical. */
export function compareSymbols(a: string, b: string): number {
  const rank = (s: string) => (s.includes('/GAS') ? 0 : s.includes('BRN') ? 1 : 2);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Rule T6, decided at read time: live while the quote is at most two minutes old. */
export function isLive(timestamp: Date, now: Date): boolean {
  return now.getTime() - timestamp.getTime() <= LIVE_PRICE_MAX_AGE_MS;
}

export function toPriceTick(quote: Quote, now: Date): PriceTickDto {
  return {
    symbol: quote.symbol,
    price: quote.price,
    live: isLive(quote.timestamp, now),
    timestamp: quote.timestamp.toISOString(),
  };
}

/**
 * The window as GET /api/generic/marketWindow and the SSE `marketWindow` event carry it: the latest quote
 * of each of its symbols (the opening snapshot where no newer quote is known). Null when there is no open
 * window, or no prices for it (rule T3: never a window without prices).
 */
export function composeWindow(
  w: StoredWindow | null,
  quotes: ReadonlyMap<string, Quote>,
  now: Date,
): MarketWindowDto | null {
  if (!w || now >= w.expires) return null;
  const symbols = [...new Set([...w.prices.map((q) => q.symbol), ...quotes.keys()])].sort(compareSymbols);
  const snapshot = new Map(w.prices.map((q) => [q.symbol, q]));
  const prices: PriceTickDto[] = [];
  for (const symbol of symbols) {
    const q = quotes.get(symbol) ?? snapshot.get(symbol);
    if (q) prices.push(toPriceTick(q, now));
  }
  if (prices.length === 0) return null;
  return {
    prices,
    currentTime: now.toISOString(),
    created: w.created.toISOString(),
    expires: w.expires.toISOString(),
    marketChange: w.marketChange,
  };
}
