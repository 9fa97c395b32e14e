/**
 * A seller's own fuel offers: GET/POST /api/seller/offers, PUT/DELETE /api/seller/offers/{offerId}
 * (rules V7, V12). Runs on the demo data (acc-suedoel sells at Karlsruhe, Hamburg and Ingolstadt); a second
 * user of the seller's account is added for the concurrent edits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { components } from '@fuelmarket/api-client';
import {
  dateHorizonErrors,
  fuelOfferErrors,
  type FuelOfferInput,
} from '../src/features/offers/sellerOffers.js';
import { CSRF, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { editableOf, fixedFuelOffer } from './helpers/fuelOffers.js';

type FuelOffer = components['schemas']['FuelOffer'];

let t: TestApp;
const cookies: Record<string, string> = {};
const COLLEAGUE = 'disposition@suedoel.de';

const fixed = fixedFuelOffer;

const { fixedPrice: _fixedPrice, ...withoutPrice } = fixed;
const live: FuelOfferInput = {
  ...withoutPrice,
  productId: 'diesel-b7',
  terminalId: 'tm-karlsruhe',
  pricingType: 'API',
  // The default platform has no month choice: its live offers quote M00 [B15].
  futureMonth: 'M00',
  fxRate: '1.0832',
  surcharge: '45.0000',
  surchargeUnit: 'USD/METRIC_TONNE',
  minPrice: '118.0000',
  maxPriceFall: '3.5000',
  collectionPeriod: { type: 'CUSTOM', startDate: '2026-11-24', endDate: '2026-12-10' },
};

function call(
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...CSRF, cookie: cookies[who]! },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function create(input: FuelOfferInput, who: string = demo.seller): Promise<FuelOffer> {
  const res = await call(who, 'POST', '/api/seller/offers', input);
  expect(res.statusCode, res.body).toBe(201);
  expectContract(res, 'createFuelOffer');
  return res.json<FuelOffer>();
}

/** The field errors of a refused offer as `path message` lines. */
function fieldErrors(res: LightMyRequestResponse): string[] {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ code: string; errors: { path: string; message: string }[] }>();
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.errors.map((e) => `${e.path} ${e.message}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.testDb.db.query(
    `INSERT INTO users (id, account_id, username, email, first_name, last_name, password_hash, roles)
     SELECT 'u-seller-1b', account_id, $1, $1, 'Lena', 'Kurz', password_hash, roles
       FROM users WHERE id = 'u-seller-1'`,
    [COLLEAGUE],
  );
  for (const who of [demo.seller, demo.seller2, demo.buyer, COLLEAGUE]) cookies[who] = await t.login(who);
});
afterAll(() => t?.close());

describe('a seller manages fuel offers', () => {
  it('creates fixed and live offers, ACTIVE with the whole volume available, and lists them newest first', async () => {
    const a = await create(fixed);
    expect(a).toMatchObject({
      ...fixed,
      version: 1,
      availableVolume: 500_000,
      seller: { id: 'acc-suedoel' },
      product: { id: 'heizoel-el', name: expect.any(String) },
      terminal: { id: 'tm-hamburg', name: expect.any(String) },
    });
    t.clock.advance(1_000);
    const b = await create(live);
    expect(b).toMatchObject({ ...live, fxRate: '1.083200', availableVolume: 500_000 });
    expect(b).not.toHaveProperty('fixedPrice');

    const res = await call(demo.seller, 'GET', '/api/seller/offers');
    expect(res.statusCode).toBe(200);
    expectContract(res, 'listFuelOffers');
    const ids = res.json<FuelOffer[]>().map((o) => o.id);
    expect(ids.slice(0, 2)).toEqual([b.id, a.id]);
    // The demo offers of the account are there too, and no other seller's.
    expect(res.json<FuelOffer[]>().every((o) => o.seller.id === 'acc-suedoel')).toBe(true);
    expect(ids.length).toBeGreaterThan(2);
  });

  it('[V7] refuses an offer without the fields its price type needs, naming each field', async () => {
    expect(fieldErrors(await call(demo.seller, 'POST', '/api/seller/offers', withoutPrice))).toEqual([
      '/fixedPrice required',
    ]);
    const {
      futureMonth: _month,
      fxRate: _fx,
      surcharge: _surcharge,
      surchargeUnit: _unit,
      ...noLiveInputs
    } = live;
    expect(fieldErrors(await call(demo.seller, 'POST', '/api/seller/offers', noLiveInputs))).toEqual([
      '/futureMonth required',
      '/fxRate required',
      '/surcharge required',
      '/surchargeUnit required',
    ]);
    // Everything the contract itself requires (product, terminal, volumes, dates, times, period).
    const res = await call(demo.seller, 'POST', '/api/seller/offers', { pricingType: 'FIXED' });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/productId',
        '/terminalId',
        '/totalVolume',
        '/minimumOrderQuantity',
        '/maximumOrderQuantity',
        '/availabilityStartDate',
        '/availabilityEndDate',
        '/dailyStartTime',
        '/dailyEndTime',
        '/collectionPeriod',
      ]),
    );
  });

  it('[V7] refuses a surcharge unit other than USD/mt or EUR/lt', async () => {
    const res = await call(demo.seller, 'POST', '/api/seller/offers', {
      ...live,
      surchargeUnit: 'EUR/TONNE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain('/surchargeUnit');
    for (const surchargeUnit of ['USD/METRIC_TONNE', 'EUR/LITRE'] as const) {
      expect((await create({ ...live, surchargeUnit })).surchargeUnit).toBe(surchargeUnit);
    }
  });

  it('[V7] refuses volumes, prices, dates, times and periods that do not fit together', async () => {
    const res = await call(demo.seller, 'POST', '/api/seller/offers', {
      ...fixed,
      totalVolume: 20_000,
      minimumOrderQuantity: 10_000,
      maximumOrderQuantity: 30_000,
      fixedPrice: '0.0000',
      availabilityEndDate: '2026-11-22',
      dailyEndTime: '07:00',
      collectionPeriod: { type: 'CUSTOM', startDate: '2026-12-10', endDate: '2026-11-24' },
    });
    expect(fieldErrors(res)).toEqual([
      '/maximumOrderQuantity above_total_volume',
      '/fixedPrice positive_required',
      '/availabilityEndDate before_start',
      '/dailyEndTime before_start',
      '/collectionPeriod/endDate before_start',
    ]);
    expect(
      fieldErrors(
        await call(demo.seller, 'POST', '/api/seller/offers', {
          ...fixed,
          minimumOrderQuantity: 40_000,
          collectionPeriod: { type: 'CUSTOM', startDate: null, endDate: null },
        }),
      ),
    ).toEqual([
      '/maximumOrderQuantity below_minimum',
      '/collectionPeriod/startDate required',
      '/collectionPeriod/endDate required',
    ]);
  });

  it('refuses dates far outside the trading horizon, such as a two-digit year stored as 0026', async () => {
    const res = await call(demo.seller, 'POST', '/api/seller/offers', {
      ...fixed,
      availabilityStartDate: '0026-12-01',
      availabilityEndDate: '0026-12-31',
    });
    expect(fieldErrors(res)).toEqual([
      '/availabilityStartDate outside_trading_horizon',
      '/availabilityEndDate outside_trading_horizon',
    ]);
    expectContract(res, 'createFuelOffer');
    expect(
      fieldErrors(
        await call(demo.seller, 'POST', '/api/seller/offers', {
          ...fixed,
          availabilityStartDate: '1926-12-01',
          availabilityEndDate: '2226-12-31',
          collectionPeriod: { type: 'CUSTOM', startDate: '0026-12-01', endDate: '2026-12-31' },
        }),
      ),
    ).toEqual([
      '/availabilityStartDate outside_trading_horizon',
      '/availabilityEndDate outside_trading_horizon',
      '/collectionPeriod/startDate outside_trading_horizon',
    ]);
    const listed = (await call(demo.seller, 'GET', '/api/seller/offers')).json<FuelOffer[]>();
    expect(listed.filter((o) => o.availabilityStartDate < '2000-01-01')).toEqual([]);
  });

  it('an edit may keep a date the offer has, however old, but not move a date outside the horizon', async () => {
    const offer = await create(fixed);
    await t.testDb.db.query(`UPDATE offers SET available_from = '2019-01-01' WHERE id = $1`, [offer.id]);
    const kept = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
      ...fixed,
      availabilityStartDate: '2019-01-01',
      version: 1,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(
      fieldErrors(
        await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
          ...fixed,
          availabilityStartDate: '2019-01-01',
          availabilityEndDate: '0026-12-31',
          version: 2,
        }),
      ),
    ).toEqual(['/availabilityEndDate before_start', '/availabilityEndDate outside_trading_horizon']);
  });

  it('[V7] refuses an unknown product, an additive, and a terminal of another platform', async () => {
    expect(
      fieldErrors(
        await call(demo.seller, 'POST', '/api/seller/offers', {
          ...fixed,
          productId: 'add-fliessverbesserer',
          terminalId: 'tm-zuerich',
        }),
      ),
    ).toEqual(['/productId unknown_product', '/terminalId unknown_terminal']);
  });

  it('refuses prices that would not be stored exactly and the disabled TRACKING price type', async () => {
    expect(
      fieldErrors(
        await call(demo.seller, 'POST', '/api/seller/offers', {
          ...live,
          pricingType: 'TRACKING',
          minPrice: '-1',
        }),
      ),
    ).toEqual(['/pricingType price_type_disabled', '/minPrice not_negative']);
    expect(
      fieldErrors(
        await call(demo.seller, 'POST', '/api/seller/offers', { ...fixed, fixedPrice: '92.12345' }),
      ),
    ).toEqual(['/fixedPrice at_most_8_digits_4_decimals']);
    expect(
      fieldErrors(
        await call(demo.seller, 'POST', '/api/seller/offers', { ...fixed, fixedPrice: '123456789' }),
      ),
    ).toEqual(['/fixedPrice at_most_8_digits_4_decimals']);
  });

  it('edits an offer: new version, and the available volume follows the total', async () => {
    const offer = await create(fixed);
    await t.testDb.db.query(`UPDATE offers SET available_volume = available_volume - 100000 WHERE id = $1`, [
      offer.id,
    ]);
    const res = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
      ...fixed,
      version: 1,
      totalVolume: 450_000,
      fixedPrice: '91.9500',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract(res, 'updateFuelOffer');
    expect(res.json<FuelOffer>()).toMatchObject({
      version: 2,
      totalVolume: 450_000,
      availableVolume: 350_000,
      fixedPrice: '91.9500',
    });
    // The total cannot fall below the 100,000 l ordered already.
    expect(
      fieldErrors(
        await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
          ...fixed,
          version: 2,
          totalVolume: 99_999,
          maximumOrderQuantity: 36_000,
        }),
      ),
    ).toEqual(['/totalVolume below_ordered_volume']);
  });

  it('switching an offer from live to fixed drops its live inputs', async () => {
    const offer = await create(live);
    const res = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
      ...live,
      pricingType: 'FIXED',
      fixedPrice: '120.0000',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<FuelOffer>();
    expect(saved.pricingType).toBe('FIXED');
    for (const field of ['futureMonth', 'fxRate', 'surcharge', 'surchargeUnit']) {
      expect(saved).not.toHaveProperty(field);
    }
  });

  it('[V12] an edit based on a version another user of the account saved meanwhile is a conflict, and the overwrite succeeds with the current version', async () => {
    const offer = await create(fixed);
    const colleague = await call(COLLEAGUE, 'PUT', `/api/seller/offers/${offer.id}`, {
      ...fixed,
      version: 1,
      fixedPrice: '93.0000',
    });
    expect(colleague.statusCode, colleague.body).toBe(200);

    const stale = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
      ...fixed,
      version: 1,
      fixedPrice: '90.0000',
    });
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'updateFuelOffer');
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    // Nothing of the stale edit was saved.
    const listed = (await call(demo.seller, 'GET', '/api/seller/offers')).json<FuelOffer[]>();
    expect(listed.find((o) => o.id === offer.id)).toMatchObject({ version: 2, fixedPrice: '93.0000' });

    // The user chose to overwrite: the same edit with the version now current.
    const overwrite = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
      ...fixed,
      version: 2,
      fixedPrice: '90.0000',
    });
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json<FuelOffer>()).toMatchObject({ version: 3, fixedPrice: '90.0000' });
  });

  it('[V12] deleting needs the current version; a deleted offer leaves the list and cannot be edited', async () => {
    const offer = await create(fixed);
    const stale = await call(demo.seller, 'DELETE', `/api/seller/offers/${offer.id}?version=2`);
    expect(stale.statusCode).toBe(409);
    expectContract(stale, 'deleteFuelOffer');
    const res = await call(demo.seller, 'DELETE', `/api/seller/offers/${offer.id}?version=1`);
    expect(res.statusCode).toBe(204);
    expectContract(res, 'deleteFuelOffer');
    const listed = (await call(demo.seller, 'GET', '/api/seller/offers')).json<FuelOffer[]>();
    expect(listed.map((o) => o.id)).not.toContain(offer.id);
    const { rows } = await t.testDb.db.query<{ status: string }>(`SELECT status FROM offers WHERE id = $1`, [
      offer.id,
    ]);
    expect(rows[0]?.status).toBe('REMOVED');
    const edit = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, { ...fixed, version: 2 });
    expect(edit.statusCode).toBe(404);
  });

  it('another seller neither sees nor changes the offer; buyers are refused', async () => {
    const offer = await create(fixed);
    const others = (await call(demo.seller2, 'GET', '/api/seller/offers')).json<FuelOffer[]>();
    expect(others.map((o) => o.id)).not.toContain(offer.id);
    for (const res of [
      await call(demo.seller2, 'PUT', `/api/seller/offers/${offer.id}`, { ...fixed, version: 1 }),
      await call(demo.seller2, 'DELETE', `/api/seller/offers/${offer.id}?version=1`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await call(demo.buyer, 'GET', '/api/seller/offers')).statusCode).toBe(403);
    expect((await call(demo.buyer, 'POST', '/api/seller/offers', fixed)).statusCode).toBe(403);
  });
});

describe('fuelOfferErrors', () => {
  it('[V7] accepts the complete fixed and live offers of the contract examples', () => {
    expect(fuelOfferErrors(fixed)).toEqual([]);
    expect(fuelOfferErrors(live)).toEqual([]);
  });

  it('[V7] a standard collection period carries no dates', () => {
    expect(
      fuelOfferErrors({
        ...fixed,
        collectionPeriod: { type: 'STANDARD', startDate: '2026-11-24', endDate: null },
      }),
    ).toEqual([{ path: '/collectionPeriod/type', code: 'custom_required' }]);
  });
});

describe('dateHorizonErrors', () => {
  const now = new Date('2026-12-02T10:00:00Z');
  const dated = (start: string, end: string): FuelOfferInput => ({
    ...fixed,
    availabilityStartDate: start,
    availabilityEndDate: end,
  });

  it('accepts dates up to two years before or after today and refuses the day beyond', () => {
    expect(dateHorizonErrors(dated('2024-12-02', '2028-12-02'), now)).toEqual([]);
    expect(dateHorizonErrors(dated('2024-12-01', '2028-12-03'), now)).toEqual([
      { path: '/availabilityStartDate', code: 'outside_trading_horizon' },
      { path: '/availabilityEndDate', code: 'outside_trading_horizon' },
    ]);
  });

  it("lets an edit keep the date a field has, but not take another field's old date", () => {
    const kept = { '/availabilityStartDate': '2019-01-01', '/availabilityEndDate': '2026-12-31' };
    expect(dateHorizonErrors(dated('2019-01-01', '2026-12-31'), now, kept)).toEqual([]);
    expect(dateHorizonErrors(dated('2026-12-01', '2019-01-01'), now, kept)).toEqual([
      { path: '/availabilityEndDate', code: 'outside_trading_horizon' },
    ]);
  });
});

describe('[B15] the ICE future month is a choice on the Swiss platform only', () => {
  it('[B15] the default platform refuses a month other than M00 for a new live offer, at /futureMonth', async () => {
    for (const month of ['M01', 'M06'] as const) {
      const res = await call(demo.seller, 'POST', '/api/seller/offers', { ...live, futureMonth: month });
      expect(fieldErrors(res)).toEqual(['/futureMonth month_not_offered']);
    }
    expect((await create(live)).futureMonth).toBe('M00');
  });

  it('[B15] an edit keeps the month the offer has (an expiry rule may have moved it), and no other', async () => {
    const offer = await create(live);
    await t.testDb.db.query(`UPDATE offers SET future_month = 'M02' WHERE id = $1`, [offer.id]);
    const input = editableOf(offer);
    const kept = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
      ...input,
      version: offer.version,
      futureMonth: 'M02',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
      ...input,
      version: kept.json<FuelOffer>().version,
      futureMonth: 'M03',
    });
    expect(fieldErrors(moved)).toEqual(['/futureMonth month_not_offered']);
  });

  it('[B15] the Swiss platform’s sellers choose any month M00-M06', async () => {
    const swiss = await createTestApp({ env: { BRAND: 'ch' } });
    try {
      const cookie = await swiss.login('verkauf@alpenbrennstoff.ch');
      const res = await swiss.app.inject({
        method: 'POST',
        url: '/api/seller/offers',
        headers: { ...CSRF, cookie },
        payload: { ...live, terminalId: 'tm-basel', futureMonth: 'M04' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<FuelOffer>().futureMonth).toBe('M04');
    } finally {
      await swiss.close();
    }
  });
});
