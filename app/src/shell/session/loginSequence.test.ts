import { describe, expect, it, vi } from 'vitest';
import type { AccountType } from './guards';
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
    loadTeam: step('team'),
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
    await runLoginSequence({ accountType: type as AccountType, admin: false }, steps);
    expect(calls).toEqual(order);
  });

  it.each(['buyer', 'seller', 'admin'] as const)(
    "[P3] a team admin of a %s account also loads the account's user list",
    async (accountType) => {
      const { calls, steps } = recorder();
      await runLoginSequence({ accountType, admin: true }, steps);
      expect(calls.slice(-2)).toEqual(['team', 'timer']);
    },
  );

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
      loadTeam: async () => void calls.push('team'),
      startTimer: () => void calls.push('timer'),
    };
    const done = runLoginSequence({ accountType: 'buyer', admin: false }, steps);
    await Promise.resolve();
    expect(calls).toEqual(['metadata', 'marketWindow']);
    releaseMetadata();
    await done;
    expect(calls).toEqual(['metadata', 'marketWindow', 'favourites', 'relationships', 'timer']);
  });

  it('[S-L1][T5] a failed market window, favourites or relationships load does not stop the timer start', async () => {
    const { calls, steps } = recorder(['marketWindow', 'favourites', 'relationships']);
    await runLoginSequence({ accountType: 'buyer', admin: false }, steps);
    expect(calls.at(-1)).toBe('timer');
    expect(steps.report).toHaveBeenCalledTimes(3);
  });

  it('[S-L1] a failed metadata load rejects and never starts the timer', async () => {
    const { calls, steps } = recorder(['metadata']);
    await expect(runLoginSequence({ accountType: 'seller', admin: false }, steps)).rejects.toThrow(
      'metadata failed',
    );
    expect(calls).not.toContain('timer');
  });
});
