/**
 * The operator's company account screens (rule P5): company data, shareholder parents and their Aviaten,
 * users created under a shareholder account; each change logged with who, when and what, a refused one
 * not at all; only the platform operator, and only on the own platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { createTestApp, CSRF, DEMO_PASSWORD, demo, expectContract, type TestApp } from './helpers/app.js';

type Detail = components['schemas']['CompanyAccountDetail'];
type AuditEntry = components['schemas']['OperatorAuditEntry'];

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login(demo.operator);
});
afterAll(async () => t?.close());

const get = (url: string, cookie = operator) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>, cookie = operator) =>
  t.app.inject({ method, url, headers: { cookie, ...CSRF }, payload });

const account = async (id: string) => {
  const res = await get(`/api/operator/accounts/${id}`);
  expectContract(res, 'getCompanyAccount');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Detail;
};
const update = (id: string, body: Record<string, unknown>, cookie = operator) =>
  send('PUT', `/api/operator/accounts/${id}`, body, cookie);
const setShareholder = (id: string, body: Record<string, unknown>, cookie = operator) =>
  send('PUT', `/api/operator/accounts/${id}/shareholder`, body, cookie);
const createUser = (id: string, body: Record<string, unknown>, cookie = operator) =>
  send('POST', `/api/operator/accounts/${id}/users`, body, cookie);

/** The id of the newest log entry of the default platform (0 when none). */
async function lastAuditId(): Promise<number> {
  const r = await t.testDb.db.query<{ id: number }>(
    `SELECT COALESCE(max(id), 0)::int AS id FROM operator_audit_log WHERE platform_id = 'default'`,
  );
  return r.rows[0]!.id;
}
/** The log entries written since `after`, oldest first. */
async function auditSince(after: number): Promise<AuditEntry[]> {
  const res = await get('/api/operator/audit?limit=500');
  expectContract(res, 'listOperatorAudit');
  return (res.json() as AuditEntry[]).filter((e) => Number(e.id) > after).reverse();
}
const problem = (res: { json(): unknown }) =>
  res.json() as {
    code: string;
    detail: string;
    context?: Record<string, unknown>;
    errors?: { path: string }[];
  };

describe('[P5] company account data', () => {
  it('[P5] shows a company with its data and shareholder link; another platform’s account is not found', async () => {
    const parent = await account('acc-aviaten');
    expect(parent).toMatchObject({
      id: 'acc-aviaten',
      type: 'buyer',
      platform: 'default',
      blocked: false,
      shareholder: {
        role: 'parent',
        parent: null,
        children: [
          { id: 'acc-aviat-nord', name: expect.any(String) as string },
          { id: 'acc-aviat-sued', name: expect.any(String) as string },
        ],
      },
    });
    expect(parent.version).toBeGreaterThanOrEqual(1);
    expect((await account('acc-aviat-nord')).shareholder).toEqual({
      role: 'child',
      parent: { id: 'acc-aviaten', name: parent.name },
      children: [],
    });
    expect((await account('acc-nordheiz')).shareholder).toEqual({ role: 'none', parent: null, children: [] });

    const before = await lastAuditId();
    const other = await get('/api/operator/accounts/acc-heizoel-zuerich');
    expectContract(other, 'getCompanyAccount');
    expect(other.statusCode).toBe(404);
    const refused = [
      await update('acc-heizoel-zuerich', { version: 1, city: 'Basel' }),
      await setShareholder('acc-heizoel-zuerich', { version: 1, role: 'parent' }),
      await createUser('acc-heizoel-zuerich', {
        firstName: 'Anna',
        lastName: 'Meier',
        email: 'a.meier@heizoel-zuerich.ch',
        admin: false,
      }),
      await update('acc-gibt-es-nicht', { version: 1, city: 'Basel' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expectContract(refused[0]!, 'updateCompanyAccount');
    expectContract(refused[1]!, 'setShareholder');
    expectContract(refused[2]!, 'createCompanyUser');
    const zurich = await t.testDb.db.query<{ city: string; version: number; is_shareholder_parent: boolean }>(
      `SELECT city, version, is_shareholder_parent FROM accounts WHERE id = 'acc-heizoel-zuerich'`,
    );
    expect(zurich.rows[0]).toMatchObject({ version: 1, is_shareholder_parent: false });
    expect(zurich.rows[0]!.city).not.toBe('Basel');
    expect(await auditSince(before)).toEqual([]);
  });

  it('[P5] changes only the fields sent, logs who, when and each changed field, and the company sees it', async () => {
    const before = await account('acc-nordheiz');
    const buyer = await t.login(demo.buyer);
    const from = await lastAuditId();
    t.clock.advance(60_000);
    const at = new Date(t.clock.t).toISOString();
    const res = await update('acc-nordheiz', {
      version: before.version,
      name: '  Nordheiz Handel GmbH & Co. KG ',
      city: 'Hamburg-Altona',
      addressLine1: before.addressLine1, // unchanged: not in the log
      contactEmail: 'disposition@nordheiz.de',
      iwoMember: !before.iwoMember,
      features: ['sharedCreditLimits', 'productAdditives'],
    });
    expectContract(res, 'updateCompanyAccount');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Detail;
    expect(after).toMatchObject({
      name: 'Nordheiz Handel GmbH & Co. KG',
      city: 'Hamburg-Altona',
      addressLine1: before.addressLine1,
      addressLine2: before.addressLine2,
      postCode: before.postCode,
      contactEmail: 'disposition@nordheiz.de',
      iwoMember: !before.iwoMember,
      version: before.version + 1,
    });
    expect([...after.features].sort()).toEqual(['productAdditives', 'sharedCreditLimits']);
    expect(await account('acc-nordheiz')).toEqual(after);

    const [entry, ...more] = await auditSince(from);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      at,
      actor: { id: 'u-operator-1', name: 'Lukas Fischer' },
      action: 'ACCOUNT_UPDATED',
      target: { type: 'account', id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH & Co. KG' },
      reason: null,
    });
    const fields = Object.fromEntries(entry!.changes.map((c) => [c.field, c]));
    // Nordheiz had productAdditives and newsBox; the address line sent as it was is no change.
    expect(Object.keys(fields).sort()).toEqual(['city', 'contactEmail', 'features', 'iwoMember', 'name']);
    expect(fields.features).toEqual({
      field: 'features',
      from: 'newsBox, productAdditives',
      to: 'productAdditives, sharedCreditLimits',
    });
    expect(fields.name).toEqual({ field: 'name', from: before.name, to: 'Nordheiz Handel GmbH & Co. KG' });
    expect(fields.city).toEqual({ field: 'city', from: before.city, to: 'Hamburg-Altona' });
    expect(fields.iwoMember).toEqual({
      field: 'iwoMember',
      from: String(before.iwoMember),
      to: String(!before.iwoMember),
    });

    // The company's own users see the new data on their very next request.
    const own = await get('/api/account', buyer);
    expect(own.json()).toMatchObject({ name: 'Nordheiz Handel GmbH & Co. KG', city: 'Hamburg-Altona' });
  });

  it('[P5] a change that changes nothing keeps the version and logs nothing; blank names are refused', async () => {
    const before = await account('acc-suedoel');
    const from = await lastAuditId();
    const same = await update('acc-suedoel', {
      version: before.version,
      name: before.name,
      city: before.city,
      features: [...before.features].reverse(),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((same.json() as Detail).version).toBe(before.version);
    const blank = await update('acc-suedoel', { version: before.version, name: '   ' });
    expectContract(blank, 'updateCompanyAccount');
    expect(blank.statusCode).toBe(400);
    expect(problem(blank).errors?.map((e) => e.path)).toEqual(['/name']);
    const unknownField = await update('acc-suedoel', { version: before.version, type: 'buyer' });
    expect(unknownField.statusCode).toBe(400);
    expect(await auditSince(from)).toEqual([]);
    expect((await account('acc-suedoel')).version).toBe(before.version);
  });

  it('[P5] a stale version is refused with the current one, changes nothing and logs nothing', async () => {
    const before = await account('acc-rheintank');
    expect((await update('acc-rheintank', { version: before.version, postCode: '47051' })).statusCode).toBe(
      200,
    );
    const from = await lastAuditId();
    const res = await update('acc-rheintank', {
      version: before.version,
      postCode: '47053',
      city: 'Duisburg',
    });
    expectContract(res, 'updateCompanyAccount');
    expect(res.statusCode).toBe(409);
    expect(problem(res)).toMatchObject({
      code: 'VERSION_CONFLICT',
      context: { currentVersion: before.version + 1 },
    });
    expect(await account('acc-rheintank')).toMatchObject({
      postCode: '47051',
      city: before.city,
      version: before.version + 1,
    });
    expect(await auditSince(from)).toEqual([]);
  });
});

describe('[P5] shareholder accounts', () => {
  const parentCookie = () => t.login(demo.parent);
  const subAccountIds = async (cookie: string) => {
    const res = await get('/api/sub-accounts', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: string }[]).map((a) => a.id);
  };

  it('[P5] a buyer attached as child appears in its parent’s Aviaten, and a detached one disappears', async () => {
    const parent = await parentCookie();
    expect(await subAccountIds(parent)).not.toContain('acc-ostsee-waerme');
    const child = await t.login('einkauf@ostsee-waerme.de');
    const meta = async () =>
      ((await get('/api/generic/metadata', child)).json() as { shareholderChildAccount: boolean })
        .shareholderChildAccount;
    expect(await meta()).toBe(false);

    const v = (await account('acc-ostsee-waerme')).version;
    const from = await lastAuditId();
    t.clock.advance(60_000);
    const attachedAt = new Date(t.clock.t).toISOString();
    const attached = await setShareholder('acc-ostsee-waerme', {
      version: v,
      role: 'child',
      parentAccountId: 'acc-aviaten',
    });
    expectContract(attached, 'setShareholder');
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({
      version: v + 1,
      shareholder: { role: 'child', parent: { id: 'acc-aviaten' }, children: [] },
    });
    expect((await account('acc-aviaten')).shareholder.children.map((c) => c.id)).toContain(
      'acc-ostsee-waerme',
    );
    // The parent steers the new Aviat at once (defaults: nobody has set anything for it yet) ...
    expect(await subAccountIds(parent)).toContain('acc-ostsee-waerme');
    const settings = await get('/api/sub-accounts/acc-ostsee-waerme', parent);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ paymentTermDays: 30, version: 1 });
    // ... and the Aviat's open session knows it is one on its next request.
    expect(await meta()).toBe(true);

    // The parent sets something for its Aviat, then the operator detaches it.
    const saved = await send(
      'PUT',
      '/api/sub-accounts/acc-ostsee-waerme',
      {
        version: 1,
        paymentTermDays: 14,
        dailyPurchaseLimit: null,
        collectionShorteningDays: null,
        priceAdjustment: '0',
        terminalIds: [],
      },
      parent,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    t.clock.advance(5 * 60_000);
    const detachedAt = new Date(t.clock.t).toISOString();
    const detached = await setShareholder('acc-ostsee-waerme', { version: v + 1, role: 'none' });
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json()).toMatchObject({
      version: v + 2,
      shareholder: { role: 'none', parent: null, children: [] },
    });
    expect(await subAccountIds(parent)).not.toContain('acc-ostsee-waerme');
    expect((await get('/api/sub-accounts/acc-ostsee-waerme', parent)).statusCode).toBe(404);
    expect(await meta()).toBe(false);
    // The old parent's settings went with the link: nothing of them steers the account any more.
    const left = await t.testDb.db.query(
      `SELECT 1 FROM sub_account_settings WHERE account_id = 'acc-ostsee-waerme'`,
    );
    expect(left.rows.length).toBe(0);

    const [attach, detach, ...more] = await auditSince(from);
    expect(more).toEqual([]);
    expect(attach).toMatchObject({
      at: attachedAt,
      actor: { id: 'u-operator-1', name: 'Lukas Fischer' },
      action: 'SHAREHOLDER_CHANGED',
      target: { type: 'account', id: 'acc-ostsee-waerme' },
      changes: [
        { field: 'role', from: 'none', to: 'child' },
        { field: 'parentAccountId', from: null, to: 'acc-aviaten' },
      ],
    });
    expect(detach).toMatchObject({
      at: detachedAt,
      action: 'SHAREHOLDER_CHANGED',
      changes: [
        { field: 'role', from: 'child', to: 'none' },
        { field: 'parentAccountId', from: 'acc-aviaten', to: null },
      ],
    });
  });

  it('[P5] a buyer becomes a parent and, without children, stops being one; a child moves to another parent', async () => {
    const from = await lastAuditId();
    let v = (await account('acc-ostsee-waerme')).version;
    const made = await setShareholder('acc-ostsee-waerme', { version: v, role: 'parent' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ shareholder: { role: 'parent', children: [] } });
    v++;
    // Setting the role it has changes nothing.
    const again = await setShareholder('acc-ostsee-waerme', { version: v, role: 'parent' });
    expect(again.statusCode).toBe(200);
    expect((again.json() as Detail).version).toBe(v);

    // Aviat Süd moves from Aviaten Gruppe to the new parent: its old settings are dropped.
    const sued = await account('acc-aviat-sued');
    const moved = await setShareholder('acc-aviat-sued', {
      version: sued.version,
      role: 'child',
      parentAccountId: 'acc-ostsee-waerme',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await account('acc-ostsee-waerme')).shareholder.children.map((c) => c.id)).toEqual([
      'acc-aviat-sued',
    ]);
    expect(await subAccountIds(await parentCookie())).not.toContain('acc-aviat-sued');
    const settings = await t.testDb.db.query(
      `SELECT 1 FROM sub_account_settings WHERE account_id = 'acc-aviat-sued'`,
    );
    expect(settings.rows.length).toBe(0);
    // Back to Aviaten Gruppe; then the new parent, childless again, is no parent any more.
    expect(
      (
        await setShareholder('acc-aviat-sued', {
          version: sued.version + 1,
          role: 'child',
          parentAccountId: 'acc-aviaten',
        })
      ).statusCode,
    ).toBe(200);
    const none = await setShareholder('acc-ostsee-waerme', { version: v, role: 'none' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ shareholder: { role: 'none' }, version: v + 1 });

    const entries = await auditSince(from);
    expect(entries.map((e) => [e.target.id, e.changes.map((c) => `${c.field}:${c.from}>${c.to}`)])).toEqual([
      ['acc-ostsee-waerme', ['role:none>parent']],
      ['acc-aviat-sued', ['parentAccountId:acc-aviaten>acc-ostsee-waerme']],
      ['acc-aviat-sued', ['parentAccountId:acc-ostsee-waerme>acc-aviaten']],
      ['acc-ostsee-waerme', ['role:parent>none']],
    ]);
  });

  it('[P5] refuses every change the shareholder rules forbid, with its reason, and logs none of them', async () => {
    const versions = async () =>
      Object.fromEntries(
        (
          await t.testDb.db.query<{ id: string; version: number; parent_account_id: string | null }>(
            `SELECT id, version, parent_account_id FROM accounts ORDER BY id`,
          )
        ).rows.map((r) => [r.id, `${r.version}/${r.parent_account_id}`]),
      );
    const v = async (id: string) => (await account(id)).version;
    const before = await versions();
    const from = await lastAuditId();
    const conflict = async (id: string, body: Record<string, unknown>, reason: string) => {
      const res = await setShareholder(id, { version: await v(id), ...body });
      expectContract(res, 'setShareholder');
      expect(res.statusCode, `${id} ${JSON.stringify(body)}: ${res.body}`).toBe(409);
      expect(problem(res)).toMatchObject({ code: 'SHAREHOLDER_CONFLICT', context: { reason } });
      expect(problem(res).detail).toBeTruthy();
    };
    // Only buyers take part: a seller is neither parent nor child, nor anyone's parent.
    await conflict('acc-suedoel', { role: 'parent' }, 'NOT_BUYER');
    await conflict('acc-fuelmarket', { role: 'child', parentAccountId: 'acc-aviaten' }, 'NOT_BUYER');
    await conflict('acc-nordheiz', { role: 'child', parentAccountId: 'acc-suedoel' }, 'PARENT_NOT_BUYER');
    // The parent must be a parent, and not the account itself.
    await conflict(
      'acc-nordheiz',
      { role: 'child', parentAccountId: 'acc-ostsee-waerme' },
      'PARENT_NOT_SHAREHOLDER',
    );
    await conflict(
      'acc-nordheiz',
      { role: 'child', parentAccountId: 'acc-aviat-nord' },
      'PARENT_NOT_SHAREHOLDER',
    );
    await conflict('acc-nordheiz', { role: 'child', parentAccountId: 'acc-nordheiz' }, 'OWN_PARENT');
    // A parent with children keeps its role until they are detached.
    await conflict('acc-aviaten', { role: 'none' }, 'HAS_CHILDREN');
    await conflict('acc-aviaten', { role: 'child', parentAccountId: 'acc-ostsee-waerme' }, 'HAS_CHILDREN');
    // A child becomes a parent only after it was detached.
    await conflict('acc-aviat-nord', { role: 'parent' }, 'CHILD_TO_PARENT');

    // A child needs its parent, from this platform; only a child names one.
    const bad = async (id: string, body: Record<string, unknown>) => {
      const res = await setShareholder(id, { version: await v(id), ...body });
      expectContract(res, 'setShareholder');
      expect(res.statusCode, res.body).toBe(400);
      expect(problem(res).errors?.map((e) => e.path)).toEqual(['/parentAccountId']);
    };
    await bad('acc-nordheiz', { role: 'child' });
    await bad('acc-nordheiz', { role: 'child', parentAccountId: 'acc-gibt-es-nicht' });
    await bad('acc-nordheiz', { role: 'child', parentAccountId: 'acc-heizoel-zuerich' });
    await bad('acc-nordheiz', { role: 'parent', parentAccountId: 'acc-aviaten' });
    // A stale version.
    const stale = await setShareholder('acc-nordheiz', {
      version: (await v('acc-nordheiz')) - 1,
      role: 'parent',
    });
    expectContract(stale, 'setShareholder');
    expect(stale.statusCode).toBe(409);
    expect(problem(stale)).toMatchObject({
      code: 'VERSION_CONFLICT',
      context: { currentVersion: await v('acc-nordheiz') },
    });

    expect(await versions()).toEqual(before);
    expect(await auditSince(from)).toEqual([]);
  });

  it('[P5] a parent with children is a parent again once they are detached', async () => {
    // Aviaten Gruppe: detach both Aviaten, then it may stop being a parent; put everything back.
    const from = await lastAuditId();
    for (const id of ['acc-aviat-nord', 'acc-aviat-sued']) {
      const res = await setShareholder(id, { version: (await account(id)).version, role: 'none' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const none = await setShareholder('acc-aviaten', {
      version: (await account('acc-aviaten')).version,
      role: 'none',
    });
    expect(none.statusCode, none.body).toBe(200);
    const parent = await setShareholder('acc-aviaten', {
      version: (await account('acc-aviaten')).version,
      role: 'parent',
    });
    expect(parent.statusCode, parent.body).toBe(200);
    for (const id of ['acc-aviat-nord', 'acc-aviat-sued']) {
      const res = await setShareholder(id, {
        version: (await account(id)).version,
        role: 'child',
        parentAccountId: 'acc-aviaten',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await account('acc-aviaten')).shareholder.children.map((c) => c.id)).toEqual([
      'acc-aviat-nord',
      'acc-aviat-sued',
    ]);
    expect((await auditSince(from)).map((e) => e.action)).toEqual(Array(6).fill('SHAREHOLDER_CHANGED'));
  });
});

describe('[P5] users under a shareholder account', () => {
  const newUser = {
    firstName: 'Sabine',
    lastName: 'Köhler',
    email: 'S.Koehler@aviat-nord.de',
    salutation: 'Ms',
    admin: false,
    roles: ['MyOffers_Purchase'],
  };

  it('[P5] creates the user, mails a link to set the password, and the user sets one and logs in', async () => {
    const from = await lastAuditId();
    const createdAt = new Date(t.clock.t).toISOString();
    const res = await createUser('acc-aviat-nord', newUser);
    expectContract(res, 'createCompanyUser');
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: string; email: string };
    expect(created).toMatchObject({
      firstName: 'Sabine',
      lastName: 'Köhler',
      email: 'S.Koehler@aviat-nord.de',
      admin: false,
      blocked: false,
    });
    const users = await get('/api/operator/accounts/acc-aviat-nord/users');
    expect((users.json() as { id: string }[]).map((u) => u.id)).toContain(created.id);

    // No password yet: nothing logs in.
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: CSRF,
        payload: { username: 's.koehler@aviat-nord.de', password },
      });
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);

    const mail = await t.testDb.db.query<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body FROM mail_outbox WHERE lower(recipient) = 's.koehler@aviat-nord.de'`,
    );
    expect(mail.rows).toHaveLength(1);
    const key = /\/passwort\/reset\/([\w-]+)/.exec(mail.rows[0]!.body)?.[1];
    expect(key, mail.rows[0]!.body).toBeTruthy();
    expect(mail.rows[0]!.body).toContain('S.Koehler@aviat-nord.de');
    // The link outlives a reset link's 30 minutes.
    t.clock.advance(3 * 24 * 3_600_000);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/auth/password-reset/${key}`,
      headers: CSRF,
      payload: { password: 'Neu!Start2026', passwordConfirmation: 'Neu!Start2026' },
    });
    expect(set.statusCode, set.body).toBe(204);
    const ok = await login('Neu!Start2026');
    operator = await t.login(demo.operator); // three days later: a new session
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ accountId: 'acc-aviat-nord', username: 'S.Koehler@aviat-nord.de' });

    const [entry, ...more] = await auditSince(from);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: { id: 'u-operator-1', name: 'Lukas Fischer' },
      action: 'USER_CREATED',
      target: { type: 'user', id: created.id, name: 'Sabine Köhler' },
      affectedUsers: 1,
    });
    expect(entry!.at).toBe(createdAt);
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'accountId', from: null, to: 'acc-aviat-nord' },
        { field: 'email', from: null, to: 'S.Koehler@aviat-nord.de' },
      ]),
    );
  });

  it('[P5] an e-mail in use by any user (in any case) or a company without shareholder role is refused, unlogged', async () => {
    const from = await lastAuditId();
    const count = async () =>
      (await t.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;
    const mails = async () =>
      (await t.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox`)).rows[0]!.n;
    const [users, sent] = [await count(), await mails()];
    for (const email of ['KAEUFER@nordheiz.de', 's.koehler@AVIAT-NORD.de', 'einkauf@heizoel-zuerich.ch']) {
      const res = await createUser('acc-aviaten', { ...newUser, email });
      expectContract(res, 'createCompanyUser');
      expect(res.statusCode, res.body).toBe(400);
      expect(problem(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: '/email', message: 'Diese E-Mail-Adresse wird bereits verwendet.' }],
      });
    }
    const none = await createUser('acc-nordheiz', { ...newUser, email: 'neu@nordheiz.de' });
    expectContract(none, 'createCompanyUser');
    expect(none.statusCode).toBe(409);
    expect(problem(none)).toMatchObject({
      code: 'SHAREHOLDER_CONFLICT',
      detail: 'Benutzer legt der Betreiber nur unter Gesellschafterkonten an.',
      context: { reason: 'NOT_SHAREHOLDER' },
    });
    const blankName = await createUser('acc-aviaten', {
      ...newUser,
      firstName: '  ',
      email: 'neu@aviaten-gruppe.de',
    });
    expect(blankName.statusCode).toBe(400);
    expect(await count()).toBe(users);
    expect(await mails()).toBe(sent);
    expect(await auditSince(from)).toEqual([]);
  });

  it('[P5] a parent account takes users too', async () => {
    const res = await createUser('acc-aviaten', {
      firstName: 'Jonas',
      lastName: 'Brandt',
      email: 'j.brandt@aviaten-gruppe.de',
      admin: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ admin: true, blocked: false });
  });
});

describe('[P5] only the platform operator', () => {
  it('[P5] buyers, sellers, admins and team administrators get 403 for every account operation, unlogged', async () => {
    const from = await lastAuditId();
    const before = await account('acc-aviat-nord');
    for (const who of [demo.buyer, demo.seller, demo.admin, demo.parent, demo.child]) {
      const cookie = await t.login(who);
      const answers = [
        [await get('/api/operator/accounts/acc-aviat-nord', cookie), 'getCompanyAccount'],
        [
          await update('acc-aviat-nord', { version: before.version, city: 'Kiel' }, cookie),
          'updateCompanyAccount',
        ],
        [
          await setShareholder('acc-aviat-nord', { version: before.version, role: 'none' }, cookie),
          'setShareholder',
        ],
        [
          await createUser(
            'acc-aviat-nord',
            { firstName: 'Max', lastName: 'Mustermann', email: 'max@aviat-nord.de', admin: true },
            cookie,
          ),
          'createCompanyUser',
        ],
      ] as const;
      for (const [res, op] of answers) {
        expectContract(res, op);
        expect(res.statusCode, `${who} ${op}`).toBe(403);
      }
    }
    expect(await account('acc-aviat-nord')).toEqual(before);
    expect(await auditSince(from)).toEqual([]);
    const anonymous = await t.app.inject({ url: '/api/operator/accounts/acc-aviat-nord' });
    expect(anonymous.statusCode).toBe(401);
  });
});
