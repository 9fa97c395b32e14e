/**
 * The operator console (rules P5, BL1): the platform's company accounts and users, blocking with its
 * immediate effect on open sessions, and the log of every operator action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { createTestApp, CSRF, demo, expectContract, type TestApp } from './helpers/app.js';

type Company = components['schemas']['CompanyAccountSummary'];
type AuditEntry = components['schemas']['OperatorAuditEntry'];

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login(demo.operator);
});
afterAll(async () => t?.close());

const get = (url: string, cookie = operator) => t.app.inject({ url, headers: { cookie } });
const block = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie: operator, ...CSRF }, payload });

describe('[P5] company accounts and users', () => {
  it('[P5] lists the platform’s company accounts by name with their users and blocked state, searchable', async () => {
    const res = await get('/api/operator/accounts');
    expectContract(res, 'listCompanyAccounts');
    const all = res.json() as Company[];
    expect(all.every((a) => a.platform === 'default')).toBe(true);
    expect(all.map((a) => a.id)).not.toContain('acc-heizoel-zuerich');
    expect(all.find((a) => a.id === 'acc-nordheiz')).toMatchObject({
      type: 'buyer',
      blocked: false,
      userCount: 3,
    });
    const names = all.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    // Name, contact address or a user's e-mail; LIKE's wildcards are plain characters.
    const byMail = (await get('/api/operator/accounts?q=kaeufer%40nordheiz')).json() as Company[];
    expect(byMail.map((a) => a.id)).toEqual(['acc-nordheiz']);
    expect((await get('/api/operator/accounts?q=S%C3%BCd%C3%B6l')).json()).toMatchObject([
      { id: 'acc-suedoel' },
    ]);
    expect((await get('/api/operator/accounts?q=%25')).json()).toEqual([]);
  });

  it('[P5] lists an account’s users; another platform’s account is not found', async () => {
    const res = await get('/api/operator/accounts/acc-nordheiz/users');
    expectContract(res, 'listCompanyUsers');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { email: string }[]).map((u) => u.email)).toContain(demo.buyer);
    const other = await get('/api/operator/accounts/acc-heizoel-zuerich/users');
    expectContract(other, 'listCompanyUsers');
    expect(other.statusCode).toBe(404);
  });

  it('[P5] nobody but the platform staff uses the console: buyers, sellers and team administrators are refused', async () => {
    for (const who of [demo.buyer, demo.seller, demo.parent]) {
      const cookie = await t.login(who);
      for (const url of [
        '/api/operator/accounts',
        '/api/operator/accounts/acc-nordheiz/users',
        '/api/operator/audit',
      ]) {
        expect((await get(url, cookie)).statusCode, `${who} ${url}`).toBe(403);
      }
    }
  });

  it('[BL1] the platform’s admin staff block and unblock too (spec §1), but never a platform operator', async () => {
    const admin = await t.login(demo.admin);
    const put = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie: admin, ...CSRF }, payload });
    expect((await get('/api/operator/accounts', admin)).statusCode).toBe(200);
    const blocked = await put('/api/operator/users/u-buyer-2/block', { blocked: true, reason: 'Prüfung' });
    expectContract(blocked, 'setUserBlocked');
    expect(blocked.json()).toMatchObject({ blocked: true, reason: 'Prüfung' });
    const log = (await get('/api/operator/audit?limit=1', admin)).json() as AuditEntry[];
    expect(log[0]).toMatchObject({ action: 'USER_BLOCKED', target: { id: 'u-buyer-2' }, reason: 'Prüfung' });
    expect((await put('/api/operator/users/u-buyer-2/block', { blocked: false })).statusCode).toBe(200);

    const refused = await put('/api/operator/users/u-operator-1/block', { blocked: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      detail: 'Einen Plattformbetreiber kann nur ein Betreiber sperren.',
    });
    expect((await get('/api/user', operator)).statusCode).toBe(200);
  });
});

describe('[BL1] blocking and the operator log', () => {
  it('[BL1] blocking a company ends its users’ open sessions on their next request; unblocking lets them log in', async () => {
    const buyer = await t.login(demo.buyer);
    expect((await get('/api/user', buyer)).statusCode).toBe(200);
    const res = await block('/api/operator/accounts/acc-nordheiz/block', {
      blocked: true,
      reason: 'Zahlungsverzug',
    });
    expectContract(res, 'setCompanyBlocked');
    expect(res.json()).toMatchObject({ blocked: true, reason: 'Zahlungsverzug', affectedUsers: 3 });
    expect((await get('/api/user', buyer)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { username: demo.buyer, password: 'Demo!2026' },
    });
    expect(login.statusCode).toBe(403);
    const listed = (await get('/api/operator/accounts?q=Nordheiz')).json() as Company[];
    expect(listed[0]).toMatchObject({ id: 'acc-nordheiz', blocked: true });
    expect(
      (await block('/api/operator/accounts/acc-nordheiz/block', { blocked: false })).json(),
    ).toMatchObject({
      blocked: false,
      reason: null,
    });
    expect((await get('/api/user', await t.login(demo.buyer))).statusCode).toBe(200);
  });

  it('[P5] records every block and unblock with who, when, what and why, newest first', async () => {
    // Its own company actions first (the test runs alone as well as after the others).
    t.clock.t = Date.parse('2026-11-20T07:50:00Z');
    await block('/api/operator/accounts/acc-nordheiz/block', { blocked: true, reason: 'Zahlungsverzug' });
    await block('/api/operator/accounts/acc-nordheiz/block', { blocked: false });
    t.clock.t = Date.parse('2026-11-20T08:00:00Z');
    await block('/api/operator/users/u-buyer-2/block', { blocked: true, reason: 'Verlässt das Unternehmen' });
    t.clock.t = Date.parse('2026-11-20T08:05:00Z');
    await block('/api/operator/users/u-buyer-2/block', { blocked: false });
    const res = await get('/api/operator/audit?limit=2');
    expectContract(res, 'listOperatorAudit');
    const [unblocked, blocked] = res.json() as AuditEntry[];
    expect(blocked).toMatchObject({
      at: '2026-11-20T08:00:00.000Z',
      actor: { id: 'u-operator-1', name: 'Lukas Fischer' },
      action: 'USER_BLOCKED',
      target: { type: 'user', id: 'u-buyer-2' },
      reason: 'Verlässt das Unternehmen',
      affectedUsers: 1,
    });
    expect(unblocked).toMatchObject({
      action: 'USER_UNBLOCKED',
      at: '2026-11-20T08:05:00.000Z',
      reason: null,
    });
    // The company actions of this test are further down.
    const all = (await get('/api/operator/audit')).json() as AuditEntry[];
    expect(all.slice(0, 4).map((e) => e.action)).toEqual([
      'USER_UNBLOCKED',
      'USER_BLOCKED',
      'ACCOUNT_UNBLOCKED',
      'ACCOUNT_BLOCKED',
    ]);
    expect(all[3]).toMatchObject({
      target: { type: 'account', id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
      affectedUsers: 3,
    });
    // A refused action leaves no entry.
    expect((await block('/api/operator/users/u-nope/block', { blocked: true })).statusCode).toBe(404);
    expect(((await get('/api/operator/audit')).json() as AuditEntry[]).length).toBe(all.length);
  });

  it('tells the app who the platform operator is', async () => {
    expect((await get('/api/user')).json()).toMatchObject({ platformOperator: true });
    expect((await get('/api/user', await t.login(demo.admin))).json()).toMatchObject({
      platformOperator: false,
    });
  });
});
