/**
 * What the leader instance does while it holds the lock: runs the price source and the window scheduler and
 * hands every quote batch and every new window to the service, which stores, applies and publishes them.
 */
import {
  RandomWalkPriceSource,
  type PriceSource,
  type PriceSourceFactory,
  type Quote,
} from './priceSource.js';
import { WindowScheduler } from './scheduler.js';
import type { MarketStore, StoredWindow } from './store.js';

export interface MarketLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface LeaderDutiesOptions {
  store: MarketStore;
  windowSeconds: number;
  now: () => Date;
  log: MarketLog;
  priceSourceFactory?: PriceSourceFactory;
  seed?: number;
  tickIntervalMs?: number;
  /** A window was opened (stored by the scheduler). */
  onWindowOpened(window: StoredWindow): void;
  /** A batch of quotes was stored. */
  onQuotesStored(quotes: Quote[]): Promise<void>;
}

export class LeaderDuties {
  private source: PriceSource | undefined;
  private scheduler: WindowScheduler | undefined;
  private tickQueue: Promise<void> = Promise.resolve();

  constructor(private readonly opts: LeaderDutiesOptions) {}

  async start(): Promise<void> {
    const o = this.opts;
    const last = await o.store.latestPrices();
    const initial = new Map(last.map((q) => [q.symbol, q.price]));
    const factory: PriceSourceFactory =
      o.priceSourceFactory ??
      ((init) =>
        new RandomWalkPriceSource({
          initial: init,
          now: o.now,
          ...(o.seed === undefined ? {} : { seed: o.seed }),
          ...(o.tickIntervalMs === undefined ? {} : { intervalMs: o.tickIntervalMs }),
        }));
    const scheduler = new WindowScheduler({
      store: o.store,
      windowMs: o.windowSeconds * 1000,
      now: o.now,
      log: o.log,
      onOpened: (window) => o.onWindowOpened(window),
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
      await this.opts.store.saveQuotes(quotes);
    } catch (err) {
      this.opts.log.warn({ err }, 'storing price quotes failed');
      return;
    }
    await this.opts.onQuotesStored(quotes);
    await scheduler.pricesAvailable();
  }

  async stop(): Promise<void> {
    this.source?.stop();
    this.source = undefined;
    const scheduler = this.scheduler;
    this.scheduler = undefined;
    await scheduler?.stop();
    await this.tickQueue;
  }
}
