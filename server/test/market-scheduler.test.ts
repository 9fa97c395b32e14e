import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../src/features/market-window/priceSource.js';
import type { MarketStore, NewWindow, StoredWindow } from '../src/features/market-window/store.js';
import { WindowScheduler } from '../src/features/market-window/scheduler.js';

/** The scheduler's store contract in memory (the SQL store is covered by the API tests). */
class MemoryStore implements MarketStore {
  quotes = new Map<string, Quote>();
  windows: StoredWindow[] = [];
  failNext = 0;
  private nextId = 1;

  private maybeFail(): void {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('database unreachable');
    }
  }
  async latestPrices(): Promise<Quote[]> {
    this.maybeFail();
    return [...this.quotes.values()];
  }
  async saveQuotes(quotes: Quote[]): Promise<void> {
    for (const q of quotes) this.quotes.set(q.symbol, q);
  }
  async latestWindow(): Promise<StoredWindow | null> {
    this.maybeFail();
    return [...this.windows].sort((a, b) => b.expires.getTime() - a.expires.getTime())[0] ?? null;
  }
  async insertWindow(w: NewWindow): Promise<StoredWindow | null> {
    if (w.prices.length === 0) throw new Error('check constraint market_windows_has_prices');
    if (this.windows.some((x) => x.expires > w.created)) return null;
    const stored = { id: String(this.nextId++), ...w };
    this.windows.push(stored);
    return stored;
  }
  async pruneWindows(before: Date): Promise<void> {
    this.windows = this.windows.filter((w) => w.expires >= before);
  }
}

const T0 = new Date('2026-11-22T09:00:00.000Z');
const silentLog = { info: () => undefined, warn: () => undefined };
const quote = (symbol: string, price: string): Quote => ({ symbol, price, timestamp: new Date() });

describe('market window scheduler (fake timers)', () => {
  let store: MemoryStore;
  let opened: StoredWindow[];
  let scheduler: WindowScheduler;

  const make = (windowMs: number) =>
    new WindowScheduler({ store, windowMs, onOpened: (w) => opened.push(w), log: silentLog });

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    store = new MemoryStore();
    opened = [];
  });
  afterEach(async () => {
    await scheduler?.stop();
    vi.useRealTimers();
  });

  it('opens a window of the configured length with the current prices snapshot', async () => {
    store.quotes.set('ICE/GAS/M00', quote('ICE/GAS/M00', '742.2500'));
    scheduler = make(900_000);
    await scheduler.start();
    expect(opened).toHaveLength(1);
    const w = opened[0]!;
    expect(w.created).toEqual(T0);
    expect(w.expires).toEqual(new Date(T0.getTime() + 900_000));
    expect(w.prices.map((q) => [q.symbol, q.price])).toEqual([['ICE/GAS/M00', '742.2500']]);
    expect(w.marketChange).toEqual({});
  });

  it('opens consecutive windows that meet exactly, each with the change since the previous one', async () => {
    store.quotes.set('ICE/GAS/M00', quote('ICE/GAS/M00', '742.2500'));
    scheduler = make(60_000);
    await scheduler.start();
    store.quotes.set('ICE/GAS/M00', quote('ICE/GAS/M00', '738.7500'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(opened).toHaveLength(5);
    for (let i = 1; i < opened.length; i++) {
      expect(opened[i]!.created).toEqual(opened[i - 1]!.expires);
      expect(opened[i]!.expires.getTime() - opened[i]!.created.getTime()).toBe(60_000);
    }
    expect(opened[1]!.marketChange).toEqual({ 'ICE/GAS/M00': '-3.5000' });
    expect(opened[2]!.marketChange).toEqual({ 'ICE/GAS/M00': '0.0000' });
  });

  it('[T3] never publishes a window without prices: it waits for the first quotes', async () => {
    scheduler = make(60_000);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(opened).toHaveLength(0);
    expect(store.windows).toHaveLength(0);
    expect(scheduler.waiting).toBe(true);

    store.quotes.set('EUR/USD', quote('EUR/USD', '1.0832'));
    await scheduler.pricesAvailable();
    expect(opened).toHaveLength(1);
    expect(opened[0]!.prices).toHaveLength(1);
    expect(opened[0]!.created).toEqual(new Date(T0.getTime() + 10 * 60_000));
    expect(scheduler.waiting).toBe(false);
  });

  it('follows a window that is still open instead of opening another one (leader takeover)', async () => {
    store.quotes.set('EUR/USD', quote('EUR/USD', '1.0832'));
    store.windows.push({
      id: 'earlier',
      created: new Date(T0.getTime() - 20_000),
      expires: new Date(T0.getTime() + 40_000),
      prices: [quote('EUR/USD', '1.0800')],
      marketChange: {},
    });
    scheduler = make(60_000);
    await scheduler.start();
    expect(opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.created).toEqual(new Date(T0.getTime() + 40_000));
    expect(opened[0]!.marketChange).toEqual({ 'EUR/USD': '0.0032' });
  });

  it('starts a window at "now" when the previous one expired long ago', async () => {
    store.quotes.set('EUR/USD', quote('EUR/USD', '1.0832'));
    store.windows.push({
      id: 'old',
      created: new Date(T0.getTime() - 3_600_000),
      expires: new Date(T0.getTime() - 3_000_000),
      prices: [quote('EUR/USD', '1.0800')],
      marketChange: {},
    });
    scheduler = make(60_000);
    await scheduler.start();
    expect(opened[0]!.created).toEqual(T0);
  });

  it('retries after a database error and stops opening windows once stopped', async () => {
    store.quotes.set('EUR/USD', quote('EUR/USD', '1.0832'));
    store.failNext = 1;
    scheduler = make(60_000);
    await scheduler.start();
    expect(opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(opened).toHaveLength(1);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(opened).toHaveLength(1);
  });
});
