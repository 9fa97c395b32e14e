import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaderLock } from '../src/db/types.js';
import { LeaderElector } from '../src/features/market-window/leader.js';

/** Advisory-lock semantics in memory: one holder per key; `kill(key)` simulates the connection dying. */
class FakeLocks {
  private held = new Map<number, { lost: () => void }>();
  async acquireLeaderLock(key: number): Promise<LeaderLock | null> {
    if (this.held.has(key)) return null;
    let resolveLost!: () => void;
    const lost = new Promise<void>((r) => (resolveLost = r));
    const entry = { lost: resolveLost };
    this.held.set(key, entry);
    return {
      lost,
      release: async () => {
        if (this.held.get(key) === entry) this.held.delete(key);
      },
    };
  }
  kill(key: number): void {
    const entry = this.held.get(key);
    this.held.delete(key);
    entry?.lost();
  }
}

const log = { info: () => undefined, warn: () => undefined };

function duties() {
  const events: string[] = [];
  return {
    events,
    start: async () => void events.push('start'),
    stop: async () => void events.push('stop'),
  };
}

describe('leader election', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exactly one of two instances leads; the other takes over when the leader stops', async () => {
    vi.useFakeTimers();
    const locks = new FakeLocks();
    const d1 = duties();
    const d2 = duties();
    const a = new LeaderElector({ db: locks, lockKey: 1, duties: d1, log, pollMs: 1000 });
    const b = new LeaderElector({ db: locks, lockKey: 1, duties: d2, log, pollMs: 1000 });
    await a.start();
    await b.start();
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);
    expect(d1.events).toEqual(['start']);
    expect(d2.events).toEqual([]);

    await a.stop();
    expect(d1.events).toEqual(['start', 'stop']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.isLeader).toBe(true);
    expect(d2.events).toEqual(['start']);
    await b.stop();
  });

  it('stops its duties at once when the lock is lost, and competes again', async () => {
    vi.useFakeTimers();
    const locks = new FakeLocks();
    const d1 = duties();
    const d2 = duties();
    const a = new LeaderElector({ db: locks, lockKey: 7, duties: d1, log, pollMs: 1000 });
    const b = new LeaderElector({ db: locks, lockKey: 7, duties: d2, log, pollMs: 1000 });
    await a.start();
    await b.start();
    locks.kill(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.isLeader).toBe(false);
    expect(d1.events).toEqual(['start', 'stop']);
    await vi.advanceTimersByTimeAsync(1000);
    // Both poll at the same moment; the lock still admits exactly one.
    expect([a.isLeader, b.isLeader].filter(Boolean)).toHaveLength(1);
    await a.stop();
    await b.stop();
  });

  it('gives the lock back when its duties fail to start', async () => {
    vi.useFakeTimers();
    const locks = new FakeLocks();
    const failing = {
      start: async () => {
        throw new Error('boom');
      },
      stop: async () => undefined,
    };
    const a = new LeaderElector({ db: locks, lockKey: 3, duties: failing, log, pollMs: 1000 });
    await a.start();
    expect(a.isLeader).toBe(false);
    expect(await locks.acquireLeaderLock(3)).not.toBeNull();
    await a.stop();
  });
});
