/**
 * The market-window scheduler: opens consecutive windows of `windowMs`, each with the snapshot of the
 * latest prices, and persists them so that every instance serves the same window. It runs on the leader
 * instance only (see `leader.ts`).
 *
 * Rule T3: a window is only opened when prices exist; until the first quote arrives the scheduler waits
 * (`pricesAvailable()` wakes it up), so no window without prices is ever stored or published.
 */
import type { Quote } from './priceSource.js';
import type { MarketStore, StoredWindow } from './store.js';
import { fromUnits, toUnits } from './decimal.js';

export interface SchedulerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface WindowSchedulerOptions {
  store: MarketStore;
  windowMs: number;
  /** Called once for every window this scheduler opened. */
  onOpened: (window: StoredWindow) => void;
  log: SchedulerLog;
  now?: () => Date;
  /** Delay before retrying after a database error. @default 5000 */
  retryMs?: number;
  /**
   * A window due less than this long ago starts exactly at the previous expiry, so that consecutive
   * windows meet without a gap despite timer lateness; later (e.g. after a leader takeover) it starts now.
   * @default 5000
   */
  contiguityMs?: number;
  /** Windows expired longer ago than this are deleted. @default 7 days */
  retentionMs?: number;
}

/** Price change per symbol between two snapshots (symbols present in both). */
export function marketChange(current: Quote[], previous: Quote[]): Record<string, string> {
  const before = new Map(previous.map((q) => [q.symbol, toUnits(q.price)]));
  const change: Record<string, string> = {};
  for (const q of current) {
    const old = before.get(q.symbol);
    if (old !== undefined) change[q.symbol] = fromUnits(toUnits(q.price) - old);
  }
  return change;
}

export class WindowScheduler {
  private readonly now: () => Date;
  private readonly retryMs: number;
  private readonly contiguityMs: number;
  private readonly retentionMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = true;
  private waitingForPrices = false;

  constructor(private readonly opts: WindowSchedulerOptions) {
    if (!(opts.windowMs > 0)) throw new RangeError('windowMs must be positive');
    this.now = opts.now ?? (() => new Date());
    this.retryMs = opts.retryMs ?? 5000;
    this.contiguityMs = opts.contiguityMs ?? 5000;
    this.retentionMs = opts.retentionMs ?? 7 * 24 * 3600_000;
  }

  /** Whether the scheduler is waiting for the first prices before it can open a window. */
  get waiting(): boolean {
    return this.waitingForPrices;
  }

  /** Starts scheduling; resolves after the first check (which may open a window). */
  start(): Promise<void> {
    this.stopped = false;
    return this.trigger();
  }

  /** Stops scheduling; resolves when a check in progress has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Tells the scheduler that quotes were stored; opens the due window if it was waiting for prices. */
  pricesAvailable(): Promise<void> {
    if (!this.waitingForPrices || this.stopped) return this.running ?? Promise.resolve();
    return this.trigger();
  }

  /** Runs one check now (serialised: a trigger during a check runs another check afterwards). */
  private trigger(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.rerun = false;
        await this.check();
      } while (this.rerun && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.trigger(), Math.max(0, delayMs));
    this.timer.unref();
  }

  private async check(): Promise<void> {
    if (this.stopped) return;
    const { store, log, windowMs } = this.opts;
    try {
      const latest = await store.latestWindow();
      const now = this.now();
      if (latest && now < latest.expires) {
        this.waitingForPrices = false;
        this.schedule(latest.expires.getTime() - now.getTime());
        return;
      }
      const prices = await store.latestPrices();
      if (prices.length === 0) {
        if (!this.waitingForPrices) log.info({}, 'market window due, waiting for the first prices');
        this.waitingForPrices = true;
        return;
      }
      this.waitingForPrices = false;
      const contiguous = latest !== null && now.getTime() - latest.expires.getTime() < this.contiguityMs;
      const created = contiguous ? latest.expires : now;
      const opened = await store.insertWindow({
        created,
        expires: new Date(created.getTime() + windowMs),
        prices,
        marketChange: latest ? marketChange(prices, latest.prices) : {},
      });
      if (!opened) {
        // Another instance opened a window in the meantime: follow its expiry.
        this.rerun = true;
        return;
      }
      if (this.stopped) return;
      log.info({ windowId: opened.id, expires: opened.expires.toISOString() }, 'market window opened');
      this.opts.onOpened(opened);
      await store.pruneWindows(new Date(now.getTime() - this.retentionMs));
      this.schedule(opened.expires.getTime() - this.now().getTime());
    } catch (err) {
      log.warn({ err }, 'market window check failed; retrying');
      this.schedule(this.retryMs);
    }
  }
}
