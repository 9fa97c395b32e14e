import { describe, expect, it, vi } from 'vitest';
import type { AccountType } from '../auth/guards';
import { runLoginSequence, type LoginSequenceSteps } from './loginSequence';

function recorder(fail: string[] = []) {
  const calls: string[] = [];
  const step =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push(args.length ? `${name}:${String(args[0])}` : name);
      await Promise.resolve();
      if (fail.includes(name)) throw new Error(`${name} failed`);
      return name;
    };
  const steps: LoginSequenceSteps = {
    loadMetadata: step('metadata'),
    loadMarketWindow: step('marketWindow'),
    loadFavourites: step('favourites'),
    loadOrders: step('orders'),
    loadRelationships: step('relationships'),
    startTimer: () => void calls.push('timer'),
    report: vi.fn(),
  };
  return { calls, steps };
}

describe('login sequence', () => {
  const expected: Record<AccountType, string[]> = {
    buyer: ['metadata', 'marketWindow', 'favourites', 'relationships:buyer', 'timer'],
    seller: ['metadata', 'marketWindow', 'orders', 'relationships:seller', 'timer'],
    admin: ['metadata', 'marketWindow', 'relationships:admin', 'timer'],
  };
  it.each(Object.entries(expected))('[S-L1][P3] a %s: %j', async (type, order) => {
    const { calls, steps } = recorder();
    await runLoginSequence(type as AccountType, steps);
    expect(calls).toEqual(order);
  });

  it('[S-L1] loads metadata and the market window together, before anything else', async () => {
    let releaseMetadata!: () => void;
    const calls: string[] = [];
    const steps: LoginSequenceSteps = {
      loadMetadata: () => {
        calls.push('metadata');
        return new Promise<void>((resolve) => (releaseMetadata = resolve));
      },
      loadMarketWindow: async () => void calls.push('marketWindow'),
      loadFavourites: async () => void calls.push('favourites'),
      loadOrders: async () => void calls.push('orders'),
      loadRelationships: async () => void calls.push('relationships'),
      startTimer: () => void calls.push('timer'),
    };
    const done = runLoginSequence('buyer', steps);
    await Promise.resolve();
    expect(calls).toEqual(['metadata', 'marketWindow']);
    releaseMetadata();
    await done;
    expect(calls).toEqual(['metadata', 'marketWindow', 'favourites', 'relationships', 'timer']);
  });

  it('[S-L1][T5] a failed market window, favourites or relationships load does not stop the timer start', async () => {
    const { calls, steps } = recorder(['marketWindow', 'favourites', 'relationships']);
    await runLoginSequence('buyer', steps);
    expect(calls.at(-1)).toBe('timer');
    expect(steps.report).toHaveBeenCalledTimes(3);
  });

  it('[S-L1] a failed metadata load rejects and never starts the timer', async () => {
    const { calls, steps } = recorder(['metadata']);
    await expect(runLoginSequence('seller', steps)).rejects.toThrow('metadata failed');
    expect(calls).not.toContain('timer');
  });
});
