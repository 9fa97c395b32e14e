/**
 * The market service of one server instance.
 *
 * - Leader (holds the advisory lock, see `leader.ts`): runs the price source and the window scheduler,
 *   persists every quote and window, and publishes them with NOTIFY on `fm_market`.
 * - Every instance (the leader included) LISTENs on `fm_market`, keeps the current window and the latest
 *   quotes in memory and pushes them to its own SSE clients. Reads are served from memory and re-read
 *   from the database when the window has expired or the quotes look stale, so an instance that missed
 *   a notification catches up and all instances serve the window stored in the database.
 *
 * The window's `prices` in responses are the latest quotes of its symbols, each `live` when at most two
 * minutes old at read time (rule T6); the snapshot stored with the window is the reference for the next
 * window's `marketChange`.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types.js';
import { LeaderElector, MARKET_LEADER_LOCK_KEY } from './leader.js';
import {
  RandomWalkPriceSource,
  type PriceSource,
  type PriceSourceFactory,
  type Quote,
} from './priceSource.js';
import { WindowScheduler } from './scheduler.js';
import { SqlMarketStore, type MarketStore, type StoredWindow } from './store.js';
import { SseHub, type SseMessage } from './sse.js';

export const MARKET_CHANNEL = 'fm_market';
/** Spec §9 "Live price freshness": a quote older than this is not live (rule T6). */
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

export interface MarketLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MarketServiceOptions {
  db: Db;
  windowSeconds: number;
  log: MarketLog;
  /** Builds the price source when this instance becomes leader; gets the last persisted prices. */
  priceSourceFactory?: PriceSourceFactory;
  /** Seed of the default random walk (deterministic when set). */
  seed?: number;
  /** Interval of the default random walk. @default 5000 */
  tickIntervalMs?: number;
  /** How often a follower tries to take the leader lock. @default 3000 */
  leaderPollMs?: number;
  lockKey?: number;
  /** SSE keep-alive comment interval. @default 15000 */
  keepAliveMs?: number;
  /** An event stream is ended after this long (the client reconnects through the session check). @default 300000 */
  maxStreamMs?: number;
  now?: () => Date;
  store?: MarketStore;
}

interface JsonQuote {
  symbol: string;
  price: string;
  timestamp: string;
}

type MarketMessage =
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

/** Re-read the database at most this often when the memory looks outdated. */
const MIN_REFRESH_INTERVAL_MS = 1000;
/** Quotes older than this make a read re-check the database (a notification may have been missed). */
const QUOTE_RESYNC_AGE_MS = 30_000;

export class MarketService {
  readonly hub: SseHub;
  /** Identifies this instance's own notifications (they are applied locally before they are sent). */
  readonly instanceId = randomUUID();
  private readonly store: MarketStore;
  private readonly now: () => Date;
  private readonly elector: LeaderElector;
  private window: StoredWindow | null = null;
  private readonly quotes = new Map<string, Quote>();
  private unlisten: (() => Promise<void>) | undefined;
  private refreshing: Promise<void> | undefined;
  private lastRefresh = 0;
  private source: PriceSource | undefined;
  private scheduler: WindowScheduler | undefined;
  private tickQueue: Promise<void> = Promise.resolve();

  constructor(private readonly opts: MarketServiceOptions) {
    this.store = opts.store ?? new SqlMarketStore(opts.db);
    this.now = opts.now ?? (() => new Date());
    this.hub = new SseHub(opts.keepAliveMs, opts.maxStreamMs);
    this.elector = new LeaderElector({
      db: opts.db,
      lockKey: opts.lockKey ?? MARKET_LEADER_LOCK_KEY,
      pollMs: opts.leaderPollMs,
      log: opts.log,
      duties: { start: () => this.startLeading(), stop: () => this.stopLeading() },
    });
  }

  get isLeader(): boolean {
    return this.elector.isLeader;
  }

  async start(): Promise<void> {
    this.unlisten = await this.opts.db.listen(MARKET_CHANNEL, (payload) => this.onNotification(payload));
    await this.refresh().catch((err: unknown) =>
      this.opts.log.warn({ err }, 'loading the market state failed'),
    );
    await this.elector.start();
  }

  async stop(): Promise<void> {
    this.hub.closeAll();
    await this.elector.stop();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch(() => undefined);
  }

  /** The open window with the latest prices, or null when there is none (-> 503). */
  async currentWindow(): Promise<MarketWindowDto | null> {
    if (this.needsRefresh(this.now())) {
      await this.refresh().catch((err: unknown) =>
        this.opts.log.warn({ err }, 'reading the market window failed'),
      );
    }
    return this.compose(this.now());
  }

  /** Sends the current window to one new SSE client (as the first event of its stream). */
  currentWindowEvent(): SseMessage | null {
    const dto = this.compose(this.now());
    return dto ? { event: 'marketWindow', data: dto } : null;
  }

  private compose(now: Date): MarketWindowDto | null {
    const w = this.window;
    if (!w || now >= w.expires) return null;
    const symbols = [...new Set([...w.prices.map((q) => q.symbol), ...this.quotes.keys()])].sort(
      compareSymbols,
    );
    const snapshot = new Map(w.prices.map((q) => [q.symbol, q]));
    const prices: PriceTickDto[] = [];
    for (const symbol of symbols) {
      const q = this.quotes.get(symbol) ?? snapshot.get(symbol);
      if (q) prices.push(toPriceTick(q, now));
    }
    if (prices.length === 0) return null; // rule T3: never a window without prices
    return {
      prices,
      currentTime: now.toISOString(),
      created: w.created.toISOString(),
      expires: w.expires.toISOString(),
      marketChange: w.marketChange,
    };
  }

  private needsRefresh(now: Date): boolean {
    if (now.getTime() - this.lastRefresh < MIN_REFRESH_INTERVAL_MS) return false;
    if (!this.window || now >= this.window.expires) return true;
    let newest = 0;
    for (const q of this.quotes.values()) newest = Math.max(newest, q.timestamp.getTime());
    return (
      now.getTime() - newest > QUOTE_RESYNC_AGE_MS &&
      now.getTime() - this.lastRefresh >= 5 * MIN_REFRESH_INTERVAL_MS
    );
  }

  /** Reloads window and quotes from the database (single flight). */
  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        this.lastRefresh = this.now().getTime();
        const [window, quotes] = await Promise.all([this.store.latestWindow(), this.store.latestPrices()]);
        if (window) this.adoptWindow(window);
        this.applyQuotes(quotes);
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  /** Keeps the newest window; returns whether it was new. */
  private adoptWindow(window: StoredWindow): boolean {
    const current = this.window;
    if (current && (current.id === window.id || current.expires > window.expires)) return false;
    this.window = window;
    return true;
  }

  /** Applies quotes that are newer than the known ones; returns those that were applied. */
  private applyQuotes(quotes: Quote[]): Quote[] {
    const applied: Quote[] = [];
    for (const q of quotes) {
      const known = this.quotes.get(q.symbol);
      if (known && known.timestamp > q.timestamp) continue;
      this.quotes.set(q.symbol, q);
      applied.push(q);
    }
    return applied;
  }

  private broadcastQuotes(quotes: Quote[]): void {
    if (quotes.length === 0) return;
    const now = this.now();
    this.hub.broadcast({ event: 'prices', data: quotes.map((q) => toPriceTick(q, now)) });
  }

  private broadcastWindow(): void {
    const event = this.currentWindowEvent();
    if (event) this.hub.broadcast(event);
  }

  private onNotification(payload: string): void {
    let message: MarketMessage;
    try {
      message = JSON.parse(payload) as MarketMessage;
    } catch (err) {
      this.opts.log.warn({ err }, 'ignoring a malformed market notification');
      return;
    }
    if (message.origin === this.instanceId) return;
    if (message.type === 'prices') {
      this.broadcastQuotes(this.applyQuotes(message.quotes.map(quoteFromJson)));
    } else if (message.type === 'marketWindow') {
      const w = message.window;
      const adopted = this.adoptWindow({
        id: w.id,
        created: new Date(w.created),
        expires: new Date(w.expires),
        prices: w.prices.map(quoteFromJson),
        marketChange: w.marketChange,
      });
      if (adopted) this.broadcastWindow();
    }
  }

  private async publish(message: MarketMessage): Promise<void> {
    try {
      await this.opts.db.notify(MARKET_CHANNEL, JSON.stringify(message));
    } catch (err) {
      this.opts.log.warn({ err, type: message.type }, 'publishing a market notification failed');
    }
  }

  // ---- leader duties ----

  private async startLeading(): Promise<void> {
    const last = await this.store.latestPrices();
    const initial = new Map(last.map((q) => [q.symbol, q.price]));
    const factory: PriceSourceFactory =
      this.opts.priceSourceFactory ??
      ((init) =>
        new RandomWalkPriceSource({
          initial: init,
          now: this.now,
          ...(this.opts.seed === undefined ? {} : { seed: this.opts.seed }),
          ...(this.opts.tickIntervalMs === undefined ? {} : { intervalMs: this.opts.tickIntervalMs }),
        }));
    const scheduler = new WindowScheduler({
      store: this.store,
      windowMs: this.opts.windowSeconds * 1000,
      now: this.now,
      log: this.opts.log,
      onOpened: (window) => {
        if (this.adoptWindow(window)) this.broadcastWindow();
        void this.publish({
          type: 'marketWindow',
          origin: this.instanceId,
          window: {
            id: window.id,
            created: window.created.toISOString(),
            expires: window.expires.toISOString(),
            prices: window.prices.map(quoteToJson),
            marketChange: window.marketChange,
          },
        });
      },
    });
    const source = factory(initial);
    this.scheduler = scheduler;
    this.source = source;
    await scheduler.start();
    source.start((quotes) => {
      this.tickQueue = this.tickQueue.then(() => this.handleQuotes(quotes, scheduler));
    });
  }

  private async handleQuotes(quotes: Quote[], scheduler: WindowScheduler): Promise<void> {
    if (quotes.length === 0) return;
    try {
      await this.store.saveQuotes(quotes);
    } catch (err) {
      this.opts.log.warn({ err }, 'storing price quotes failed');
      return;
    }
    this.broadcastQuotes(this.applyQuotes(quotes));
    await this.publish({ type: 'prices', origin: this.instanceId, quotes: quotes.map(quoteToJson) });
    await scheduler.pricesAvailable();
  }

  private async stopLeading(): Promise<void> {
    this.source?.stop();
    this.source = undefined;
    const scheduler = this.scheduler;
    this.scheduler = undefined;
    await scheduler?.stop();
    await this.tickQueue;
  }
}
