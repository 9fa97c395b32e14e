/**
 * [H11] A deployment reached at another address than its PUBLIC_URL: the CSRF Origin check refuses the
 * app's requests, and says why — 403 PUBLIC_URL_MISMATCH for the app's own page (Sec-Fetch-Site:
 * same-origin) and a warning naming PUBLIC_URL and the origin seen, instead of an unexplained refusal.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF, DEMO_PASSWORD, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import './helpers/setup.js';

const PUBLIC_URL = 'https://app.fuelmarket.example';
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  t = await createTestApp({ env: { PUBLIC_URL }, deps: { logger: { level: 'warn', stream } } });
});
afterAll(async () => t?.close());
beforeEach(() => {
  lines.length = 0;
});

const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...CSRF, ...headers },
    payload: { username: demo.seller, password: DEMO_PASSWORD },
  });

describe('[H11] the CSRF Origin check names a wrong PUBLIC_URL', () => {
  it('[H11] the app served at another origin: 403 PUBLIC_URL_MISMATCH and a warning naming PUBLIC_URL and that origin', async () => {
    const res = await login({ origin: 'http://10.0.0.5:8080', 'sec-fetch-site': 'same-origin' });
    expectContract(res, 'login');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PUBLIC_URL_MISMATCH' });
    expect(res.cookies.find((c) => c.name.endsWith('fm_session'))).toBeUndefined();

    const warning = lines.find((l) => l.origin === 'http://10.0.0.5:8080');
    expect(warning, JSON.stringify(lines)).toMatchObject({ level: 40, publicUrl: PUBLIC_URL });
    expect(warning!.msg).toMatch(
      /PUBLIC_URL is https:\/\/app\.fuelmarket\.example .*http:\/\/10\.0\.0\.5:8080/,
    );
  });

  it('[H11] a foreign Origin without Sec-Fetch-Site stays CSRF_REJECTED, and the warning names both origins', async () => {
    const res = await login({ origin: 'http://localhost:5173' });
    expectContract(res, 'login');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_REJECTED' });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, publicUrl: PUBLIC_URL, origin: 'http://localhost:5173' }),
    );
  });

  it('a cross-site page is CSRF_REJECTED, never a PUBLIC_URL mismatch; the right origin logs in', async () => {
    const cross = await login({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ code: 'CSRF_REJECTED' });

    lines.length = 0;
    const ok = await login({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(lines).toEqual([]);
  });
});
