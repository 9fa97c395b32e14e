/** Security headers on the API and on the hosted app (Content-Security-Policy, nosniff, Referrer-Policy, framing). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createTestDb, type TestDb } from './helpers/db.js';
import { repoRoot } from '../src/config.js';
import { axeScriptHash, PERMISSIONS_POLICY, REACT_ARIA_PRESS_STYLE_HASH } from '../src/plugins/security.js';
import {
  contractOperations,
  cspDirectives,
  expectHardenedAnswer,
  injectOptions,
  validParts,
} from './helpers/contract-requests.js';

const CSRF_HEADER = { 'x-requested-with': 'fuelmarket' };

const staticDir = mkdtempSync(path.join(os.tmpdir(), 'fm-static-'));
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>fuelmarket</title>');
writeFileSync(path.join(staticDir, 'assets', 'index.js'), 'console.log(1);');

let testDb: TestDb;
let local: TestApp;
let https: TestApp;
let audit: TestApp;
beforeAll(async () => {
  testDb = await createTestDb();
  local = await createTestApp({ testDb, env: { STATIC_DIR: staticDir } });
  https = await createTestApp({
    testDb,
    env: {
      STATIC_DIR: staticDir,
      PUBLIC_URL: 'https://app.fuelmarket.example',
      ANALYTICS_ORIGIN: 'none',
      HELP_WIDGET_ORIGIN: 'none',
      MAPS_ORIGIN: 'none',
    },
  });
  audit = await createTestApp({ testDb, env: { STATIC_DIR: staticDir, CSP_ALLOW_AXE: 'true' } });
});
afterAll(async () => {
  await local?.close();
  await https?.close();
  await audit?.close();
  await testDb?.cleanup();
});

/** The analytics, help-centre widget and maps hosts the app loads from (their defaults). */
const THIRD_PARTY = [
  'https://analytics.fuelmarket.example',
  'https://widget.feedback.fuelmarket.example',
  'https://maps.googleapis.com',
];

const answers = [
  ['the app shell', '/'],
  ['an app route (history fallback)', '/handelsplatz'],
  ['a built asset', '/assets/index.js'],
  ['an API answer', '/api/user'],
  ['an unknown API route', '/api/gibt-es-nicht'],
] as const;

describe('security headers', () => {
  it.each(answers)('%s carries CSP, nosniff, Referrer-Policy and no framing', async (_what, url) => {
    const res = await local.app.inject({ url });
    expect(res.statusCode).toBeLessThan(500);
    const policy = cspDirectives(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", ...THIRD_PARTY]);
    expect(policy.get('style-src')).toEqual(["'self'", REACT_ARIA_PRESS_STYLE_HASH]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', ...THIRD_PARTY, 'https://maps.gstatic.com']);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...THIRD_PARTY]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // Plain http on 127.0.0.1 (npm start, e2e): no HSTS and no upgrade of requests to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('over https adds HSTS and upgrade-insecure-requests; the third-party origins set to none allow no outside script', async () => {
    const res = await https.app.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = cspDirectives(res.headers['content-security-policy']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('the allowed style hash is the one of react-aria\u2019s press style (the app\u2019s only inline style)', () => {
    const source = readFileSync(
      path.join(repoRoot, 'node_modules/react-aria/dist/private/interactions/usePress.mjs'),
      'utf8',
    );
    const attr = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)![1]!;
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)![1]!;
    const text = template.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attr).trim();
    const hash = createHash('sha256').update(text).digest('base64');
    expect(REACT_ARIA_PRESS_STYLE_HASH).toBe(`'sha256-${hash}'`);
  });

  it('CSP_ALLOW_AXE=true allows exactly the installed axe-core script by its hash, nothing else inline', async () => {
    const source = readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
    const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
    expect(axeScriptHash()).toBe(hash);
    const res = await audit.app.inject({ url: '/' });
    const policy = cspDirectives(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", ...THIRD_PARTY, hash]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    // Off by default: the local app above allows no inline script.
    const plain = cspDirectives((await local.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(plain.get('script-src')).not.toContain(hash);
  });
});

describe('every operation of openapi.yaml', () => {
  it('answers with the security headers, anonymous and logged in, and sets the session cookie only HttpOnly, SameSite, Path=/', async () => {
    const cookie = await local.login('kaeufer@nordheiz.de');
    let answers = 0;
    for (const op of contractOperations) {
      // The logout operations end the session the walk goes on with; they are walked anonymously.
      const sessions = /^(logout|endSession)$/.test(op.operationId) ? [undefined] : [undefined, cookie];
      for (const session of sessions) {
        const res = await local.app.inject(
          injectOptions(op, validParts(op, 1), { ...CSRF_HEADER, ...(session ? { cookie: session } : {}) }),
        );
        expectHardenedAnswer(
          res,
          `${op.method} ${op.path} ${session ? 'logged in' : 'anonymous'} -> ${res.statusCode}`,
        );
        answers++;
      }
    }
    expect(answers).toBeGreaterThanOrEqual(contractOperations.length * 2 - 2);
    const login = await local.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF_HEADER,
      payload: { username: 'kaeufer@nordheiz.de', password: 'Demo!2026' },
    });
    expect(login.cookies.map((c) => c.name)).toContain('fm_session');
    expectHardenedAnswer(login, 'login');
  });
});
