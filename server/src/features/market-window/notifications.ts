/**
 * The NOTIFY payloads on channel `fm_market`: the leader publishes every quote batch and every new window;
 * every instance applies the others' messages (its own are applied before they are sent).
 */
import type { Quote } from './priceSource.js';
import type { StoredWindow } from './store.js';

export const MARKET_CHANNEL = 'fm_market';

interface JsonQuote {
  symbol: string;
  price: string;
  timestamp: string;
}

export type MarketMessage =
  | { type: 'prices'; origin: string; quotes: JsonQuote[] }
  | {
      type: 'marketWindow';
      origin: string;
      window: {
        id: string;
        created: string;
        expires: string;
        prices: JsonQuote[];
        marketChange: Record<string, string>;
      };
    };

const quoteToJson = (q: Quote): JsonQuote => ({
  symbol: q.symbol,
  price: q.price,
  timestamp: q.timestamp.toISOString(),
});
const quoteFromJson = (q: JsonQuote): Quote => ({
  symbol: q.symbol,
  price: q.price,
  timestamp: new Date(q.timestamp),
});

export const pricesMessage = (origin: string, quotes: Quote[]): MarketMessage => ({
  type: 'prices',
  origin,
  quotes: quotes.map(quoteToJson),
});

export const windowMessage = (origin: string, window: StoredWindow): MarketMessage => ({
  type: 'marketWindow',
  origin,
  window: {
    id: window.id,
    created: window.created.toISOString(),
    expires: window.expires.toISOString(),
    prices: window.prices.map(quoteToJson),
    marketChange: window.marketChange,
  },
});

/** Throws on a payload that is not JSON. */
export const parseMessage = (payload: string): MarketMessage => JSON.parse(payload) as MarketMessage;

export const quotesOf = (m: Extract<MarketMessage, { type: 'prices' }>): Quote[] =>
  m.quotes.map(quoteFromJson);

export const windowOf = (m: Extract<MarketMessage, { type: 'marketWindow' }>): StoredWindow => ({
  id: m.window.id,
  created: new Date(m.window.created),
  expires: new Date(m.window.expires),
  prices: m.window.prices.map(quoteFromJson),
  marketChange: m.window.marketChange,
});
