/**
 * Relationships (rules RS1, E3, CL1, V9, P6, B10, B11): the buyer's request and cancellation, the seller's
 * release, decline and review, the seller's settings per buyer and the live credit view, and the order
 * transaction obeying what the seller set.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import {
  addedItem,
  makeOffer,
  placeOrder,
  query,
  startBasketApp,
  type BasketTestApp,
} from './basket-support.js';
import { createTestApp, CSRF, expectContract, type TestApp } from './helpers/app.js';

type Relationship = components['schemas']['Relationship'];
type CreditView = components['schemas']['CreditView'];

const users = {
  buyer: 'kaeufer@nordheiz.de',
  seller: 'verkauf@moselenergie.de',
  suedoel: 'verkauf@suedoel.de',
  rheintank: 'verkauf@rheintank.de',
  operator: 'betrieb@fuelmarket.de',
  child: 'disposition@aviat-nord.de',
} as const;
type Who = keyof typeof users;

let t: BasketTestApp;
const cookies = {} as Record<Who, string>;

beforeAll(async () => {
  t = await startBasketApp();
  for (const k of Object.keys(users) as Who[]) cookies[k] = await t.login(users[k]);
});
afterAll(async () => t?.close());

/** Nordheiz starts without a relationship to Moselenergie (the demo's request is taken away). */
beforeEach(async () => {
  await query(
    t,
    `DELETE FROM orders WHERE buyer_account_id = 'acc-nordheiz' AND seller_account_id = 'acc-moselenergie'`,
  );
  await query(
    t,
    `DELETE FROM relationships WHERE buyer_account_id = 'acc-nordheiz' AND seller_account_id = 'acc-moselenergie'`,
  );
});

const send = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: cookies[who], ...CSRF },
    ...(payload === undefined ? {} : { payload }),
  });

async function request(message?: string): Promise<Relationship> {
  const res = await send('buyer', 'POST', '/api/relationships', {
    sellerId: 'acc-moselenergie',
    ...(message ? { message } : {}),
  });
  expectContract(res, 'requestRelationship');
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Relationship;
}

const action = (who: Who, id: string, path: string, message?: string) =>
  send(who, 'POST', `/api/relationships/${id}/${path}`, message === undefined ? {} : { message });

async function settingsOf(
  id: string,
  patch: Partial<components['schemas']['RelationshipSettingsInput']> = {},
) {
  const rel = (
    await query<{ version: number }>(t, `SELECT version FROM relationships WHERE id = $1`, [id])
  )[0]!;
  return {
    version: rel.version,
    creditLimitMode: 'NONE' as const,
    creditLimit: null,
    paymentDays: [],
    terminalSelectionMode: 'ALL' as const,
    terminalIds: [],
    productSelectionMode: 'MANUAL' as const,
    productIds: ['heizoel-el'],
    additiveProductIds: [],
    purchaseRights: true,
    ...patch,
  };
}
const saveSettings = (id: string, body: object, who: Who = 'seller') =>
  send(who, 'PUT', `/api/relationships/${id}/settings`, body);

describe('[RS1] requesting and answering a relationship', () => {
  it('[RS1] [E3] a buyer’s request is REQUESTED with the message, and NEW on the seller’s side until it acts', async () => {
    const rel = await request('Wir möchten Heizöl in Trier abholen.');
    expect(rel).toMatchObject({
      state: 'REQUESTED',
      message: 'Wir möchten Heizöl in Trier abholen.',
      other: { id: 'acc-moselenergie', status: 'NEW' },
      buyer: { id: 'acc-nordheiz', status: 'ENABLED' },
      additivesActive: false,
    });
    const list = await send('seller', 'GET', '/api/relationships/buyer');
    expectContract(list, 'listRelationships');
    const mine = (list.json() as Relationship[]).find((r) => r.id === rel.id)!;
    expect(mine.other).toMatchObject({ id: 'acc-nordheiz', status: 'ENABLED' });
    expect(mine.state).toBe('REQUESTED');
    // The seller side NEW marks the request as new for the seller too.
    expect(mine.seller).toEqual({ id: 'acc-moselenergie', name: 'Moselenergie AG', status: 'NEW' });
  });

  it('[RS1] the seller releases ("save and activate"): both sides ENABLED, the buyer is mailed with the message', async () => {
    const rel = await request();
    const res = await action('seller', rel.id, 'accept', 'Willkommen bei Moselenergie!');
    expectContract(res, 'acceptRelationship');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'RELEASED',
      message: 'Willkommen bei Moselenergie!',
      other: { status: 'ENABLED' },
      buyer: { status: 'ENABLED' },
      version: rel.version + 1,
    });
    const mails = await query<{ recipient: string; body: string }>(
      t,
      `SELECT recipient, body FROM mail_outbox WHERE subject = 'Freigabe durch Moselenergie AG' ORDER BY id DESC LIMIT 1`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Willkommen bei Moselenergie!');
    expect(mails[0]!.body).toContain('Nordheiz');
  });

  it('[RS1] the seller declines or sets in review, each with an optional message; the buyer cancels', async () => {
    const rel = await request();
    const review = await action('seller', rel.id, 'in-review');
    expectContract(review, 'setRelationshipInReview');
    expect(review.json()).toMatchObject({ state: 'IN_REVIEW', message: null });
    const declined = await action('seller', rel.id, 'decline', 'Derzeit keine Kapazitäten.');
    expectContract(declined, 'declineRelationship');
    expect(declined.json()).toMatchObject({ state: 'DECLINED', message: 'Derzeit keine Kapazitäten.' });
    // Set up again by the seller, then cancelled by the buyer.
    expect((await action('seller', rel.id, 'accept')).json()).toMatchObject({ state: 'RELEASED' });
    const cancelled = await action('buyer', rel.id, 'cancel', 'Wir beziehen woanders.');
    expectContract(cancelled, 'cancelRelationship');
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED', other: { status: 'DISABLED' } });
  });

  it('[RS1] after a decline or a cancellation only the seller sets the relationship up again', async () => {
    const rel = await request();
    await action('seller', rel.id, 'decline');
    const again = await send('buyer', 'POST', '/api/relationships', { sellerId: 'acc-moselenergie' });
    expectContract(again, 'requestRelationship');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RELATIONSHIP_STATE_CONFLICT',
      context: { state: 'DECLINED' },
    });
    expect(again.json().detail).toContain('nur der Verkäufer');
    // Asking twice while open is refused as well, and nothing changes.
    await action('seller', rel.id, 'accept');
    const twice = await send('buyer', 'POST', '/api/relationships', { sellerId: 'acc-moselenergie' });
    expect(twice.statusCode).toBe(409);
    expect(
      (await query<{ state: string }>(t, `SELECT state FROM relationships WHERE id = $1`, [rel.id]))[0]!
        .state,
    ).toBe('RELEASED');
  });

  it('[RS1] each action only from its states and by its side; other companies do not see the relationship', async () => {
    const rel = await request();
    const wrongState = await action('buyer', rel.id, 'cancel');
    expect(wrongState.statusCode).toBe(200);
    const cancelAgain = await action('buyer', rel.id, 'cancel');
    expect(cancelAgain.statusCode).toBe(409);
    expect(cancelAgain.json()).toMatchObject({
      code: 'RELATIONSHIP_STATE_CONFLICT',
      context: { state: 'CANCELLED' },
    });
    expect((await action('buyer', rel.id, 'accept')).statusCode).toBe(403);
    expect((await action('seller', rel.id, 'cancel')).statusCode).toBe(403);
    for (const who of ['suedoel', 'rheintank'] as const) {
      expect((await action(who, rel.id, 'accept')).statusCode).toBe(404);
      expect((await send(who, 'GET', `/api/relationships/${rel.id}/credit`)).statusCode).toBe(404);
    }
    expect((await action('operator', rel.id, 'accept')).statusCode).toBe(403);
  });

  it('[RS1] offers a buyer the sellers it has no relationship with yet, of its own platform', async () => {
    const res = await send('buyer', 'GET', '/api/relationships/sellers');
    expectContract(res, 'listRequestableSellers');
    expect(res.json()).toEqual([
      { id: 'acc-moselenergie', name: 'Moselenergie AG', city: expect.any(String) },
    ]);
    await request();
    expect((await send('buyer', 'GET', '/api/relationships/sellers')).json()).toEqual([]);
    expect((await send('seller', 'GET', '/api/relationships/sellers')).statusCode).toBe(403);
  });

  it('refuses a request for an unknown seller, a buyer account, or a seller of another platform', async () => {
    for (const sellerId of ['acc-nope', 'acc-aviaten', 'acc-alpenbrennstoff']) {
      const res = await send('buyer', 'POST', '/api/relationships', { sellerId });
      expect(res.statusCode, sellerId).toBe(404);
    }
    expect((await send('seller', 'POST', '/api/relationships', { sellerId: 'acc-suedoel' })).statusCode).toBe(
      403,
    );
  });
});

describe('[V9] [CL1] [P6] the seller’s settings per buyer', () => {
  it('[V9] [CL1] a credit limit is required for every limit mode; NONE keeps none', async () => {
    const rel = await request();
    for (const mode of ['STANDARD_API', 'MANUAL', 'CSV_LINKED'] as const) {
      const res = await saveSettings(
        rel.id,
        await settingsOf(rel.id, {
          creditLimitMode: mode,
          creditLimit: null,
          paymentDays: [{ productId: 'heizoel-el', days: 14 }],
        }),
      );
      expectContract(res, 'updateRelationshipSettings');
      expect(res.statusCode, mode).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: '/creditLimit',
        code: 'required',
        message: 'Bitte geben Sie ein Kreditlimit an.',
      });
    }
    const bad = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        creditLimitMode: 'MANUAL',
        creditLimit: '-5',
        paymentDays: [{ productId: 'heizoel-el', days: 14 }],
      }),
    );
    expect(bad.statusCode).toBe(400);
    const ok = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        creditLimitMode: 'MANUAL',
        creditLimit: '5000.50',
        paymentDays: [{ productId: 'heizoel-el', days: 14 }],
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ creditLimitMode: 'MANUAL', creditLimit: '5000.50' });
    const none = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        creditLimitMode: 'NONE',
        creditLimit: '5000.50',
        paymentDays: [{ productId: 'heizoel-el', days: 14 }],
      }),
    );
    expect(none.json()).toMatchObject({ creditLimitMode: 'NONE', creditLimit: null });
  });

  it('[V9] a payment term is required for every product the buyer may buy, from the platform’s list', async () => {
    const rel = await request();
    const missing = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        productIds: ['heizoel-el', 'diesel-b7'],
        paymentDays: [{ productId: 'heizoel-el', days: 14 }],
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      {
        path: '/paymentDays',
        code: 'payment_term_required',
        message: expect.stringContaining('Zahlungsziel für Diesel'),
      },
    ]);
    const twice = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        paymentDays: [
          { productId: 'heizoel-el', days: 14 },
          { productId: 'heizoel-el', days: 30 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    const wrongDays = await saveSettings(
      rel.id,
      await settingsOf(rel.id, { paymentDays: [{ productId: 'heizoel-el', days: 10 as 14 }] }),
    );
    expect(wrongDays.statusCode).toBe(400);
    // ALL: every fuel product the seller offers needs its term.
    await makeOffer(t, { seller: 'acc-moselenergie', product: 'diesel-b7' });
    const offered = await query<{ product_id: string }>(
      t,
      `SELECT DISTINCT product_id FROM offers o JOIN products p ON p.id = o.product_id
        WHERE seller_account_id = 'acc-moselenergie' AND status <> 'REMOVED' AND p.type = 'fuel'`,
    );
    expect(offered.length).toBeGreaterThan(0);
    const all = await saveSettings(
      rel.id,
      await settingsOf(rel.id, { productSelectionMode: 'ALL', productIds: [], paymentDays: [] }),
    );
    expect(all.statusCode).toBe(400);
    expect(all.json().errors).toHaveLength(offered.length);
    const saved = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        productSelectionMode: 'ALL',
        productIds: [],
        paymentDays: offered.map((o) => ({ productId: o.product_id, days: 21 as const })),
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Relationship).paymentDays.map((p) => p.days)).toEqual(offered.map(() => 21));
  });

  it('[CL1] terminal and product approval is a manual list (of known ids, at least one) or all', async () => {
    const rel = await request();
    const term = [{ productId: 'heizoel-el', days: 14 as const }];
    const empty = await saveSettings(
      rel.id,
      await settingsOf(rel.id, { terminalSelectionMode: 'MANUAL', terminalIds: [], paymentDays: term }),
    );
    expect(empty.statusCode).toBe(400);
    const unknown = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        terminalSelectionMode: 'MANUAL',
        terminalIds: ['tm-nowhere'],
        paymentDays: term,
      }),
    );
    expect(unknown.json().errors).toContainEqual({
      path: '/terminalIds',
      code: 'unknown_terminal',
      message: 'Unbekanntes Terminal: tm-nowhere',
    });
    const swiss = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        terminalSelectionMode: 'MANUAL',
        terminalIds: ['tm-basel'],
        paymentDays: term,
      }),
    );
    expect(swiss.statusCode).toBe(400);
    const ok = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        terminalSelectionMode: 'MANUAL',
        terminalIds: ['tm-hamburg', 'tm-hamburg'],
        paymentDays: term,
      }),
    );
    expect(ok.json()).toMatchObject({
      terminalSelectionMode: 'MANUAL',
      terminalIds: ['tm-hamburg'],
      productIds: ['heizoel-el'],
    });
  });

  it('a stale version is refused with 409 and changes nothing', async () => {
    const rel = await request();
    const body = await settingsOf(rel.id, { paymentDays: [{ productId: 'heizoel-el', days: 14 }] });
    expect((await saveSettings(rel.id, body)).statusCode).toBe(200);
    const stale = await saveSettings(rel.id, { ...body, creditLimitMode: 'MANUAL', creditLimit: '1.00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(
      (
        await query<{ mode: string }>(
          t,
          `SELECT credit_limit_mode AS mode FROM relationships WHERE id = $1`,
          [rel.id],
        )
      )[0]!.mode,
    ).toBe('NONE');
  });

  it('[E3] additive products switch additives on for a seller trading them, and only for such a seller', async () => {
    const rel = await request();
    const term = [{ productId: 'heizoel-el', days: 14 as const }];
    const noAdditives = await saveSettings(
      rel.id,
      await settingsOf(rel.id, { additiveProductIds: ['add-adblue'], paymentDays: term }),
    );
    expect(noAdditives.statusCode).toBe(400);
    expect(noAdditives.json().errors).toContainEqual({
      path: '/additiveProductIds',
      code: 'additives_not_traded',
      message: 'Ihr Konto handelt keine Additive.',
    });
    // Südöl trades additives: approving them, then releasing, makes the relationship additives-active.
    const rel1 = (
      await query<{ version: number }>(t, `SELECT version FROM relationships WHERE id = 'rel-1'`)
    )[0]!;
    const res = await saveSettings(
      'rel-1',
      {
        ...(await settingsOf('rel-1')),
        version: rel1.version,
        productSelectionMode: 'ALL',
        productIds: [],
        paymentDays: (
          await query<{ product_id: string }>(
            t,
            `SELECT DISTINCT o.product_id FROM offers o JOIN products p ON p.id = o.product_id WHERE seller_account_id = 'acc-suedoel' AND status <> 'REMOVED' AND p.type = 'fuel'`,
          )
        ).map((o) => ({ productId: o.product_id, days: 14 as const })),
        additiveProductIds: [],
      },
      'suedoel',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ additivesActive: false, additiveProductIds: [] });
    const on = await saveSettings(
      'rel-1',
      {
        ...(await settingsOf('rel-1')),
        productSelectionMode: 'ALL',
        productIds: [],
        paymentDays: (res.json() as Relationship).paymentDays,
        additiveProductIds: ['add-adblue'],
      },
      'suedoel',
    );
    expect(on.json()).toMatchObject({ additivesActive: true, additiveProductIds: ['add-adblue'] });
  });

  it('[B10] purchase rights are not the seller’s to change where the brand does not let sellers set them', async () => {
    const rel = await request();
    const res = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        purchaseRights: false,
        paymentDays: [{ productId: 'heizoel-el', days: 14 }],
      }),
    );
    expect(res.statusCode).toBe(403);
    // Only the seller of the relationship changes its settings; the buyer never.
    expect((await saveSettings(rel.id, await settingsOf(rel.id), 'buyer')).statusCode).toBe(403);
    expect((await saveSettings(rel.id, await settingsOf(rel.id), 'suedoel')).statusCode).toBe(404);
  });
});

describe('[P6] the order transaction follows the seller’s settings', () => {
  /** A released Nordheiz–Moselenergie relationship with the given settings, and an offer at Hamburg. */
  async function released(patch: Parameters<typeof settingsOf>[1]) {
    const rel = await request();
    const res = await saveSettings(
      rel.id,
      await settingsOf(rel.id, { paymentDays: [{ productId: 'heizoel-el', days: 14 }], ...patch }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await action('seller', rel.id, 'accept')).statusCode).toBe(200);
    await t.testDb.db.query(`DELETE FROM basket_items WHERE user_id = 'u-buyer-1'`);
    const offerId = await makeOffer(t, { seller: 'acc-moselenergie', price: '92.4500' });
    return { rel, offerId };
  }

  it('[P6] [M3] a buyer orders up to the credit limit and is refused beyond it', async () => {
    // 1,000 l at 92.45 EUR/100 l: 924.50 net, 1,100.16 gross (19 %). The limit holds exactly two.
    const { rel, offerId } = await released({ creditLimitMode: 'MANUAL', creditLimit: '2200.32' });
    for (let i = 0; i < 2; i++) {
      const item = await addedItem(t, cookies.buyer, { offerId, quantity: 1000 });
      const res = await placeOrder(t, cookies.buyer, { basketItemIds: [item] });
      expect(res.statusCode, res.body).toBe(201);
    }
    const credit = await send('seller', 'GET', `/api/relationships/${rel.id}/credit`);
    expectContract(credit, 'getRelationshipCredit');
    expect(credit.json()).toMatchObject({
      mode: 'MANUAL',
      limit: '2200.32',
      openOrders: '2200.32',
      basketHeld: '0.00',
      free: '0.00',
      group: null,
    });
    const item = await addedItem(t, cookies.buyer, { offerId, quantity: 1000 });
    const refused = await placeOrder(t, cookies.buyer, { basketItemIds: [item] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDIT_LIMIT',
      context: { sellerName: 'Moselenergie AG' },
    });
  });

  it('[P6] the credit view counts what the buyer’s basket holds; without a limit nothing is free or short', async () => {
    const { rel, offerId } = await released({ creditLimitMode: 'STANDARD_API', creditLimit: '5000.00' });
    await addedItem(t, cookies.buyer, { offerId, quantity: 2000 });
    const view = (await send('buyer', 'GET', `/api/relationships/${rel.id}/credit`)).json() as CreditView;
    expect(view).toMatchObject({
      limit: '5000.00',
      utilisation: '0.00',
      openOrders: '0.00',
      basketHeld: '2200.31',
      free: '2799.69',
    });
    await saveSettings(
      rel.id,
      await settingsOf(rel.id, { paymentDays: [{ productId: 'heizoel-el', days: 14 }] }),
    );
    const none = (await send('seller', 'GET', `/api/relationships/${rel.id}/credit`)).json() as CreditView;
    expect(none).toMatchObject({ mode: 'NONE', limit: null, free: null, basketHeld: '2200.31' });
  });

  it('[P6] an order at a terminal or of a product the seller no longer approves is refused', async () => {
    const { rel, offerId } = await released({});
    const item = await addedItem(t, cookies.buyer, { offerId, quantity: 1000 });
    const res = await saveSettings(
      rel.id,
      await settingsOf(rel.id, {
        terminalSelectionMode: 'MANUAL',
        terminalIds: ['tm-karlsruhe'],
        paymentDays: [{ productId: 'heizoel-el', days: 14 }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const refused = await placeOrder(t, cookies.buyer, { basketItemIds: [item] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'ANTITRUST_ANONYMITY' });
  });

  it('[RS1] [M3] once the seller declines, the buyer’s order is refused with the seller named', async () => {
    const { rel, offerId } = await released({});
    const item = await addedItem(t, cookies.buyer, { offerId, quantity: 1000 });
    await action('seller', rel.id, 'decline');
    const refused = await placeOrder(t, cookies.buyer, { basketItemIds: [item] });
    expect(refused.json()).toMatchObject({
      code: 'RELATIONSHIP_DISABLED',
      context: { sellerName: 'Moselenergie AG' },
    });
  });

  it('[P6] with sharedCreditLimits the credit view also gives the shareholder group’s line', async () => {
    const view = await send('suedoel', 'GET', `/api/relationships/rel-6/credit`);
    expectContract(view, 'getRelationshipCredit');
    const v = view.json() as CreditView;
    expect(v.group).toMatchObject({ parent: { id: 'acc-aviaten' }, limit: '1000000.00' });
    expect(v.group!.accounts.map((a) => a.id)).toEqual(
      expect.arrayContaining(['acc-aviaten', 'acc-aviat-nord', 'acc-aviat-sued']),
    );
    const [open] = await query<{ gross: string }>(
      t,
      `SELECT COALESCE(sum(gross_amount), 0)::text AS gross FROM orders WHERE seller_account_id = 'acc-suedoel'
          AND buyer_account_id IN ('acc-aviaten', 'acc-aviat-nord', 'acc-aviat-sued') AND status NOT IN ('COMPLETE', 'CANCELLED')`,
    );
    expect(Number(v.group!.openOrders)).toBeCloseTo(Number(open!.gross), 2);
    // The Aviat reads its own line too; an Aviat is never another buyer's.
    expect((await send('child', 'GET', `/api/relationships/rel-6/credit`)).statusCode).toBe(200);
    expect((await send('child', 'GET', `/api/relationships/rel-1/credit`)).statusCode).toBe(404);
  });
});

describe('[B11] single seller mode (Austrian platform)', () => {
  let at: TestApp;
  beforeAll(async () => {
    at = await createTestApp({ env: { BRAND: 'at' }, testDb: t.testDb });
  });
  afterAll(async () => at?.close());

  it('[B11] buyers do not request sellers; [B10] the seller sets purchase rights', async () => {
    const buyer = await at.login('einkauf@waerme-wien.at');
    const seller = await at.login('verkauf@donauoel.at');
    const req = await at.app.inject({
      method: 'POST',
      url: '/api/relationships',
      headers: { cookie: buyer, ...CSRF },
      payload: { sellerId: 'acc-donauoel' },
    });
    expect(req.statusCode).toBe(403);
    const sellers = await at.app.inject({ url: '/api/relationships/sellers', headers: { cookie: buyer } });
    expect(sellers.json()).toEqual([]);
    const [rel] = await query<{ version: number }>(
      t,
      `SELECT version FROM relationships WHERE id = 'rel-11'`,
    );
    const offered = await query<{ product_id: string }>(
      t,
      `SELECT DISTINCT o.product_id FROM offers o JOIN products p ON p.id = o.product_id WHERE seller_account_id = 'acc-donauoel' AND status <> 'REMOVED' AND p.type = 'fuel'`,
    );
    const res = await at.app.inject({
      method: 'PUT',
      url: '/api/relationships/rel-11/settings',
      headers: { cookie: seller, ...CSRF },
      payload: {
        version: rel!.version,
        creditLimitMode: 'NONE',
        creditLimit: null,
        paymentDays: offered.map((o) => ({ productId: o.product_id, days: 30 })),
        terminalSelectionMode: 'ALL',
        terminalIds: [],
        productSelectionMode: 'ALL',
        productIds: [],
        additiveProductIds: [],
        purchaseRights: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ purchaseRights: false });
    await query(t, `UPDATE relationships SET purchase_rights = true WHERE id = 'rel-11'`);
  });
});

describe('[B11] creditor numbers (brand flag CREDITORS, the Austrian platform only)', () => {
  type HistoryRow = components['schemas']['OrderHistoryRow'];
  type Order = components['schemas']['Order'];

  it('[B11] without the flag a seller cannot set a creditor number (403); none is kept and orders carry none', async () => {
    const rel = await request();
    const base = await settingsOf(rel.id, { paymentDays: [{ productId: 'heizoel-el', days: 14 }] });
    const refused = await saveSettings(rel.id, { ...base, creditorNumber: 'K-4711' });
    expectContract(refused, 'updateRelationshipSettings');
    expect(refused.statusCode).toBe(403);
    const [stored] = await query<{ creditor_number: string | null }>(
      t,
      `SELECT creditor_number FROM relationships WHERE id = $1`,
      [rel.id],
    );
    expect(stored!.creditor_number).toBeNull();
    // Sending none (left out, null, empty or blank) is no change and passes.
    for (const creditorNumber of [undefined, null, '', '   ']) {
      const body = await settingsOf(rel.id, { paymentDays: [{ productId: 'heizoel-el', days: 14 }] });
      const res = await saveSettings(
        rel.id,
        creditorNumber === undefined ? body : { ...body, creditorNumber },
      );
      expectContract(res, 'updateRelationshipSettings');
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Relationship).creditorNumber).toBeNull();
    }
    // Even a number in the database does not reach an order where the brand keeps none.
    expect((await action('seller', rel.id, 'accept')).statusCode).toBe(200);
    await query(t, `UPDATE relationships SET creditor_number = 'K-1' WHERE id = $1`, [rel.id]);
    await query(t, `DELETE FROM basket_items WHERE user_id = 'u-buyer-1'`);
    const offerId = await makeOffer(t, { seller: 'acc-moselenergie' });
    const item = await addedItem(t, cookies.buyer, { offerId, quantity: 1000 });
    const placed = await placeOrder(t, cookies.buyer, { basketItemIds: [item] });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as { orders: Order[] }).orders[0]!;
    expect(order.creditor).toBeNull();
    const history = await send('seller', 'GET', `/api/orderHistory?orderId=${order.orderNumber}`);
    expect((history.json() as { orders: HistoryRow[] }).orders).toMatchObject([{ creditor: null }]);
  });

  describe('[B11] on the Austrian platform', () => {
    let at: BasketTestApp;
    let seller: string;
    let buyer: string;
    beforeAll(async () => {
      at = await startBasketApp({ BRAND: 'at' });
      seller = await at.login('verkauf@donauoel.at');
      buyer = await at.login('einkauf@waerme-wien.at');
    });
    afterAll(async () => at?.close());

    const inject = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
      at.app.inject({
        method,
        url,
        headers: { cookie, ...CSRF },
        ...(payload === undefined ? {} : { payload }),
      });

    /** Rel-11 (Wärme Wien at Donauöl) with every product and terminal, and this creditor number. */
    async function setCreditor(creditorNumber: string | null | undefined) {
      const [rel] = await query<{ version: number }>(
        at,
        `SELECT version FROM relationships WHERE id = 'rel-11'`,
      );
      const offered = await query<{ product_id: string }>(
        at,
        `SELECT DISTINCT o.product_id FROM offers o JOIN products p ON p.id = o.product_id
          WHERE seller_account_id = 'acc-donauoel' AND status <> 'REMOVED' AND p.type = 'fuel'`,
      );
      const res = await inject(seller, 'PUT', '/api/relationships/rel-11/settings', {
        version: rel!.version,
        creditLimitMode: 'NONE',
        creditLimit: null,
        paymentDays: offered.map((o) => ({ productId: o.product_id, days: 30 })),
        terminalSelectionMode: 'ALL',
        terminalIds: [],
        productSelectionMode: 'ALL',
        productIds: [],
        additiveProductIds: [],
        purchaseRights: true,
        ...(creditorNumber === undefined ? {} : { creditorNumber }),
      });
      expectContract(res, 'updateRelationshipSettings');
      return res;
    }

    async function order(offerId: string): Promise<Order> {
      const item = await addedItem(at, buyer, { offerId, quantity: 1000 });
      const res = await placeOrder(at, buyer, { basketItemIds: [item] });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { orders: Order[] }).orders[0]!;
    }

    async function historyRow(cookie: string, orderNumber: string): Promise<HistoryRow> {
      const res = await inject(cookie, 'GET', `/api/orderHistory?orderId=${orderNumber}`);
      expectContract(res, 'getOrderHistory');
      const rows = (res.json() as { orders: HistoryRow[] }).orders;
      expect(rows).toHaveLength(1);
      return rows[0]!;
    }

    it('[B11] the seller keeps a trimmed creditor number per buyer; a malformed one is refused at /creditorNumber', async () => {
      const saved = await setCreditor('  K-4711/A.1 ');
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as Relationship).creditorNumber).toBe('K-4711/A.1');
      // The relationship lists of both sides carry it.
      const list = await inject(seller, 'GET', '/api/relationships/buyer');
      expectContract(list, 'listRelationships');
      expect((list.json() as Relationship[]).find((r) => r.id === 'rel-11')).toMatchObject({
        creditorNumber: 'K-4711/A.1',
      });

      for (const bad of ['K 4711', 'K_4711', 'Ö-1', 'x'.repeat(31)]) {
        const res = await setCreditor(bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toMatchObject({ errors: [expect.objectContaining({ path: '/creditorNumber' })] });
      }
      expect((await setCreditor('x'.repeat(30))).json()).toMatchObject({ creditorNumber: 'x'.repeat(30) });
      // Left out, it stays; empty, it is gone.
      expect((await setCreditor(undefined)).json()).toMatchObject({ creditorNumber: 'x'.repeat(30) });
      expect((await setCreditor(' ')).json()).toMatchObject({ creditorNumber: null });
      expect((await setCreditor(null)).json()).toMatchObject({ creditorNumber: null });
    });

    it('[B11] each order keeps the creditor number its relationship had when placed; history and export show it', async () => {
      expect((await setCreditor('K-4711')).statusCode).toBe(200);
      await query(at, `DELETE FROM basket_items`);
      const offerId = await makeOffer(at, { seller: 'acc-donauoel', terminal: 'tm-wien' });
      const first = await order(offerId);
      expect(first.creditor).toBe('K-4711');
      expect(await historyRow(seller, first.orderNumber)).toMatchObject({ creditor: 'K-4711' });
      expect(await historyRow(buyer, first.orderNumber)).toMatchObject({ creditor: 'K-4711' });

      // A new number applies to new orders only; without one, new orders carry none.
      expect((await setCreditor('K-9')).statusCode).toBe(200);
      const second = await order(offerId);
      expect(await historyRow(seller, second.orderNumber)).toMatchObject({ creditor: 'K-9' });
      expect(await historyRow(seller, first.orderNumber)).toMatchObject({ creditor: 'K-4711' });
      expect((await setCreditor('')).statusCode).toBe(200);
      const third = await order(offerId);
      expect(await historyRow(seller, third.orderNumber)).toMatchObject({ creditor: null });
      expect(await historyRow(seller, first.orderNumber)).toMatchObject({ creditor: 'K-4711' });
      const detail = await inject(seller, 'GET', `/api/orders/${first.id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({ creditor: 'K-4711' });

      // The export's last column is "Kreditor".
      const csv = await inject(seller, 'GET', '/api/orderHistory/export');
      expect(csv.statusCode, csv.body).toBe(200);
      const [header, ...lines] = csv.body
        .slice(1)
        .split('\r\n')
        .filter((l) => l !== '')
        .map((l) => l.split(';'));
      expect(header!.at(-1)).toBe('Kreditor');
      const cell = (number: string) => lines.find((l) => l[0] === number)?.at(-1);
      expect(cell(first.orderNumber)).toBe('K-4711');
      expect(cell(second.orderNumber)).toBe('K-9');
      expect(cell(third.orderNumber)).toBe('');
    });
  });
});
