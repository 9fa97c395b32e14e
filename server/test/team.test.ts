/**
 * Team management (spec §6 P4) and the own password (spec §5 V4): adding, removing and the purchase right
 * of team members by the account's team administrator, version conflicts on edits (V12), and the own
 * password change with the current password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, DEMO_PASSWORD, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['buyer', 'buyer2', 'seller', 'seller2', 'child'] as const)
    cookies[k] = await t.login(demo[k]);
});
afterAll(async () => t?.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...CSRF, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const loginStatus = async (username: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { username, password },
    })
  ).statusCode;
const query = async <T>(sql: string, params: unknown[] = []) =>
  (await t.testDb.db.query<T & Record<string, unknown>>(sql, params)).rows;
const setOnlineTrading = (on: boolean) =>
  t.testDb.db.query(`UPDATE accounts SET online_trading_enabled = $1 WHERE id = 'acc-nordheiz'`, [on]);

const newMember = {
  salutation: 'Ms',
  firstName: 'Nina',
  lastName: 'Neumann',
  email: 'n.neumann@nordheiz.de',
  phone: '+49 40 3344 5566',
  mobile: '+49 171 2233445',
  jobTitle: 'Disponentin',
  department: 'Einkauf',
  departmentSize: '2-5',
  admin: false,
  roles: ['MyRelationships_View'],
  password: 'Heizoel!2027',
  passwordConfirmation: 'Heizoel!2027',
};

describe('POST /api/user/team', () => {
  it('[P4] a team administrator adds a member, who then logs in with the e-mail and the given password', async () => {
    const res = await send('POST', '/api/user/team', cookies.buyer!, {
      ...newMember,
      addressLine1: 'Ohne Schalter 1', // V6: no individual address without useIndividualAddress
    });
    expect(res.statusCode, res.body).toBe(201);
    expectContract(res, 'createTeamMember');
    const p = res.json();
    expect(p).toMatchObject({
      accountId: 'acc-nordheiz',
      email: 'n.neumann@nordheiz.de',
      username: 'n.neumann@nordheiz.de',
      firstName: 'Nina',
      jobTitle: 'Disponentin',
      admin: false,
      roles: ['MyRelationships_View'],
      version: 1,
    });
    expect(p.addressLine1).toBeUndefined();
    const team = (await get('/api/user/search', cookies.buyer!)).json();
    expect(team.docs.map((d: { _id: string }) => d._id)).toContain(p._id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { username: 'n.neumann@nordheiz.de', password: 'Heizoel!2027' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ accountId: 'acc-nordheiz', email: 'n.neumann@nordheiz.de' });
    // The welcome mail names the username, never the password.
    const [mail] = await query<{ body: string }>(
      `SELECT body FROM mail_outbox WHERE recipient = 'n.neumann@nordheiz.de' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.body).toContain('n.neumann@nordheiz.de');
    expect(mail!.body).not.toContain('Heizoel!2027');
  });

  it('[P4] only team administrators add members (403 for a plain member)', async () => {
    const res = await send('POST', '/api/user/team', cookies.buyer2!, {
      ...newMember,
      email: 'x.member@nordheiz.de',
    });
    expect(res.statusCode).toBe(403);
    expectContract(res, 'createTeamMember');
    expect(await query(`SELECT 1 FROM users WHERE email = 'x.member@nordheiz.de'`)).toHaveLength(0);
  });

  it('[V4] the first password follows the rules of §5 and both entries must match', async () => {
    const weak = await send('POST', '/api/user/team', cookies.buyer!, {
      ...newMember,
      email: 'weak@nordheiz.de',
      password: 'heizoel2027',
      passwordConfirmation: 'heizoel2027',
    });
    expect(weak.statusCode).toBe(400);
    expectContract(weak, 'createTeamMember');
    expect(weak.json().code).toBe('PASSWORD_RULES');
    const differ = await send('POST', '/api/user/team', cookies.buyer!, {
      ...newMember,
      email: 'weak@nordheiz.de',
      passwordConfirmation: 'Heizoel!2028',
    });
    expect(differ.json().code).toBe('PASSWORDS_NOT_IDENTICAL');
    expect(await query(`SELECT 1 FROM users WHERE email = 'weak@nordheiz.de'`)).toHaveLength(0);
  });

  it('an e-mail in use (any account, any case) is refused on /email', async () => {
    const res = await send('POST', '/api/user/team', cookies.buyer!, {
      ...newMember,
      email: 'VERKAUF@suedoel.de',
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'createTeamMember');
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: '/email' }] });
  });

  it('[P4] a buyer without online trading cannot add a member with purchase rights', async () => {
    await setOnlineTrading(false);
    try {
      const res = await send('POST', '/api/user/team', cookies.buyer!, {
        ...newMember,
        email: 'kaufrecht@nordheiz.de',
        roles: ['MyOffers_Purchase'],
      });
      expect(res.statusCode).toBe(403);
      expectContract(res, 'createTeamMember');
      expect(res.json().detail).toMatch(/Online-Handel/);
      expect(await query(`SELECT 1 FROM users WHERE email = 'kaufrecht@nordheiz.de'`)).toHaveLength(0);
    } finally {
      await setOnlineTrading(true);
    }
  });
});

describe('PUT /api/user/{id}/purchase-rights', () => {
  const rolesOf = async (id: string) =>
    (await query<{ roles: string[] }>(`SELECT roles FROM users WHERE id = $1`, [id]))[0]!.roles;

  it('[P4] the team administrator grants and takes the purchase right', async () => {
    const grant = await send('PUT', '/api/user/u-buyer-3/purchase-rights', cookies.buyer!, {
      purchaseStatus: true,
    });
    expect(grant.statusCode).toBe(200);
    expectContract(grant, 'setUserPurchaseRights');
    expect(grant.json()).toMatchObject({ _id: 'u-buyer-3', purchaseStatus: true });
    expect(await rolesOf('u-buyer-3')).toEqual(['MyRelationships_View', 'MyOffers_Purchase']);
    const take = await send('PUT', '/api/user/u-buyer-3/purchase-rights', cookies.buyer!, {
      purchaseStatus: false,
    });
    expect(take.json()).toMatchObject({ purchaseStatus: false });
    expect(await rolesOf('u-buyer-3')).toEqual(['MyRelationships_View']);
  });

  it('[P4] a buyer without online trading cannot grant purchase rights, but can take them', async () => {
    await setOnlineTrading(false);
    try {
      const grant = await send('PUT', '/api/user/u-buyer-3/purchase-rights', cookies.buyer!, {
        purchaseStatus: true,
      });
      expect(grant.statusCode).toBe(403);
      expectContract(grant, 'setUserPurchaseRights');
      expect(await rolesOf('u-buyer-3')).toEqual(['MyRelationships_View']);
      // The same rule when the roles are sent with the profile.
      const viaProfile = await send('PUT', '/api/user/u-buyer-3', cookies.buyer!, {
        roles: ['MyRelationships_View', 'MyOffers_Purchase'],
      });
      expect(viaProfile.statusCode).toBe(403);
      expect(await rolesOf('u-buyer-3')).toEqual(['MyRelationships_View']);
      const take = await send('PUT', '/api/user/u-buyer-2/purchase-rights', cookies.buyer!, {
        purchaseStatus: false,
      });
      expect(take.statusCode).toBe(200);
      expect(await rolesOf('u-buyer-2')).not.toContain('MyOffers_Purchase');
    } finally {
      await setOnlineTrading(true);
      await send('PUT', '/api/user/u-buyer-2/purchase-rights', cookies.buyer!, { purchaseStatus: true });
    }
  });

  it('[P4] team administrators of buyer accounts only; another account\u2019s user is not found', async () => {
    const member = await send('PUT', '/api/user/u-buyer-3/purchase-rights', cookies.buyer2!, {
      purchaseStatus: true,
    });
    expect(member.statusCode).toBe(403);
    const seller = await send('PUT', '/api/user/u-seller-2/purchase-rights', cookies.seller!, {
      purchaseStatus: true,
    });
    expect(seller.statusCode).toBe(403);
    const other = await send('PUT', '/api/user/u-child-1/purchase-rights', cookies.buyer!, {
      purchaseStatus: false,
    });
    expect(other.statusCode).toBe(404);
    expectContract(other, 'setUserPurchaseRights');
    expect(await rolesOf('u-child-1')).toContain('MyOffers_Purchase');
  });
});

describe('PUT /api/user/{id}: admin rights and versions', () => {
  it('[P4] nobody takes their own admin rights; the administrator takes another member\u2019s', async () => {
    const self = await send('PUT', '/api/user/-1', cookies.buyer!, { admin: false });
    expect(self.statusCode).toBe(403);
    expectContract(self, 'updateUser');
    expect((await get('/api/user/-1', cookies.buyer!)).json().admin).toBe(true);
    expect((await send('PUT', '/api/user/u-buyer-3', cookies.buyer!, { admin: true })).statusCode).toBe(200);
    expect((await get('/api/user/u-buyer-3', cookies.buyer!)).json().admin).toBe(true);
    expect((await send('PUT', '/api/user/u-buyer-3', cookies.buyer!, { admin: false })).statusCode).toBe(200);
    expect((await get('/api/user/u-buyer-3', cookies.buyer!)).json().admin).toBe(false);
  });

  it('[V12] an edit based on a profile changed meanwhile is 409 VERSION_CONFLICT; the current version overwrites', async () => {
    const read = (await get('/api/user/u-buyer-2', cookies.buyer!)).json();
    // The member changes their own profile meanwhile (logins do not count as changes).
    await t.login(demo.buyer2);
    expect((await get('/api/user/u-buyer-2', cookies.buyer!)).json().version).toBe(read.version);
    expect(
      (await send('PUT', '/api/user/-1', cookies.buyer2!, { version: read.version, jobTitle: 'Disposition' }))
        .statusCode,
    ).toBe(200);
    const stale = await send('PUT', '/api/user/u-buyer-2', cookies.buyer!, {
      version: read.version,
      jobTitle: 'Einkauf Nord',
    });
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'updateUser');
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      context: { currentVersion: read.version + 1 },
    });
    expect((await get('/api/user/u-buyer-2', cookies.buyer!)).json().jobTitle).toBe('Disposition');
    const overwrite = await send('PUT', '/api/user/u-buyer-2', cookies.buyer!, {
      version: read.version + 1,
      jobTitle: 'Einkauf Nord',
    });
    expect(overwrite.statusCode).toBe(200);
    const after = (await get('/api/user/u-buyer-2', cookies.buyer!)).json();
    expect(after).toMatchObject({ jobTitle: 'Einkauf Nord', version: read.version + 2 });
  });
});

describe('DELETE /api/user/{id}', () => {
  it('[P4] the team administrator removes a member: their session ends, they cannot log in, orders stay', async () => {
    const created = await send('POST', '/api/user/team', cookies.buyer!, {
      ...newMember,
      email: 'geht@nordheiz.de',
    });
    const id = created.json()._id as string;
    const session = await t.login('geht@nordheiz.de', 'Heizoel!2027');
    const res = await send('DELETE', `/api/user/${id}`, cookies.buyer!);
    expect(res.statusCode).toBe(204);
    expectContract(res, 'deleteTeamMember');
    expect((await get('/api/user', session)).statusCode).toBe(401);
    expect(await loginStatus('geht@nordheiz.de', 'Heizoel!2027')).toBe(401);
    // A member who placed an order: the order stays the company's and forgets the user.
    const [order] = await query<{ id: string }>(
      `UPDATE orders SET buyer_user_id = 'u-buyer-3'
        WHERE id = (SELECT id FROM orders WHERE buyer_user_id = 'u-buyer-2' ORDER BY id LIMIT 1) RETURNING id`,
    );
    expect(order).toBeDefined();
    expect((await send('DELETE', '/api/user/u-buyer-3', cookies.buyer!)).statusCode).toBe(204);
    const kept = await query<{ buyer_account_id: string; buyer_user_id: string | null }>(
      `SELECT buyer_account_id, buyer_user_id FROM orders WHERE id = $1`,
      [order!.id],
    );
    expect(kept).toEqual([{ buyer_account_id: 'acc-nordheiz', buyer_user_id: null }]);
  });

  it('[P4] nobody removes themselves; members may not remove; another account\u2019s user is not found', async () => {
    for (const id of ['-1', 'u-buyer-1']) {
      const self = await send('DELETE', `/api/user/${id}`, cookies.buyer!);
      expect(self.statusCode, id).toBe(403);
      expectContract(self, 'deleteTeamMember');
    }
    expect((await send('DELETE', '/api/user/u-buyer-1', cookies.buyer2!)).statusCode).toBe(403);
    const other = await send('DELETE', '/api/user/u-seller-2', cookies.buyer!);
    expect(other.statusCode).toBe(404);
    expectContract(other, 'deleteTeamMember');
    expect(await query(`SELECT 1 FROM users WHERE id IN ('u-buyer-1', 'u-seller-2')`)).toHaveLength(2);
  });
});

describe('PUT /api/user/password', () => {
  it('[V4] the current password is required and checked (400 INCORRECT_PASSWORD)', async () => {
    const res = await send('PUT', '/api/user/password', cookies.child!, {
      currentPassword: 'Falsch!2026',
      password: 'Heizoel!2027',
      passwordConfirmation: 'Heizoel!2027',
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'changePassword');
    expect(res.json().code).toBe('INCORRECT_PASSWORD');
    const missing = await send('PUT', '/api/user/password', cookies.child!, {
      password: 'Heizoel!2027',
      passwordConfirmation: 'Heizoel!2027',
    });
    expect(missing.statusCode).toBe(400);
    expect(await loginStatus(demo.child, DEMO_PASSWORD)).toBe(200);
  });

  it('[V4] the new password follows the rules of §5 and both entries must match', async () => {
    for (const [password, confirmation, code] of [
      ['heizoel!2027', 'heizoel!2027', 'PASSWORD_RULES'],
      ['HEIZÖLabcd', 'HEIZÖLabcd', 'PASSWORD_RULES'],
      ['Heizoel!2027', 'Heizoel!2028', 'PASSWORDS_NOT_IDENTICAL'],
    ] as const) {
      const res = await send('PUT', '/api/user/password', cookies.child!, {
        currentPassword: DEMO_PASSWORD,
        password,
        passwordConfirmation: confirmation,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code, password).toBe(code);
    }
    expect(await loginStatus(demo.child, DEMO_PASSWORD)).toBe(200);
  });

  it('[V4] changes the password: the old one no longer works, other sessions end, this one stays', async () => {
    const other = await t.login(demo.child);
    const res = await send('PUT', '/api/user/password', cookies.child!, {
      currentPassword: DEMO_PASSWORD,
      password: 'Aviat#2027x',
      passwordConfirmation: 'Aviat#2027x',
    });
    expect(res.statusCode).toBe(204);
    expectContract(res, 'changePassword');
    expect(await loginStatus(demo.child, DEMO_PASSWORD)).toBe(401);
    expect(await loginStatus(demo.child, 'Aviat#2027x')).toBe(200);
    expect((await get('/api/user', other)).statusCode).toBe(401);
    expect((await get('/api/user', cookies.child!)).statusCode).toBe(200);
  });
});
