/**
 * Market window timer (spec §4, rules T1-T6, C1, H6).
 *
 * A framework-free store: it owns the current market window, ticks once a second, refreshes the
 * window when it runs out and publishes an immutable snapshot to subscribers. The React binding
 * (`MarketTimerProvider`, `useMarketTimer`) reads it through `useSyncExternalStore`.
 */

import type { Schemas } from '@fuelmarket/api-client';

/** One price of a market window. */
export type PriceTick = Schemas['PriceTick'];

/** The market window as `GET /api/generic/marketWindow` and the event stream deliver it. */
export type MarketWindow = Schemas['MarketWindow'];

export interface MarketTimerState {
  /** Milliseconds until the window expires, on the server's clock; never below 0. */
  remainingMs: number;
  /** False after a failed refresh until a window is adopted again. */
  marketAvailable: boolean;
  /** True when a price whose symbol contains `/GAS` is at most 2 minutes old. */
  livePricesAvailable: boolean;
  /** True from the moment the window ran out until a new window has been adopted. */
  pendingMarketRefresh: boolean;
  window: MarketWindow | null;
  /** Largest measured `server time - browser time` (ms); 0 before the first measurement. */
  clockOffsetMs: number;
  /** Counts the server's `offers` events: a seller changed offers or prices the market shows. */
  offersRevision: number;
}

export interface Scheduler {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface MarketTimerOptions {
  /** Fetches the current window (`GET /api/generic/marketWindow`); may resolve empty, may throw. */
  fetchWindow: () => Promise<MarketWindow | null | undefined>;
  isLoggedIn: () => boolean;
  /** The page-reload event: fired after a successful refresh at zero or a market change. */
  onReload: () => void;
  refetchMetadata: () => void | Promise<unknown>;
  /** Error reporting for failed window loads (H6); defaults to `console.error`. */
  reportError?: (error: unknown) => void;
  /** Browser clock; defaults to `Date.now`. */
  now?: () => number;
  /** Timer functions; default to the global ones (resolved when used, so fake timers apply). */
  schedule?: Scheduler;
}

export interface MarketTimer {
  /** Starts the 1 s tick (idempotent). Runs one tick at once. */
  start(): void;
  /** Stops ticking and any scheduled retry; results of requests in flight are ignored. */
  stop(): void;
  /** Stops and forgets the window and the clock measurements (logout). */
  reset(): void;
  /**
   * Adopts a window if it has prices (T3). `receivedAt` is the browser time the response arrived,
   * used with the window's `currentTime` to measure the clock difference. Returns whether adopted.
   */
  adopt(window: MarketWindow | null | undefined, receivedAt?: number): boolean;
  /** Merges fresh price ticks (server-sent `prices` events) into the current window. */
  updatePrices(ticks: readonly PriceTick[]): void;
  /** Notes a server-sent `offers` event: a seller's offers or prices changed (offersRevision + 1). */
  offersChanged(): void;
  /**
   * Loads the current window now and adopts it (login sequence); reports and rethrows failures
   * (C1, H6). A failure marks the market unavailable and schedules the retry in 5 s (T5).
   */
  refresh(): Promise<MarketWindow>;
  getSnapshot(): MarketTimerState;
  subscribe(listener: () => void): () => void;
}

export const TICK_MS = 1000;
export const RETRY_MS = 5000;
export const LIVE_PRICE_MAX_AGE_MS = 2 * 60 * 1000;
/** Answers with the expired window (asked once per tick) before a refresh counts as failed. */
export const MAX_STALE_ANSWERS = 3;
export const NO_DATA_MESSAGE = 'Received no data for the market window';

/** Thrown when the market window response is empty or failed (C1). */
export class MarketWindowError extends Error {
  override readonly name = 'MarketWindowError';
  constructor(options?: { cause?: unknown }) {
    super(NO_DATA_MESSAGE, options);
  }
}

export function hasPrices(window: MarketWindow | null | undefined): window is MarketWindow {
  return !!window && Array.isArray(window.prices) && window.prices.length > 0;
}

/** T6: some price whose symbol contains `/GAS` is at most 2 minutes old at `serverNow`. */
export function hasLivePrices(prices: readonly PriceTick[], serverNow: number): boolean {
  return prices.some((p) => {
    if (!p.symbol.includes('/GAS')) return false;
    const at = Date.parse(p.timestamp);
    return Number.isFinite(at) && serverNow - at <= LIVE_PRICE_MAX_AGE_MS;
  });
}

/**
 * Loads the window and insists on a non-empty answer (C1). Any failure is reported and rethrown
 * (H6) as a `MarketWindowError` carrying the original error as `cause`.
 */
export async function loadMarketWindow(
  fetchWindow: MarketTimerOptions['fetchWindow'],
  reportError: (error: unknown) => void = (e) => console.error(e),
): Promise<MarketWindow> {
  let result: MarketWindow | null | undefined;
  try {
    result = await fetchWindow();
  } catch (cause) {
    const error = new MarketWindowError({ cause });
    reportError(error);
    throw error;
  }
  if (!result || typeof result !== 'object' || Object.keys(result).length === 0) {
    const error = new MarketWindowError();
    reportError(error);
    throw error;
  }
  return result;
}

const globalScheduler: Scheduler = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

const initialState: MarketTimerState = {
  remainingMs: 0,
  marketAvailable: false,
  livePricesAvailable: false,
  pendingMarketRefresh: false,
  window: null,
  clockOffsetMs: 0,
  offersRevision: 0,
};

export function createMarketTimer(options: MarketTimerOptions): MarketTimer {
  const { fetchWindow, isLoggedIn, onReload, refetchMetadata } = options;
  const reportError = options.reportError ?? ((e: unknown) => console.error(e));
  const now = options.now ?? (() => Date.now());
  const schedule = options.schedule ?? globalScheduler;

  let state: MarketTimerState = initialState;
  const listeners = new Set<() => void>();
  let interval: unknown = null;
  let retry: unknown = null;
  let inFlight = false;
  /** When the last refresh at zero asked the server: a tick in the same instant as a retry does not ask again. */
  let lastAskedAt = Number.NEGATIVE_INFINITY;
  /** Answers in a row that still carried the expired window. */
  let staleAnswers = 0;
  /** Measurements taken so far; the offset stays 0 until the first one. */
  let measured = false;
  /** Bumped by stop/reset so late responses of an old session are dropped. */
  let generation = 0;

  function set(patch: Partial<MarketTimerState>): void {
    let changed = false;
    for (const key of Object.keys(patch) as (keyof MarketTimerState)[]) {
      if (!Object.is(patch[key], state[key])) changed = true;
    }
    if (!changed) return;
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function serverNow(offset = state.clockOffsetMs): number {
    return now() + offset;
  }

  function computeRemaining(window: MarketWindow | null, offset: number): number {
    if (!window) return 0;
    const expires = Date.parse(window.expires);
    if (!Number.isFinite(expires)) return 0;
    return Math.max(0, expires - serverNow(offset));
  }

  function derived(window: MarketWindow | null, offset: number) {
    return {
      remainingMs: computeRemaining(window, offset),
      livePricesAvailable: window ? hasLivePrices(window.prices, serverNow(offset)) : false,
    };
  }

  function clearRetry(): void {
    if (retry !== null) schedule.clearTimeout(retry);
    retry = null;
  }

  /** The clock offset after taking this window's measurement into account (pure). */
  function offsetWith(window: MarketWindow, receivedAt: number): number {
    const server = Date.parse(window.currentTime);
    if (!Number.isFinite(server)) return state.clockOffsetMs;
    // Every measurement underestimates the true offset by the response's travel time, so the
    // largest one seen is the closest to the truth (T2).
    const diff = server - receivedAt;
    return !measured || diff > state.clockOffsetMs ? diff : state.clockOffsetMs;
  }

  function adopt(window: MarketWindow | null | undefined, receivedAt = now()): boolean {
    return adoptWindow(window, receivedAt, true);
  }

  function adoptWindow(
    window: MarketWindow | null | undefined,
    receivedAt: number,
    announceChange: boolean,
  ): boolean {
    if (!hasPrices(window)) return false;
    const previous = state.window;
    const clockOffsetMs = offsetWith(window, receivedAt);
    if (Number.isFinite(Date.parse(window.currentTime))) measured = true;
    clearRetry();
    set({
      window,
      clockOffsetMs,
      marketAvailable: true,
      pendingMarketRefresh: false,
      ...derived(window, clockOffsetMs),
    });
    // A pushed window that replaces a different one is a market change: same effect as a refresh.
    if (announceChange && previous && previous.expires !== window.expires) announceNewWindow();
    return true;
  }

  function announceNewWindow(): void {
    onReload();
    void Promise.resolve()
      .then(() => refetchMetadata())
      .catch(reportError);
  }

  async function load(): Promise<MarketWindow> {
    const window = await loadMarketWindow(fetchWindow, reportError);
    if (!hasPrices(window)) {
      const error = new MarketWindowError();
      reportError(error);
      throw error;
    }
    return window;
  }

  /** After a failed load: the market is unavailable and the next try runs in 5 s [T5]. */
  function markUnavailable(): void {
    staleAnswers = 0;
    set({ marketAvailable: false, pendingMarketRefresh: true });
    clearRetry();
    retry = schedule.setTimeout(() => {
      retry = null;
      void refreshAtZero();
    }, RETRY_MS);
  }

  async function refresh(): Promise<MarketWindow> {
    const gen = generation;
    try {
      const window = await load();
      if (gen === generation) adoptWindow(window, now(), true);
      return window;
    } catch (error) {
      // The login sequence's load counts like any other: the tick must not retry at once.
      if (gen === generation) markUnavailable();
      throw error;
    }
  }

  async function refreshAtZero(): Promise<void> {
    if (inFlight) return;
    inFlight = true;
    lastAskedAt = now();
    const gen = generation;
    set({ pendingMarketRefresh: true });
    try {
      const window = await load();
      if (gen !== generation) return;
      const receivedAt = now();
      if (computeRemaining(window, offsetWith(window, receivedAt)) === 0) {
        // The server has not opened the next window yet (it rotates on its own schedule): ask again on
        // the next tick, and only after a few such answers count it as a failure.
        staleAnswers += 1;
        if (staleAnswers < MAX_STALE_ANSWERS) return;
        throw new MarketWindowError();
      }
      staleAnswers = 0;
      adoptWindow(window, receivedAt, false);
      announceNewWindow();
    } catch {
      if (gen === generation) markUnavailable();
    } finally {
      if (gen === generation) inFlight = false;
    }
  }

  function tick(): void {
    set(derived(state.window, state.clockOffsetMs));
    const askedJustNow = now() - lastAskedAt < TICK_MS / 2;
    if (state.remainingMs === 0 && isLoggedIn() && !inFlight && retry === null && !askedJustNow) {
      void refreshAtZero();
    }
  }

  function stop(): void {
    generation += 1;
    inFlight = false;
    if (interval !== null) schedule.clearInterval(interval);
    interval = null;
    clearRetry();
  }

  return {
    start() {
      if (interval !== null) return;
      interval = schedule.setInterval(tick, TICK_MS);
      tick();
    },
    stop,
    reset() {
      stop();
      measured = false;
      lastAskedAt = Number.NEGATIVE_INFINITY;
      set(initialState);
    },
    adopt,
    updatePrices(ticks) {
      const window = state.window;
      if (!window || ticks.length === 0) return;
      const bySymbol = new Map(window.prices.map((p) => [p.symbol, p]));
      for (const t of ticks) bySymbol.set(t.symbol, t);
      const next = { ...window, prices: [...bySymbol.values()] };
      set({ window: next, ...derived(next, state.clockOffsetMs) });
    },
    offersChanged() {
      set({ offersRevision: state.offersRevision + 1 });
    },
    refresh,
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
