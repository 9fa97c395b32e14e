/** The order history's filter options in memory: kept per viewer until an order changes or time passes. */
import { describe, expect, it } from 'vitest';
import { HistoryOptionsCache } from '../src/features/orders/historyOptionsCache.js';

describe('HistoryOptionsCache', () => {
  const counter = () => {
    let n = 0;
    return () => Promise.resolve(++n);
  };

  it('answers from memory until one of the covered accounts has an order change', async () => {
    const cache = new HistoryOptionsCache<number>(60_000);
    const load = counter();
    expect(await cache.get('k', ['a', 'b'], load)).toBe(1);
    expect(await cache.get('k', ['a', 'b'], load)).toBe(1);
    cache.changed(['c']);
    expect(await cache.get('k', ['a', 'b'], load)).toBe(1);
    cache.changed(['b']);
    expect(await cache.get('k', ['a', 'b'], load)).toBe(2);
    expect(await cache.get('k', ['a', 'b'], load)).toBe(2);
  });

  it('computes anew after its time, and always with a time of 0', async () => {
    let now = 0;
    const cache = new HistoryOptionsCache<number>(1000, 10, () => now);
    const load = counter();
    expect(await cache.get('k', ['a'], load)).toBe(1);
    now = 999;
    expect(await cache.get('k', ['a'], load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', ['a'], load)).toBe(2);
    const stopped = new HistoryOptionsCache<number>(60_000);
    const load3 = counter();
    await stopped.get('k', ['a'], load3);
    stopped.stop();
    expect(await stopped.get('k', ['a'], load3)).toBe(2);
    const off = new HistoryOptionsCache<number>(0);
    const load2 = counter();
    await off.get('k', ['a'], load2);
    expect(await off.get('k', ['a'], load2)).toBe(2);
  });

  it('does not keep a value computed while a change arrived', async () => {
    const cache = new HistoryOptionsCache<number>(60_000);
    let release!: (n: number) => void;
    const first = cache.get('k', ['a'], () => new Promise<number>((r) => (release = r)));
    cache.changed(['a']); // an order changed while the options were being read
    release(1);
    expect(await first).toBe(1);
    expect(await cache.get('k', ['a'], () => Promise.resolve(2))).toBe(2);
  });

  it('forgets a failed computation and holds at most its number of entries, oldest use first', async () => {
    const cache = new HistoryOptionsCache<number>(60_000, 2);
    await expect(cache.get('k', ['a'], () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('k', ['a'], () => Promise.resolve(7))).toBe(7);
    await cache.get('x', ['a'], () => Promise.resolve(1));
    await cache.get('k', ['a'], () => Promise.resolve(99)); // used: now the newest
    await cache.get('y', ['a'], () => Promise.resolve(2)); // pushes out x
    expect(await cache.get('k', ['a'], () => Promise.resolve(100))).toBe(7);
    expect(await cache.get('x', ['a'], () => Promise.resolve(3))).toBe(3);
  });
});
