import { describe, expect, it, vi } from 'vitest';
import { createShellApi } from './shellApi';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

function setup(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const api = createShellApi({
    // Node's Request needs an absolute URL; in the browser the app uses the same origin ('').
    baseUrl: 'http://127.0.0.1',
    onUnauthorized,
    fetch: async (request) => {
      requests.push(request);
      return respond(request);
    },
  });
  return { api, requests, onUnauthorized };
}

const problem = (status: number, code: string) => ({ type: 'about:blank', title: code, status, code });

describe('shell api on the api-client', () => {
  it("loads the other side of the relationships (a buyer's sellers, a seller's buyers)", async () => {
    const { api, requests } = setup(() => json(200, []));
    await api.getRelationships('buyer');
    await api.getRelationships('seller');
    await api.getRelationships('admin');
    expect(requests.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
      '/api/relationships/seller',
      '/api/relationships/buyer',
    ]);
  });

  it('a 401 during a session calls onUnauthorized and rejects with the status', async () => {
    const { api, onUnauthorized } = setup(() => json(401, problem(401, 'UNAUTHENTICATED')));
    const info = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(api.getMetadata()).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    info.mockRestore();
  });

  it('[M1] a failed login rejects with its code and does not log out', async () => {
    const { api, onUnauthorized, requests } = setup(() => json(401, problem(401, 'LOGIN_FAILED')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(api.login({ username: 'a@b.de', password: 'x' })).rejects.toMatchObject({
      status: 401,
      code: 'LOGIN_FAILED',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(requests[0]?.headers.get('X-Requested-With')).toBe('fuelmarket');
    expect(new URL(requests[0]!.url, 'http://x').pathname).toBe('/api/auth/login');
    warn.mockRestore();
  });

  it('reads the open-orders count; the terms flag; calls /api on the same origin', async () => {
    const { api, requests } = setup((request) =>
      request.url.endsWith('/api/orders/open-count')
        ? json(200, { count: 150 })
        : json(200, { accepted: true }),
    );
    expect(await api.getOpenOrdersCount()).toBe(150);
    expect(await api.getGtcAccepted()).toBe(true);
    expect(requests.every((r) => r.credentials === 'same-origin')).toBe(true);
  });
});
