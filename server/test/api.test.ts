/** User, team, account, metadata, relationships, favourites, additive locations: shapes and authorisation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['buyer', 'buyer2', 'seller', 'seller2', 'parent', 'child', 'admin', 'operator'] as const)
    cookies[k] = await t.login(demo[k]);
});
afterAll(async () => t?.close());

const get = (url: string, who: string) => t.app.inject({ url, headers: { cookie: cookies[who]! } });
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, who: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...CSRF, cookie: cookies[who]! },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET /api/user', () => {
  it('needs a session (401 UNAUTHENTICATED)', async () => {
    const res = await t.app.inject({ url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expectContract(res, 'getUser');
  });
  it('returns the §7 fields for a seller', async () => {
    const res = await get('/api/user', 'seller');
    expectContract(res, 'getUser');
    expect(res.json()).toMatchObject({
      _id: 'u-seller-1',
      username: 'verkauf@suedoel.de',
      accountId: 'acc-suedoel',
      type_id: 'seller',
      email: 'verkauf@suedoel.de',
      firstName: 'Markus',
      lastName: 'Weber',
    });
  });
});

describe('terms acceptance', () => {
  it('[E8] the terms-accepted flag defaults to false and is stored per user', async () => {
    const fresh = await get('/api/metadata/user/store/gtc-accepted', 'child');
    expectContract(fresh, 'getGtcAccepted');
    expect(fresh.json().accepted).toBe(true); // seeded as accepted
    await t.testDb.db.query(`UPDATE users SET terms_accepted_at = NULL WHERE id = 'u-child-1'`);
    expect((await get('/api/metadata/user/store/gtc-accepted', 'child')).json()).toEqual({
      accepted: false,
      acceptedAt: null,
    });
    const created = await t.testDb.db.query<{ terms_accepted_at: Date | null }>(
      `INSERT INTO users (id, account_id, username, email, first_name, last_name, password_hash) VALUES ('u-new', 'acc-fuelmarket', 'neu@fuelmarket.de', 'neu@fuelmarket.de', 'Neu', 'Nutzer', 'x') RETURNING terms_accepted_at`,
    );
    expect(created.rows[0]!.terms_accepted_at).toBeNull();
    const put = await send('PUT', '/api/metadata/user/store/gtc-accepted', 'child', { accepted: true });
    expect(put.statusCode).toBe(200);
    expectContract(put, 'acceptGtc');
    expect(put.json()).toMatchObject({ accepted: true, acceptedAt: t.clock.now().toISOString() });
    expect((await get('/api/metadata/user/store/gtc-accepted', 'child')).json().accepted).toBe(true);
    expect((await get('/api/metadata/user/store/gtc-accepted', 'parent')).json().accepted).toBe(true); // other user unaffected
  });
});

describe('GET /api/generic/metadata', () => {
  it('[K1][K3][K11][E6] has every Metadata field of §3 for a buyer: payment terms, future months, products sorted by category, price types', async () => {
    const res = await get('/api/generic/metadata', 'buyer');
    // The contract requires every Metadata field of §3 (the lint's check-contract proves that list), so
    // the schema check is the field check.
    expectContract(res, 'getMetadata');
    const m = res.json();
    expect(m.accountType).toBe('buyer');
    expect(m.paymentTerms).toEqual([7, 14, 21, 30, 45]);
    expect(m.vat).toBe('19.00');
    expect(m.currency).toBe('EUR');
    expect(m.roles).toEqual(['MyRelationships_View', 'MyOffers_Purchase']);
    expect(m.sellers.map((s: { id: string }) => s.id).sort()).toEqual(['acc-rheintank', 'acc-suedoel']); // released + enabled only
    expect(m.deliveryAddresses.map((a: { id: string }) => a.id)).toEqual(['da-1', 'da-2']);
    const orders = m.fuels.map((p: { sortOrder: number; category: string }) => [p.category, p.sortOrder]);
    expect(orders).toContainEqual(['Heizöl', 10]);
    expect(orders).toContainEqual(['Diesel', 20]);
    expect(orders).toContainEqual(['Benzin', 30]);
    expect(m.fuels.map((p: { sortOrder: number }) => p.sortOrder)).toEqual(
      [...m.fuels.map((p: { sortOrder: number }) => p.sortOrder)].sort((a: number, b: number) => a - b),
    );
    expect(
      m.additives.every(
        (p: { sortOrder: number; type: string }) => p.sortOrder === 100 && p.type === 'additive',
      ),
    ).toBe(true);
    expect(
      m.regions.flatMap((r: { terminals: { country: string }[] }) => r.terminals.map((x) => x.country)),
    ).toContain('DE');
    expect(m.futureMonths).toEqual(['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06']);
    expect(m.priceTypes).toEqual([
      { id: 'FIXED', enabled: true },
      { id: 'TRACKING', enabled: false },
      { id: 'API', enabled: true },
    ]);
  });
  it('sellers default to an empty list for a seller; child and parent flags are set', async () => {
    expect((await get('/api/generic/metadata', 'seller')).json()).toMatchObject({
      sellers: [],
      accountType: 'seller',
      features: ['productAdditives', 'newsBox', 'triggers'],
    });
    expect((await get('/api/generic/metadata', 'child')).json()).toMatchObject({
      shareholderChildAccount: true,
      parentShareholderAccount: false,
    });
    expect((await get('/api/generic/metadata', 'parent')).json()).toMatchObject({
      shareholderChildAccount: false,
      parentShareholderAccount: true,
    });
  });
});

describe('GET /api/user/search', () => {
  it('[C5][E4] defaults to page 1, limit 100 and removes the logged-in user; derives accountDisabled and purchaseStatus', async () => {
    const res = await get('/api/user/search', 'buyer');
    expect(res.statusCode).toBe(200);
    expectContract(res, 'searchUsers');
    const body = res.json();
    expect(body.pagination).toEqual({ totalItems: 2, currentPage: 1, pageSize: 100, totalPages: 1 });
    expect(body.docs.map((d: { _id: string }) => d._id).sort()).toEqual(['u-buyer-2', 'u-buyer-3']);
    const laura = body.docs.find((d: { _id: string }) => d._id === 'u-buyer-3');
    expect(laura).toMatchObject({ status: 200, accountDisabled: true, purchaseStatus: false });
    const felix = body.docs.find((d: { _id: string }) => d._id === 'u-buyer-2');
    expect(felix).toMatchObject({ status: 100, accountDisabled: false, purchaseStatus: true });
  });
  it('[C5] KEEP includes the logged-in user; paging works', async () => {
    const keep = (await get('/api/user/search?removeLoggedInUser=KEEP&limit=2&page=2', 'buyer')).json();
    expect(keep.pagination).toMatchObject({ totalItems: 3, currentPage: 2, pageSize: 2, totalPages: 2 });
    expect(keep.docs).toHaveLength(1);
  });
  it('rejects a limit above 100 with a German validation problem', async () => {
    const res = await get('/api/user/search?limit=500', 'buyer');
    expect(res.statusCode).toBe(400);
    expectContract(res, 'searchUsers');
    expect(res.json().detail).toMatch(/zu groß/);
  });
  it('is for team administrators only (403 for a plain team member)', async () => {
    const res = await get('/api/user/search', 'buyer2');
    expect(res.statusCode).toBe(403);
    expectContract(res, 'searchUsers');
  });
});

describe('PUT /api/user/{id}', () => {
  it('[C5][V6] -1 edits oneself with only the filled fields', async () => {
    const res = await send('PUT', '/api/user/-1', 'buyer2', {
      phone: '+49 40 555 0101',
      jobTitle: '',
      mobile: '',
    });
    expect(res.statusCode).toBe(200);
    expectContract(res, 'updateUser');
    expect(res.json().message).toMatch(/gespeichert/);
    const p = (await get('/api/user/-1', 'buyer2')).json();
    expect(p.phone).toBe('+49 40 555 0101');
    expect(p.jobTitle).toBe('Sachbearbeitung'); // empty string = not filled = unchanged
    expect(p.firstName).toBe('Felix');
  });
  it('[V6] the username follows a new e-mail', async () => {
    const res = await send('PUT', '/api/user/-1', 'seller2', { email: 'p.schulz@rheintank.de' });
    expect(res.statusCode).toBe(200);
    const p = await get('/api/user/-1', 'seller2');
    expectContract(p, 'getProfile');
    expect(p.json()).toMatchObject({ email: 'p.schulz@rheintank.de', username: 'p.schulz@rheintank.de' });
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { username: 'p.schulz@rheintank.de', password: 'Demo!2026' },
    });
    expect(relogin.statusCode).toBe(200);
  });
  it('[V6] takes the individual address fields only with useIndividualAddress', async () => {
    await send('PUT', '/api/user/-1', 'seller', { addressLine1: 'Ignoriert 1', postCode: '99999' });
    expect((await get('/api/user/-1', 'seller')).json().addressLine1).toBeUndefined();
    await send('PUT', '/api/user/-1', 'seller', {
      useIndividualAddress: true,
      addressLine1: 'Mönckebergstraße 7',
      postCode: '20095',
      county: 'Hamburg',
      country: 'DE',
    });
    expect((await get('/api/user/-1', 'seller')).json()).toMatchObject({
      useIndividualAddress: true,
      addressLine1: 'Mönckebergstraße 7',
      postCode: '20095',
    });
  });
  it('rejects an e-mail already used by another user', async () => {
    const res = await send('PUT', '/api/user/-1', 'buyer2', { email: 'KAEUFER@nordheiz.de' });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'updateUser');
  });
  it('a team admin edits a team member; a member may not edit others or grant rights', async () => {
    expect(
      (
        await send('PUT', '/api/user/u-buyer-3', 'buyer', {
          roles: ['MyRelationships_View', 'MyOffers_Purchase'],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await get('/api/user/search', 'buyer')).json().docs.find((d: { _id: string }) => d._id === 'u-buyer-3')
        .purchaseStatus,
    ).toBe(true);
    const other = await send('PUT', '/api/user/u-buyer-1', 'buyer2', { firstName: 'Eve' });
    expect(other.statusCode).toBe(403);
    expectContract(other, 'updateUser');
    expect((await send('PUT', '/api/user/-1', 'buyer2', { admin: true })).statusCode).toBe(403);
  });
  it('cross-account: another account\u2019s user is not found, for reads and writes', async () => {
    const write = await send('PUT', '/api/user/u-seller-1', 'buyer', { firstName: 'Mallory' });
    expect(write.statusCode).toBe(404);
    expectContract(write, 'updateUser');
    expect((await get('/api/user/u-seller-1', 'buyer')).statusCode).toBe(404);
    const r = await t.testDb.db.query<{ first_name: string }>(
      `SELECT first_name FROM users WHERE id = 'u-seller-1'`,
    );
    expect(r.rows[0]!.first_name).toBe('Markus');
  });
});

describe('GET/PUT /api/account', () => {
  it('returns the own company account with address fields', async () => {
    const res = await get('/api/account', 'buyer');
    expectContract(res, 'getAccount');
    expect(res.json()).toMatchObject({
      id: 'acc-nordheiz',
      type: 'buyer',
      platform: 'default',
      addressLine1: 'Am Sandtorkai 12',
      postCode: '20457',
      country: 'DE',
      user: { email: 'kaeufer@nordheiz.de' },
    });
  });
  it('[P5] only the platform operator changes company account data: a team admin gets 403 FORBIDDEN', async () => {
    for (const who of ['buyer', 'seller', 'admin', 'buyer2', 'child'] as const) {
      const res = await send('PUT', '/api/account', who, { addressLine1: 'Teamweg 1' });
      expect(res.statusCode, who).toBe(403);
      expectContract(res, 'updateAccount');
      expect(res.json(), who).toMatchObject({
        code: 'FORBIDDEN',
        detail: expect.stringMatching(/Plattformbetreiber/),
      });
    }
    expect((await get('/api/account', 'buyer')).json().addressLine1).toBe('Am Sandtorkai 12');
    const ok = await send('PUT', '/api/account', 'operator', {
      addressLine1: 'Betriebsweg 14',
      addressLine2: 'Haus B',
    });
    expect(ok.statusCode).toBe(200);
    expectContract(ok, 'updateAccount');
    expect(ok.json()).toMatchObject({
      id: 'acc-fuelmarket',
      addressLine1: 'Betriebsweg 14',
      addressLine2: 'Haus B',
    });
  });
  it('[E7] takes the countries Germany, Austria, Belgium and the Netherlands and shows the IWO flag', async () => {
    for (const country of ['BE', 'NL', 'AT', 'DE']) {
      const res = await send('PUT', '/api/account', 'operator', { country });
      expect(res.statusCode, country).toBe(200);
      expect(res.json().country).toBe(country);
    }
    const unknown = await send('PUT', '/api/account', 'operator', { country: 'FR' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
    expect((await get('/api/account', 'operator')).json().country).toBe('DE');
    expect(typeof (await get('/api/account', 'buyer')).json().iwoMember).toBe('boolean');
  });
  it('rejects unknown fields (only the platform operator changes company master data)', async () => {
    const res = await send('PUT', '/api/account', 'operator', { name: 'Neuer Name GmbH' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/relationships/{accountType}', () => {
  it('a buyer lists its sellers in every state with the other side\u2019s status', async () => {
    const res = await get('/api/relationships/seller', 'buyer');
    expectContract(res, 'listRelationships');
    const list = res.json() as { state: string; other: { id: string; status: string } }[];
    expect(new Set(list.map((r) => r.state))).toEqual(
      new Set(['RELEASED', 'DECLINED', 'IN_REVIEW', 'REQUESTED']),
    );
    expect(list.find((r) => r.state === 'REQUESTED')!.other.status).toBe('NEW');
  });
  it('[E3] the server marks a relationship additives-active only when both sides are ENABLED and the seller switched additives on', async () => {
    const seeded = await get('/api/relationships/seller', 'buyer');
    const active = (seeded.json() as { additivesActive: boolean; other: { id: string } }[])
      .filter((r) => r.additivesActive)
      .map((r) => r.other.id);
    expect(active).toEqual(['acc-suedoel']);
    const rel = await t.testDb.db.query<{ id: string }>(
      `SELECT id FROM relationships WHERE buyer_account_id = 'acc-nordheiz' AND seller_account_id = 'acc-suedoel'`,
    );
    const id = rel.rows[0]!.id;
    const statuses = ['NEW', 'ENABLED', 'DISABLED'] as const;
    try {
      for (const sellerStatus of statuses)
        for (const buyerStatus of statuses)
          for (const switchedOn of [true, false]) {
            await t.testDb.db.query(
              `UPDATE relationships SET seller_status = $2, buyer_status = $3, additives_enabled = $4 WHERE id = $1`,
              [id, sellerStatus, buyerStatus, switchedOn],
            );
            for (const [who, path] of [
              ['buyer', '/api/relationships/seller'],
              ['seller', '/api/relationships/buyer'],
            ] as const) {
              const res = await get(path, who);
              expectContract(res, 'listRelationships');
              const r = (res.json() as { id: string; additivesActive: boolean }[]).find((x) => x.id === id)!;
              const expected = sellerStatus === 'ENABLED' && buyerStatus === 'ENABLED' && switchedOn;
              expect(r.additivesActive, `${who}: ${sellerStatus}/${buyerStatus}/${switchedOn}`).toBe(
                expected,
              );
            }
          }
    } finally {
      await t.testDb.db.query(
        `UPDATE relationships SET seller_status = 'ENABLED', buyer_status = 'ENABLED', additives_enabled = true WHERE id = $1`,
        [id],
      );
    }
  });
  it('[E3] the seller status defaults to DISABLED', async () => {
    const r = await t.testDb.db.query<{ seller_status: string; buyer_status: string }>(
      `INSERT INTO relationships (id, buyer_account_id, seller_account_id, state) VALUES ('rel-x', 'acc-aviat-sued', 'acc-suedoel', 'REQUESTED') RETURNING seller_status, buyer_status`,
    );
    expect(r.rows[0]).toEqual({ seller_status: 'DISABLED', buyer_status: 'DISABLED' });
  });
  it('a seller lists its buyers; the wrong side is forbidden', async () => {
    const res = await get('/api/relationships/buyer', 'seller');
    expect(res.json().map((r: { buyer: { id: string } }) => r.buyer.id)).toContain('acc-nordheiz');
    expect(res.json().every((r: { seller: { id: string } }) => r.seller.id === 'acc-suedoel')).toBe(true);
    const wrong = await get('/api/relationships/buyer', 'buyer');
    expect(wrong.statusCode).toBe(403);
    expectContract(wrong, 'listRelationships');
  });
});

describe('GET /api/favourites', () => {
  it('returns the buyer account\u2019s lists in config; sellers are forbidden (§6)', async () => {
    const res = await get('/api/favourites', 'buyer');
    expectContract(res, 'getFavourites');
    expect(res.json().config.map((f: { id: string }) => f.id)).toEqual(['fav-1', 'fav-2']);
    expect((await get('/api/favourites', 'child')).json().config.map((f: { id: string }) => f.id)).toEqual([
      'fav-3',
    ]);
    const seller = await get('/api/favourites', 'seller');
    expect(seller.statusCode).toBe(403);
    expectContract(seller, 'getFavourites');
  });
});

describe('additive delivery locations', () => {
  const body = {
    name: 'Depot Harburg',
    address: {
      street: 'Seehafenstraße 2',
      postCode: '21079',
      city: 'Hamburg',
      county: 'Hamburg',
      country: 'DE',
    },
  };

  it('[C2] creates, lists, updates and deletes the own account\u2019s locations', async () => {
    const created = await send('POST', '/api/metadata/locations', 'buyer', body);
    expect(created.statusCode).toBe(201);
    expectContract(created, 'createAdditiveLocation');
    const id = created.json()._id as string;
    const list = await get('/api/metadata/locations', 'buyer');
    expectContract(list, 'listAdditiveLocations');
    expect(list.json().map((l: { _id: string }) => l._id)).toEqual(['loc-1', 'loc-2', id]);
    const upd = await send('PUT', `/api/metadata/locations/${id}`, 'buyer', {
      ...body,
      name: 'Depot Harburg Süd',
    });
    expectContract(upd, 'updateAdditiveLocation');
    expect(upd.json().name).toBe('Depot Harburg Süd');
    const del = await send('DELETE', `/api/metadata/locations/${id}`, 'buyer');
    expect(del.statusCode).toBe(204);
    expect((await get('/api/metadata/locations', 'buyer')).json()).toHaveLength(2);
  });
  it('cross-account: another buyer can neither see, change nor delete them', async () => {
    expect((await get('/api/metadata/locations', 'child')).json().map((l: { _id: string }) => l._id)).toEqual(
      ['loc-3'],
    );
    const upd = await send('PUT', '/api/metadata/locations/loc-1', 'child', body);
    expect(upd.statusCode).toBe(404);
    expectContract(upd, 'updateAdditiveLocation');
    expect((await send('DELETE', '/api/metadata/locations/loc-1', 'child')).statusCode).toBe(404);
    const r = await t.testDb.db.query<{ name: string }>(
      `SELECT name FROM additive_locations WHERE id = 'loc-1'`,
    );
    expect(r.rows[0]!.name).toBe('Tanklager Hamburg-Wilhelmsburg');
  });
  it('needs a buyer account with productAdditives; a child only when its parent allows it', async () => {
    // (POST: the contract declares 403 there)
    const seller = await send('POST', '/api/metadata/locations', 'seller', body);
    expect(seller.statusCode).toBe(403);
    expectContract(seller, 'createAdditiveLocation');
    expect((await get('/api/metadata/locations', 'child')).statusCode).toBe(200);
    await t.testDb.db.query(`UPDATE accounts SET features = '{sharedCreditLimits}' WHERE id = 'acc-aviaten'`);
    const denied = await send('POST', '/api/metadata/locations', 'child', body);
    expect(denied.statusCode).toBe(403);
    expect((await get('/api/generic/metadata', 'child')).json().features).toEqual([]);
    await t.testDb.db.query(
      `UPDATE accounts SET features = '{productAdditives,sharedCreditLimits}' WHERE id = 'acc-aviaten'`,
    );
    expect((await send('POST', '/api/metadata/locations', 'child', body)).statusCode).toBe(201);
  });
  it('validates the body against the contract with German messages', async () => {
    const res = await send('POST', '/api/metadata/locations', 'buyer', {
      name: 'X',
      address: { street: 'Y' },
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'createAdditiveLocation');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['/address/postCode', '/address/city']),
    );
  });
});
