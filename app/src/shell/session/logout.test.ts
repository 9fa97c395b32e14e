import { describe, expect, it, vi } from 'vitest';
import { handleUnauthorized, runLogout, type LogoutSteps } from './logout';

function steps(overrides: Partial<LogoutSteps> = {}) {
  const calls: string[] = [];
  const all = {
    stopTimer: () => void calls.push('stopTimer'),
    clearSession: () => void calls.push('clearSession'),
    clearQueryCache: () => void calls.push('clearQueryCache'),
    endServerSession: async () => void calls.push('endServerSession'),
    goTo: (path: string) => void calls.push(`goTo:${path}`),
    report: vi.fn(),
    ...overrides,
  } satisfies LogoutSteps & { goTo: unknown };
  return { calls, all };
}

describe('logout', () => {
  it('[S-L2] stops the timer, clears auth state and cache, then ends the server session', async () => {
    const { calls, all } = steps();
    await expect(runLogout(all)).resolves.toBe(true);
    expect(calls).toEqual(['stopTimer', 'clearSession', 'clearQueryCache', 'endServerSession']);
  });

  it('[S-L2] still logs out locally when the server cannot end the session, and says so', async () => {
    const { calls, all } = steps({
      endServerSession: () => Promise.reject(new Error('503')),
    });
    await expect(runLogout(all)).resolves.toBe(false);
    expect(calls).toEqual(['stopTimer', 'clearSession', 'clearQueryCache']);
    expect(all.report).toHaveBeenCalledOnce();
  });

  it('[H1] a 401 with a session logs out and goes to /login', () => {
    const { calls, all } = steps();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(handleUnauthorized({ ...all, hasUser: () => true })).toBe(true);
    expect(calls).toEqual(['stopTimer', 'clearSession', 'clearQueryCache', 'goTo:/login']);
    expect(info).toHaveBeenCalled();
    info.mockRestore();
  });

  it('[H2] a 401 without a session (the session check, a failed login) changes nothing', () => {
    const { calls, all } = steps();
    expect(handleUnauthorized({ ...all, hasUser: () => false })).toBe(false);
    expect(calls).toEqual([]);
  });
});
