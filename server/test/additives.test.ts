/**
 * The additives marketplace: GET /api/v2/offers/additives, PUT /api/offer/additive/edit,
 * POST /api/offer/additive, and the empty-barrel returns (/api/empty-barrels).
 * The seeded offers are removed; the tests work on offers they insert themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CSRF, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';

let t: TestApp;
const cookies: Record<string, string> = {};
const db = () => t.testDb.db;

const base = new Date();
base.setUTCHours(9, 0, 0, 0);
const isoDate = (days: number) => new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);

interface AdditiveFixture {
  seller: string;
  product: string;
  price: string;
  unit: number;
  label: string;
  available: number;
  min: number;
  max: number;
  status: 'ACTIVE' | 'PAUSED' | 'REMOVED';
  buyerIds: string[];
  from: string;
  to: string;
  created: string;
}

let createdSeq = 0;
async function insertAdditive(id: string, over: Partial<AdditiveFixture> = {}): Promise<void> {
  const o: AdditiveFixture = {
    seller: 'acc-suedoel',
    product: 'add-fliessverbesserer',
    price: '3.4500',
    unit: 200,
    label: 'Fass 200 l',
    available: 8_000,
    min: 200,
    max: 5_000,
    status: 'ACTIVE',
    buyerIds: [],
    from: isoDate(-7),
    to: isoDate(90),
    created: new Date(base.getTime() - 3600_000 + createdSeq++ * 1000).toISOString(),
    ...over,
  };
  await db().query(
    `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, total_volume,
       available_volume, min_order_volume, max_order_volume, available_from, available_to, status,
       purchase_unit_litres, purchase_unit_label, buyer_ids, created_at)
     VALUES ($1, $2, $3, NULL, 'FIXED', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      id,
      o.seller,
      o.product,
      o.price,
      Math.max(o.available, 1),
      o.available,
      o.min,
      o.max,
      o.from,
      o.to,
      o.status,
      o.unit,
      o.label,
      o.buyerIds,
      o.created,
    ],
  );
}

type AdditiveBody = {
  offers: (Record<string, unknown> & { id: string; status_type_id: string })[];
  filterOptions: {
    products: { id: string; name: string }[];
    buyers: { id: string; name: string }[];
    purchaseUnits: { label: string; value: number }[];
    offerAvailability: { min: number; max: number };
  };
  metadata: { pageCount: number; pageLimit: number; pageNumber: number; total: number };
};

async function list(who: string, query = ''): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    url: `/api/v2/offers/additives${query ? `?${query}` : ''}`,
    headers: { cookie: cookies[who]! },
  });
  expectContract(res, 'getAdditiveOffers');
  return res;
}
async function body(who: string, query = ''): Promise<AdditiveBody> {
  const res = await list(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdditiveBody;
}
const ids = async (who: string, query = '') => (await body(who, query)).offers.map((o) => o.id).sort();

async function edit(who: string, payload: unknown): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/offer/additive/edit',
    headers: { cookie: cookies[who]!, ...CSRF },
    payload: payload as Record<string, unknown>,
  });
  expectContract(res, 'editAdditiveOfferStatus');
  return res;
}
async function create(who: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/offer/additive',
    headers: { cookie: cookies[who]!, ...CSRF },
    payload,
  });
  expectContract(res, 'createAdditiveOffer');
  return res;
}

async function withChange(change: string, undo: string, fn: () => Promise<void>): Promise<void> {
  await db().query(change);
  try {
    await fn();
  } finally {
    await db().query(undo);
  }
}

const FV = 'ao-fv'; // Südöl, Fließverbesserer, barrels, for every additives buyer
const ADBLUE = 'ao-adblue'; // Südöl, AdBlue, IBCs
const PAUSED = 'ao-paused'; // Südöl, paused
const NORD_ONLY = 'ao-nord-only'; // Südöl, released for acc-aviat-nord only
const STABIL = 'ao-stabil'; // Rheintank (no additives with acc-nordheiz)

beforeAll(async () => {
  t = await createTestApp();
  t.clock.t = base.getTime();
  for (const k of ['buyer', 'seller', 'seller2', 'parent', 'child', 'admin'] as const) {
    cookies[k] = await t.login(demo[k]);
  }
  cookies.noAdditives = await t.login('disposition@aviat-sued.de');
  // The seeded offers leave the sellers' lists too (REMOVED is deletion).
  await db().query(`UPDATE offers SET status = 'REMOVED'`);
  await insertAdditive(FV, { available: 8_100, min: 300, max: 5_000 });
  await insertAdditive(ADBLUE, {
    product: 'add-adblue',
    price: '0.69',
    unit: 1000,
    label: 'IBC 1000 l',
    available: 24_000,
    min: 1000,
    max: 10_000,
  });
  await insertAdditive(PAUSED, { status: 'PAUSED', price: '3.1000' });
  await insertAdditive(NORD_ONLY, { buyerIds: ['acc-aviat-nord'], price: '3.2000' });
  await insertAdditive(STABIL, { seller: 'acc-rheintank', product: 'add-heizoel-stabil', price: '4.1000' });
});

afterAll(async () => t?.close());

describe('GET /api/v2/offers/additives for buyers', () => {
  it('needs a session, an additives account and no admin', async () => {
    const anon = await t.app.inject({ url: '/api/v2/offers/additives' });
    expect(anon.statusCode).toBe(401);
    for (const who of ['noAdditives', 'admin']) {
      const res = await list(who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('[E3] shows the active offers of additives-enabled sellers for the relationship’s additive products', async () => {
    expect(await ids('buyer')).toEqual([ADBLUE, FV].sort());
    const rel = `buyer_account_id = 'acc-nordheiz' AND seller_account_id = 'acc-suedoel'`;
    const restore = `UPDATE relationships SET additives_enabled = true, seller_status = 'ENABLED', buyer_status = 'ENABLED',
      additive_product_ids = '{add-fliessverbesserer,add-adblue}' WHERE ${rel}`;
    for (const change of [
      'additives_enabled = false',
      `seller_status = 'NEW'`,
      `seller_status = 'DISABLED'`,
      `buyer_status = 'NEW'`,
      `buyer_status = 'DISABLED'`,
    ]) {
      await withChange(`UPDATE relationships SET ${change} WHERE ${rel}`, restore, async () => {
        expect(await ids('buyer'), change).toEqual([]);
      });
    }
    await withChange(
      `UPDATE relationships SET additive_product_ids = '{add-adblue}' WHERE ${rel}`,
      restore,
      async () => expect(await ids('buyer')).toEqual([ADBLUE]),
    );
    // Additives switched on for Rheintank bring its offer for the listed products.
    const rheintank = `buyer_account_id = 'acc-nordheiz' AND seller_account_id = 'acc-rheintank'`;
    await withChange(
      `UPDATE relationships SET additives_enabled = true, additive_product_ids = '{add-heizoel-stabil}' WHERE ${rheintank}`,
      `UPDATE relationships SET additives_enabled = false, additive_product_ids = '{}' WHERE ${rheintank}`,
      async () => expect(await ids('buyer')).toEqual([ADBLUE, FV, STABIL].sort()),
    );
  });

  it('shows an offer released for certain buyers to those buyers only', async () => {
    expect(await ids('buyer')).not.toContain(NORD_ONLY);
    expect(await ids('child')).toEqual([ADBLUE, FV, NORD_ONLY].sort());
  });

  it('[S6] [V11] prices an Aviat’s offers with its adjustment per litre and withholds those at zero or below', async () => {
    const settings = `sub_account_settings WHERE account_id = 'acc-aviat-nord'`;
    const [{ price_adjustment: before }] = (
      await db().query<{ price_adjustment: string }>(
        `SELECT price_adjustment::text AS price_adjustment FROM ${settings}`,
      )
    ).rows as [{ price_adjustment: string }];
    await withChange(
      `UPDATE ${settings.replace(' WHERE', ' SET price_adjustment = -0.69 WHERE')}`,
      `UPDATE ${settings.replace(' WHERE', ` SET price_adjustment = ${before} WHERE`)}`,
      async () => {
        for (const [who, query] of [
          ['child', ''],
          ['parent', 'buyerIds=acc-aviat-nord'],
        ] as const) {
          const res = await body(who, query);
          const prices = Object.fromEntries(res.offers.map((o) => [o.id, o.price]));
          // AdBlue at 0.69 €/l would cost nothing: not offered, nor its product in the filter.
          expect(prices, who).toEqual({ [FV]: '2.7600', [NORD_ONLY]: '2.5100' });
          expect(
            res.filterOptions.products.map((p) => p.id),
            who,
          ).toEqual(['add-fliessverbesserer']);
          expect(res.metadata.total, who).toBe(2);
        }
        // Another buyer pays the seller's price.
        const buyer = await body('buyer');
        expect(buyer.offers.find((o) => o.id === ADBLUE)?.price).toBe('0.6900');
      },
    );
  });

  it('hides offers outside their dates and those without a purchase unit available', async () => {
    await insertAdditive('ao-ended', { to: isoDate(-1) });
    await insertAdditive('ao-later', { from: isoDate(1) });
    await insertAdditive('ao-short', { available: 150 });
    try {
      expect(await ids('buyer')).toEqual([ADBLUE, FV].sort());
    } finally {
      await db().query(`DELETE FROM offers WHERE id IN ('ao-ended', 'ao-later', 'ao-short')`);
    }
  });

  it('[V8] [E2] counts quantities in whole purchase units, capped by the available volume', async () => {
    const res = await body('buyer');
    const fv = res.offers.find((o) => o.id === FV)!;
    expect(fv).toMatchObject({
      status_type_id: 'ACTIVE',
      seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
      product: { id: 'add-fliessverbesserer' },
      purchaseUnit: { label: 'Fass 200 l', value: 200 },
      unitCode: 'lt',
      price: '3.4500',
      priceUnit: 'EUR/LITRE',
      currency: 'EUR',
      vat: '19.00',
      selectedQuantity: 0,
      minimumOrderQuantity: 2, // 300 l -> 2 barrels
      maximumOrderQuantity: 25, // 5000 l
      offerAvailability: 8100,
    });
    expect(fv).not.toHaveProperty('buyerIds');
    await withChange(
      `UPDATE offers SET available_volume = 1100 WHERE id = '${FV}'`,
      `UPDATE offers SET available_volume = 8100 WHERE id = '${FV}'`,
      async () => {
        const capped = (await body('buyer')).offers.find((o) => o.id === FV)!;
        expect(capped.maximumOrderQuantity).toBe(5); // 1100 l available -> 5 barrels
      },
    );
  });

  it('filters by product, purchase unit and availability; pages; sorts', async () => {
    expect(await ids('buyer', 'productIds=add-adblue')).toEqual([ADBLUE]);
    expect(await ids('buyer', 'purchaseUnitList=200')).toEqual([FV]);
    expect(await ids('buyer', 'purchaseUnitList=200&purchaseUnitList=1000')).toEqual([ADBLUE, FV].sort());
    expect(await ids('buyer', 'minOfferAvailability=10000')).toEqual([ADBLUE]);
    expect(await ids('buyer', 'maxOfferAvailability=8100')).toEqual([FV]);
    expect(await ids('buyer', 'minOfferAvailability=9000&maxOfferAvailability=9999')).toEqual([]);
    const asc = await body('buyer', 'sortBy=price&sortType=asc');
    expect(asc.offers.map((o) => o.id)).toEqual([ADBLUE, FV]);
    expect((await body('buyer', 'sortBy=price&sortType=desc')).offers.map((o) => o.id)).toEqual([FV, ADBLUE]);
    expect(asc.metadata).toEqual({ pageCount: 1, pageLimit: 1000, pageNumber: 1, total: 2 });
    const p2 = await body('buyer', 'sortBy=price&sortType=asc&pageLimit=1&pageNumber=2');
    expect(p2.offers.map((o) => o.id)).toEqual([FV]);
    expect(p2.metadata).toEqual({ pageCount: 2, pageLimit: 1, pageNumber: 2, total: 2 });
    for (const q of ['sortBy=colour', 'pageLimit=1001', 'minOfferAvailability=-1']) {
      const res = await list('buyer', q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('filters by purchase units larger than any unit there is (nothing matches)', async () => {
    expect(await ids('seller', 'purchaseUnitList=778188878205')).toEqual([]);
  });

  it('offers the filter choices of every visible offer', async () => {
    const res = await body('buyer', 'productIds=add-adblue');
    expect(res.filterOptions).toEqual({
      products: [
        { id: 'add-adblue', name: 'AdBlue' },
        { id: 'add-fliessverbesserer', name: 'Fließverbesserer FV 300' },
      ],
      buyers: [{ id: 'acc-nordheiz', name: expect.any(String) }],
      purchaseUnits: [
        { label: 'Fass 200 l', value: 200 },
        { label: 'IBC 1000 l', value: 1000 },
      ],
      offerAvailability: { min: 8100, max: 24000 },
    });
  });

  it('[P1] lets a parent shareholder ask for its child accounts, nobody else', async () => {
    const res = await body('parent', 'buyerIds=acc-aviat-nord');
    expect(res.offers.map((o) => o.id).sort()).toEqual([ADBLUE, FV, NORD_ONLY].sort());
    expect(res.filterOptions.buyers.map((b) => b.id)).toEqual(['acc-aviat-nord']);
    for (const [who, q] of [
      ['parent', 'buyerIds=acc-nordheiz'],
      ['buyer', 'buyerIds=acc-aviat-nord'],
    ] as const) {
      const denied = await list(who, q);
      expect(denied.statusCode, `${who} ${q}`).toBe(403);
    }
  });
});

describe('GET /api/v2/offers/additives for sellers', () => {
  it('shows the seller’s own offers, active and paused, with the buyers they are released for', async () => {
    const res = await body('seller');
    expect(res.offers.map((o) => o.id).sort()).toEqual([ADBLUE, FV, NORD_ONLY, PAUSED].sort());
    expect(res.offers.find((o) => o.id === NORD_ONLY)?.buyerIds).toEqual(['acc-aviat-nord']);
    expect(res.offers.find((o) => o.id === FV)?.buyerIds).toEqual([]);
    expect(await ids('seller2')).toEqual([STABIL]);
    // The buyers filter: offers for all additives buyers count for each of them.
    expect(await ids('seller', 'buyerIds=acc-aviat-nord')).toEqual([ADBLUE, FV, NORD_ONLY, PAUSED].sort());
    expect(await ids('seller', 'buyerIds=acc-nordheiz')).toEqual([ADBLUE, FV, PAUSED].sort());
    expect(res.filterOptions.buyers.map((b) => b.id).sort()).toEqual(['acc-aviat-nord', 'acc-nordheiz']);
  });
});

describe('PUT /api/offer/additive/edit', () => {
  it('[A1] switches between ACTIVE and PAUSED; the buyer’s market follows', async () => {
    const paused = await edit('seller', { offerId: FV, status_type_id: 'PAUSED' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id: FV, status_type_id: 'PAUSED' });
    expect(await ids('buyer')).toEqual([ADBLUE]);
    const active = await edit('seller', { offerId: FV, status_type_id: 'ACTIVE' });
    expect(active.json()).toMatchObject({ id: FV, status_type_id: 'ACTIVE' });
    expect(await ids('buyer')).toEqual([ADBLUE, FV].sort());
  });

  it('[A1] removes an offer with REMOVED: gone for everyone, no further edits', async () => {
    await insertAdditive('ao-remove-me');
    const res = await edit('seller', { offerId: 'ao-remove-me', status_type_id: 'REMOVED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_type_id: 'REMOVED' });
    expect(await ids('seller')).not.toContain('ao-remove-me');
    expect(await ids('buyer')).not.toContain('ao-remove-me');
    const again = await edit('seller', { offerId: 'ao-remove-me', status_type_id: 'ACTIVE' });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another seller’s or an unknown offer, 403 for buyers, 400 for a bad status', async () => {
    for (const offerId of [STABIL, 'ao-unknown']) {
      const res = await edit('seller', { offerId, status_type_id: 'PAUSED' });
      expect(res.statusCode, offerId).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await edit('buyer', { offerId: FV, status_type_id: 'PAUSED' })).statusCode).toBe(403);
    const bad = await edit('seller', { offerId: FV, status_type_id: 'SOLD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const { rows } = await db().query<{ status: string }>(`SELECT status FROM offers WHERE id = $1`, [
      STABIL,
    ]);
    expect(rows[0]?.status).toBe('ACTIVE');
  });
});

describe('POST /api/offer/additive', () => {
  const clone = {
    status_type_id: 'PAUSED',
    productId: 'add-fliessverbesserer',
    purchaseUnit: { label: 'Fass 200 l', value: 200 },
    unitCode: 'lt',
    price: '4.85',
    minimumOrderQuantity: 1,
    maximumOrderQuantity: 20,
    offerAvailability: 8000,
    buyerIds: ['acc-nordheiz'],
  };

  it('[A1] creates a clone PAUSED; activated it reaches the buyers it is released for', async () => {
    const res = await create('seller', clone);
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json() as Record<string, unknown> & { id: string };
    expect(offer).toMatchObject({
      status_type_id: 'PAUSED',
      seller: { id: 'acc-suedoel' },
      product: { id: 'add-fliessverbesserer' },
      purchaseUnit: { label: 'Fass 200 l', value: 200 },
      price: '4.8500',
      minimumOrderQuantity: 1,
      maximumOrderQuantity: 20,
      offerAvailability: 8000,
      buyerIds: ['acc-nordheiz'],
      created: base.toISOString(),
    });
    expect(await ids('seller')).toContain(offer.id);
    expect(await ids('buyer')).not.toContain(offer.id);
    await edit('seller', { offerId: offer.id, status_type_id: 'ACTIVE' });
    expect(await ids('buyer')).toContain(offer.id);
    expect(await ids('child')).not.toContain(offer.id);
    await edit('seller', { offerId: offer.id, status_type_id: 'REMOVED' });
  });

  it('[A1] refuses any other starting status', async () => {
    const res = await create('seller', { ...clone, status_type_id: 'ACTIVE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a fuel or unknown product, unknown buyers, a zero unit, a minimum above the maximum', async () => {
    for (const [over, path] of [
      [{ productId: 'heizoel-el' }, '/productId'],
      [{ productId: 'add-nope' }, '/productId'],
      [{ buyerIds: ['acc-waerme-wien'] }, '/buyerIds'],
      [{ purchaseUnit: { label: '0 l', value: 0 } }, '/purchaseUnit/value'],
      [{ minimumOrderQuantity: 21 }, '/maximumOrderQuantity'],
      [{ price: '0' }, '/price'],
      // Values the columns cannot hold are refused, never rounded or left to fail in the database.
      [{ price: '123456789.5' }, '/price'],
      [{ price: '3.12345' }, '/price'],
      [{ purchaseUnit: { label: 'Tanklager', value: 2_000_000_000 } }, '/purchaseUnit/value'],
      [{ maximumOrderQuantity: 9_000_000_000_000 }, '/maximumOrderQuantity'],
    ] as const) {
      const res = await create('seller', { ...clone, ...over });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        path,
      ).toContain(path);
    }
    expect((await create('buyer', clone)).statusCode).toBe(403);
  });
});

describe('/api/empty-barrels', () => {
  const post = async (who: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/empty-barrels',
      headers: { cookie: cookies[who]!, ...CSRF },
      payload,
    });
    expectContract(res, 'createEmptyBarrelRequest');
    return res;
  };
  const history = async (who: string) => {
    const res = await t.app.inject({ url: '/api/empty-barrels', headers: { cookie: cookies[who]! } });
    expectContract(res, 'listEmptyBarrelRequests');
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; number: number; unit: { label: string; value: number } }[];
  };

  it('[S7] stores a request, notifies the seller and lists the last 5 requests newest first', async () => {
    expect(await history('buyer')).toEqual([]);
    const first = await post('buyer', {
      sellerId: 'acc-suedoel',
      productId: 'add-fliessverbesserer',
      unit: 200,
      number: 6,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
      product: { id: 'add-fliessverbesserer', name: 'Fließverbesserer FV 300' },
      unit: { label: 'Fass 200 l', value: 200 },
      number: 6,
      created: base.toISOString(),
    });
    const mails = await db().query<{ recipient: string; body: string }>(
      `SELECT recipient, body FROM mail_outbox WHERE subject LIKE 'Rücknahme leerer Gebinde%'`,
    );
    expect(mails.rows.map((m) => m.recipient)).toContain('verkauf@suedoel.de');
    expect(mails.rows[0]?.body).toMatch(/6 leeren Gebinden/);

    for (let i = 2; i <= 6; i++) {
      t.clock.advance(60_000);
      const res = await post('buyer', {
        sellerId: 'acc-suedoel',
        productId: 'add-adblue',
        unit: 1000,
        number: i,
      });
      expect(res.statusCode).toBe(201);
    }
    const list = await history('buyer');
    expect(list.map((r) => r.number)).toEqual([6, 5, 4, 3, 2]);
    expect(list[0]?.unit).toEqual({ label: 'IBC 1000 l', value: 1000 });
    // Another account's history is its own.
    expect(await history('child')).toEqual([]);
    expect(await history('seller')).toEqual([]);
  });

  it('refuses sellers without an additives relationship, fuels, empty units and sellers as callers', async () => {
    for (const payload of [
      { sellerId: 'acc-rheintank', productId: 'add-heizoel-stabil', unit: 200, number: 1 },
      { sellerId: 'acc-suedoel', productId: 'heizoel-el', unit: 200, number: 1 },
      { sellerId: 'acc-suedoel', productId: 'add-adblue', unit: 0, number: 1 },
      { sellerId: 'acc-suedoel', productId: 'add-adblue', unit: 200, number: 0 },
      { sellerId: 'acc-suedoel', productId: 'add-adblue', unit: 200, number: 1001 },
    ]) {
      const res = await post('buyer', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const seller = await post('seller', {
      sellerId: 'acc-suedoel',
      productId: 'add-adblue',
      unit: 200,
      number: 1,
    });
    expect(seller.statusCode).toBe(403);
  });
});
