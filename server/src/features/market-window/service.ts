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
 * Split by duty: response shapes and rules in `dto.ts`, NOTIFY payloads in `notifications.ts`, the
 * leader's price source and scheduler in `leaderDuties.ts`, SSE framing and streams in `sse.ts`; this
 * class holds the instance's state and wires them together.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types.js';
import { composeWindow, toPriceTick, type MarketWindowDto } from './dto.js';
import { LeaderDuties, type MarketLog } from './leaderDuties.js';
import { LeaderElector, MARKET_LEADER_LOCK_KEY } from './leader.js';
import {
  MARKET_CHANNEL,
  parseMessage,
  pricesMessage,
  quotesOf,
  windowMessage,
  windowOf,
  type MarketMessage,
} from './notifications.js';
import type { PriceSourceFactory, Quote } from './priceSource.js';
import { SqlMarketStore, type MarketStore, type StoredWindow } from './store.js';
import { SseHub, type SseMessage } from './sse.js';

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
  private readonly duties: LeaderDuties;
  private readonly tickListeners = new Set<(quotes: readonly Quote[]) => void>();

  constructor(private readonly opts: MarketServiceOptions) {
    this.store = opts.store ?? new SqlMarketStore(opts.db);
    this.now = opts.now ?? (() => new Date());
    this.hub = new SseHub(opts.keepAliveMs, opts.maxStreamMs);
    this.duties = new LeaderDuties({
      store: this.store,
      windowSeconds: opts.windowSeconds,
      now: this.now,
      log: opts.log,
      ...(opts.priceSourceFactory ? { priceSourceFactory: opts.priceSourceFactory } : {}),
      ...(opts.seed === undefined ? {} : { seed: opts.seed }),
      ...(opts.tickIntervalMs === undefined ? {} : { tickIntervalMs: opts.tickIntervalMs }),
      onWindowOpened: (window) => {
        if (this.adoptWindow(window)) this.broadcastWindow();
        void this.publish(windowMessage(this.instanceId, window));
      },
      onQuotesStored: async (quotes) => {
        this.broadcastQuotes(this.applyQuotes(quotes));
        await this.publish(pricesMessage(this.instanceId, quotes));
        for (const listener of this.tickListeners) listener(quotes);
      },
    });
    this.elector = new LeaderElector({
      db: opts.db,
      lockKey: opts.lockKey ?? MARKET_LEADER_LOCK_KEY,
      pollMs: opts.leaderPollMs,
      log: opts.log,
      duties: { start: () => this.duties.start(), stop: () => this.duties.stop() },
    });
  }

  /**
   * Calls `listener` after every price tick the leader stored and applied (on the leader instance only,
   * so a tick is handled once across instances). The listener must not throw; returns its removal.
   */
  onTick(listener: (quotes: readonly Quote[]) => void): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
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

  /**
   * The quotes the open window opened with (the reference of an offer's maximum price fall), or none
   * when no window is open. Read after `currentWindow()`, which refreshes the window when due.
   */
  openingQuotes(): readonly Quote[] {
    const now = this.now();
    return this.window && now < this.window.expires ? this.window.prices : [];
  }

  /** Sends the current window to one new SSE client (as the first event of its stream). */
  currentWindowEvent(): SseMessage | null {
    const dto = this.compose(this.now());
    return dto ? { event: 'marketWindow', data: dto } : null;
  }

  private compose(now: Date): MarketWindowDto | null {
    return composeWindow(this.window, this.quotes, now);
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
      message = parseMessage(payload);
    } catch (err) {
      this.opts.log.warn({ err }, 'ignoring a malformed market notification');
      return;
    }
    if (message.origin === this.instanceId) return;
    if (message.type === 'prices') {
      this.broadcastQuotes(this.applyQuotes(quotesOf(message)));
    } else if (message.type === 'marketWindow') {
      if (this.adoptWindow(windowOf(message))) this.broadcastWindow();
    }
  }

  private async publish(message: MarketMessage): Promise<void> {
    try {
      await this.opts.db.notify(MARKET_CHANNEL, JSON.stringify(message));
    } catch (err) {
      this.opts.log.warn({ err, type: message.type }, 'publishing a market notification failed');
    }
  }
}
