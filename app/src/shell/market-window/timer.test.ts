import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMarketTimer,
  loadMarketWindow,
  MarketWindowError,
  NO_DATA_MESSAGE,
  type MarketTimerOptions,
  type MarketWindow,
} from './timer';

const T0 = Date.parse('2026-11-22T09:00:00.000Z');

function windowAt(
  expiresAt: number,
  serverNow: number,
  prices: MarketWindow['prices'] = [
    { symbol: 'ICE/GAS/M00', price: '742.2500', live: true, timestamp: new Date(serverNow).toISOString() },
  ],
): MarketWindow {
  return {
    prices,
    currentTime: new Date(serverNow).toISOString(),
    created: new Date(expiresAt - 15 * 60_000).toISOString(),
    expires: new Date(expiresAt).toISOString(),
    marketChange: {},
  };
}

function setup(overrides: Partial<MarketTimerOptions> = {}) {
  const onReload = vi.fn();
  const refetchMetadata = vi.fn();
  const reportError = vi.fn();
  const fetchWindow = vi.fn<MarketTimerOptions['fetchWindow']>();
  const timer = createMarketTimer({
    fetchWindow,
    isLoggedIn: () => true,
    onReload,
    refetchMetadata,
    reportError,
    ...overrides,
  });
  return { timer, onReload, refetchMetadata, reportError, fetchWindow };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('market window timer', () => {
  it('[T1] ticks once a second and publishes the remaining time', () => {
    const { timer } = setup();
    timer.adopt(windowAt(T0 + 10_000, T0));
    const seen: number[] = [];
    timer.subscribe(() => seen.push(timer.getSnapshot().remainingMs));
    timer.start();
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([9000]);
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([9000, 8000, 7000, 6000]);
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(4);
  });

  it('[T2] corrects the remaining time by the browser-to-server clock difference (browser 1 h ahead)', () => {
    // The browser clock runs one hour ahead of the server.
    vi.setSystemTime(T0 + 3_600_000);
    const { timer } = setup();
    expect(timer.adopt(windowAt(T0 + 60_000, T0))).toBe(true);
    expect(timer.getSnapshot().clockOffsetMs).toBe(-3_600_000);
    expect(timer.getSnapshot().remainingMs).toBe(60_000);
    timer.start();
    vi.advanceTimersByTime(10_000);
    expect(timer.getSnapshot().remainingMs).toBe(50_000);
  });

  it('[T2] keeps the largest measured difference (server minus browser), not the latest', () => {
    const { timer } = setup();
    // Server 5 s ahead, measured once; a later slow response measures only 2 s.
    timer.adopt(windowAt(T0 + 60_000, T0 + 5000), T0);
    expect(timer.getSnapshot().clockOffsetMs).toBe(5000);
    timer.adopt(windowAt(T0 + 60_000, T0 + 2000), T0);
    expect(timer.getSnapshot().clockOffsetMs).toBe(5000);
    timer.adopt(windowAt(T0 + 60_000, T0 + 7000), T0);
    expect(timer.getSnapshot().clockOffsetMs).toBe(7000);
    expect(timer.getSnapshot().remainingMs).toBe(53_000);
  });

  it('[T2] never reports less than 0 remaining', () => {
    const { timer } = setup({ isLoggedIn: () => false });
    timer.adopt(windowAt(T0 + 2000, T0));
    timer.start();
    vi.advanceTimersByTime(10_000);
    expect(timer.getSnapshot().remainingMs).toBe(0);
  });

  it('[T3] adopts a window only if it has prices', () => {
    const { timer } = setup();
    expect(timer.adopt(windowAt(T0 + 60_000, T0, []))).toBe(false);
    expect(timer.adopt(null)).toBe(false);
    expect(timer.getSnapshot().window).toBeNull();
    const good = windowAt(T0 + 60_000, T0);
    expect(timer.adopt(good)).toBe(true);
    expect(timer.getSnapshot().window).toBe(good);
    expect(timer.adopt(windowAt(T0 + 120_000, T0, []))).toBe(false);
    expect(timer.getSnapshot().window).toBe(good);
  });

  it('[T4] at zero, when logged in, fetches the window, marks the market available, reloads and refetches metadata', async () => {
    const { timer, fetchWindow, onReload, refetchMetadata } = setup();
    timer.adopt(windowAt(T0 + 3000, T0));
    const next = windowAt(T0 + 3000 + 900_000, T0 + 3000);
    fetchWindow.mockResolvedValue(next);
    timer.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchWindow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    const s = timer.getSnapshot();
    expect(s.window).toBe(next);
    expect(s.marketAvailable).toBe(true);
    expect(s.pendingMarketRefresh).toBe(false);
    expect(s.remainingMs).toBe(900_000);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(refetchMetadata).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
  });

  it('[T4] does not fetch at zero when logged out', async () => {
    const { timer, fetchWindow } = setup({ isLoggedIn: () => false });
    timer.adopt(windowAt(T0 + 1000, T0));
    timer.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchWindow).not.toHaveBeenCalled();
  });

  it('[T5] on failure marks the market unavailable and retries after 5 s', async () => {
    const { timer, fetchWindow, onReload, reportError } = setup();
    timer.adopt(windowAt(T0 + 1000, T0));
    fetchWindow.mockRejectedValueOnce(new Error('503'));
    timer.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    expect(timer.getSnapshot().marketAvailable).toBe(false);
    expect(timer.getSnapshot().pendingMarketRefresh).toBe(true);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();

    fetchWindow.mockResolvedValueOnce(windowAt(T0 + 901_000, T0 + 6000));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchWindow).toHaveBeenCalledTimes(2);
    expect(timer.getSnapshot().marketAvailable).toBe(true);
    expect(timer.getSnapshot().pendingMarketRefresh).toBe(false);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('[T4] asks again on the next tick while the server still hands out the expired window', async () => {
    const { timer, fetchWindow, onReload } = setup();
    const old = windowAt(T0 + 1000, T0);
    timer.adopt(old);
    fetchWindow.mockResolvedValueOnce(old).mockResolvedValueOnce(windowAt(T0 + 901_000, T0 + 2000));
    timer.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    expect(timer.getSnapshot()).toMatchObject({ pendingMarketRefresh: true, marketAvailable: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchWindow).toHaveBeenCalledTimes(2);
    expect(timer.getSnapshot()).toMatchObject({ pendingMarketRefresh: false, marketAvailable: true });
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('[T5] counts an endlessly expired window as a failure and then retries every 5 s', async () => {
    const { timer, fetchWindow, onReload } = setup();
    const old = windowAt(T0 + 1000, T0);
    timer.adopt(old);
    fetchWindow.mockResolvedValue(old);
    timer.start();
    await vi.advanceTimersByTimeAsync(3000); // three ticks at zero, three stale answers
    expect(fetchWindow).toHaveBeenCalledTimes(3);
    expect(timer.getSnapshot().marketAvailable).toBe(false);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchWindow).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchWindow).toHaveBeenCalledTimes(4);
    expect(onReload).not.toHaveBeenCalled();
  });

  it('[T5] stop() cancels a scheduled retry', async () => {
    const { timer, fetchWindow } = setup();
    timer.adopt(windowAt(T0 + 1000, T0));
    fetchWindow.mockRejectedValue(new Error('down'));
    timer.start();
    await vi.advanceTimersByTimeAsync(1000);
    timer.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
  });

  it('[T6] live prices are available while a /GAS price is at most 2 minutes old', () => {
    const { timer } = setup({ isLoggedIn: () => false });
    timer.adopt(
      windowAt(T0 + 900_000, T0, [
        {
          symbol: 'ICE/GAS/M00',
          price: '742.2500',
          live: true,
          timestamp: new Date(T0 - 60_000).toISOString(),
        },
        { symbol: 'ICE/BRN/M00', price: '78.1200', live: true, timestamp: new Date(T0).toISOString() },
      ]),
    );
    timer.start();
    expect(timer.getSnapshot().livePricesAvailable).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(timer.getSnapshot().livePricesAvailable).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(timer.getSnapshot().livePricesAvailable).toBe(false);
    // A fresh tick from the event stream brings them back.
    timer.updatePrices([
      {
        symbol: 'ICE/GAS/M01',
        price: '738.5000',
        live: true,
        timestamp: new Date(T0 + 61_000).toISOString(),
      },
    ]);
    expect(timer.getSnapshot().livePricesAvailable).toBe(true);
  });

  it('[T6] a fresh non-/GAS price does not count as live prices', () => {
    const { timer } = setup();
    timer.adopt(
      windowAt(T0 + 900_000, T0, [
        { symbol: 'ICE/BRN/M00', price: '78.1200', live: true, timestamp: new Date(T0).toISOString() },
      ]),
    );
    expect(timer.getSnapshot().livePricesAvailable).toBe(false);
  });

  it('[T6] judges price age on the server clock (browser 10 min behind)', () => {
    vi.setSystemTime(T0 - 600_000);
    const { timer } = setup();
    timer.adopt(windowAt(T0 + 900_000, T0), T0 - 600_000);
    expect(timer.getSnapshot().livePricesAvailable).toBe(true);
  });

  it('[T4] a pushed window that replaces another fires the reload event once', () => {
    const { timer, onReload, refetchMetadata } = setup();
    timer.adopt(windowAt(T0 + 60_000, T0));
    expect(onReload).not.toHaveBeenCalled();
    timer.adopt(windowAt(T0 + 960_000, T0 + 60_000));
    expect(onReload).toHaveBeenCalledTimes(1);
    return vi.waitFor(() => expect(refetchMetadata).toHaveBeenCalledTimes(1));
  });

  it('reset() forgets the window and the clock measurement', () => {
    const { timer } = setup();
    timer.adopt(windowAt(T0 + 60_000, T0 + 5000), T0);
    timer.reset();
    expect(timer.getSnapshot()).toMatchObject({ window: null, clockOffsetMs: 0, remainingMs: 0 });
    timer.adopt(windowAt(T0 + 60_000, T0 - 5000), T0);
    expect(timer.getSnapshot().clockOffsetMs).toBe(-5000);
  });
});

describe('loading the market window', () => {
  it('[C1][H6] an empty response is the error "Received no data for the market window", reported and rethrown', async () => {
    const report = vi.fn();
    const fetchWindow = vi.fn().mockResolvedValue({});
    await expect(loadMarketWindow(fetchWindow, report)).rejects.toThrow(NO_DATA_MESSAGE);
    expect(report).toHaveBeenCalledWith(expect.any(MarketWindowError));
    expect(NO_DATA_MESSAGE).toBe('Received no data for the market window');
  });

  it('[C1][H6] a failed request is reported and rethrown with its cause', async () => {
    const report = vi.fn();
    const cause = new Error('503 Service Unavailable');
    await expect(loadMarketWindow(() => Promise.reject(cause), report)).rejects.toMatchObject({
      message: NO_DATA_MESSAGE,
      cause,
    });
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('[C1] refresh() rejects a window without prices', async () => {
    const { timer, fetchWindow, reportError } = setup();
    fetchWindow.mockResolvedValue(windowAt(T0 + 60_000, T0, []));
    await expect(timer.refresh()).rejects.toThrow(NO_DATA_MESSAGE);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('[T5] a failed load in the login sequence marks the market unavailable; the next try waits 5 s', async () => {
    const { timer, fetchWindow } = setup();
    fetchWindow.mockRejectedValueOnce(new Error('503'));
    await expect(timer.refresh()).rejects.toThrow(NO_DATA_MESSAGE);
    expect(timer.getSnapshot()).toMatchObject({ marketAvailable: false, pendingMarketRefresh: true });

    // The login sequence starts the timer right after: its first tick must not retry at once.
    fetchWindow.mockResolvedValueOnce(windowAt(T0 + 901_000, T0 + 5000));
    timer.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    expect(timer.getSnapshot().marketAvailable).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchWindow).toHaveBeenCalledTimes(2);
    expect(timer.getSnapshot()).toMatchObject({ marketAvailable: true, pendingMarketRefresh: false });
    timer.stop();
  });

  it('[S-L1] refresh() loads and adopts the current window (login sequence)', async () => {
    const { timer, fetchWindow } = setup();
    const w = windowAt(T0 + 60_000, T0 + 2000);
    fetchWindow.mockResolvedValue(w);
    await expect(timer.refresh()).resolves.toBe(w);
    expect(timer.getSnapshot()).toMatchObject({ window: w, marketAvailable: true, clockOffsetMs: 2000 });
  });
});
