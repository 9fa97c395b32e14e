/**
 * Market repository: all SQL of the market aggregate (tables of migrations/050_market.sql).
 * The `MarketStore` interface lets the scheduler be unit-tested with an in-memory store.
 */
import type { Queryable } from '../../db/types.js';
import type { Quote } from './priceSource.js';

export interface StoredWindow {
  id: string;
  created: Date;
  expires: Date;
  /** The quotes when the window opened (never empty, rule T3). */
  prices: Quote[];
  /** Change of each symbol's price against the previous window's snapshot (decimal strings). */
  marketChange: Record<string, string>;
}

export interface NewWindow {
  created: Date;
  expires: Date;
  prices: Quote[];
  marketChange: Record<string, string>;
}

export interface MarketStore {
  /** The latest quote of every symbol. */
  latestPrices(): Promise<Quote[]>;
  /** Upserts quotes; an older quote never overwrites a newer one. */
  saveQuotes(quotes: Quote[]): Promise<void>;
  /** The window with the latest expiry, expired or not. */
  latestWindow(): Promise<StoredWindow | null>;
  /**
   * Stores a window unless one that is still open at `created` exists (a guard against a second leader);
   * returns the stored window or null.
   */
  insertWindow(window: NewWindow): Promise<StoredWindow | null>;
  /** Deletes windows that expired before `before`. */
  pruneWindows(before: Date): Promise<void>;
}

interface PriceRow {
  symbol: string;
  price: string;
  quoted_at: Date | string;
}

interface WindowRow {
  id: string | number;
  created: Date | string;
  expires: Date | string;
  prices: unknown;
  market_change: unknown;
}

interface JsonQuote {
  symbol: string;
  price: string;
  timestamp: string;
}

const toDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

/** jsonb comes back parsed from pg and PGlite; tolerate a string just in case a driver does not parse it. */
function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function toWindow(row: WindowRow): StoredWindow {
  const prices = (json(row.prices) as JsonQuote[]).map((q) => ({
    symbol: q.symbol,
    price: q.price,
    timestamp: new Date(q.timestamp),
  }));
  return {
    id: String(row.id),
    created: toDate(row.created),
    expires: toDate(row.expires),
    prices,
    marketChange: json(row.market_change) as Record<string, string>,
  };
}

export class SqlMarketStore implements MarketStore {
  constructor(private readonly db: Queryable) {}

  async latestPrices(): Promise<Quote[]> {
    const { rows } = await this.db.query<PriceRow>(
      'SELECT symbol, price::text AS price, quoted_at FROM market_prices ORDER BY symbol',
    );
    return rows.map((r) => ({ symbol: r.symbol, price: r.price, timestamp: toDate(r.quoted_at) }));
  }

  async saveQuotes(batch: Quote[]): Promise<void> {
    // One row per symbol (ON CONFLICT cannot touch a row twice in one statement): keep the newest.
    const bySymbol = new Map<string, Quote>();
    for (const q of batch) {
      const seen = bySymbol.get(q.symbol);
      if (!seen || seen.timestamp <= q.timestamp) bySymbol.set(q.symbol, q);
    }
    const quotes = [...bySymbol.values()];
    if (quotes.length === 0) return;
    await this.db.query(
      `INSERT INTO market_prices (symbol, price, quoted_at)
       SELECT * FROM unnest($1::text[], $2::numeric[], $3::timestamptz[])
       ON CONFLICT (symbol) DO UPDATE SET price = excluded.price, quoted_at = excluded.quoted_at
       WHERE market_prices.quoted_at <= excluded.quoted_at`,
      [quotes.map((q) => q.symbol), quotes.map((q) => q.price), quotes.map((q) => q.timestamp.toISOString())],
    );
  }

  async latestWindow(): Promise<StoredWindow | null> {
    const { rows } = await this.db.query<WindowRow>(
      `SELECT id, created, expires, prices, market_change FROM market_windows ORDER BY expires DESC, id DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? toWindow(row) : null;
  }

  async insertWindow(w: NewWindow): Promise<StoredWindow | null> {
    const prices: JsonQuote[] = w.prices.map((q) => ({
      symbol: q.symbol,
      price: q.price,
      timestamp: q.timestamp.toISOString(),
    }));
    const { rows } = await this.db.query<WindowRow>(
      `INSERT INTO market_windows (created, expires, prices, market_change)
       SELECT $1::timestamptz, $2::timestamptz, $3::jsonb, $4::jsonb
       WHERE NOT EXISTS (SELECT 1 FROM market_windows WHERE expires > $1::timestamptz)
       RETURNING id, created, expires, prices, market_change`,
      [
        w.created.toISOString(),
        w.expires.toISOString(),
        JSON.stringify(prices),
        JSON.stringify(w.marketChange),
      ],
    );
    const row = rows[0];
    return row ? toWindow(row) : null;
  }

  async pruneWindows(before: Date): Promise<void> {
    await this.db.query('DELETE FROM market_windows WHERE expires < $1', [before.toISOString()]);
  }
}
