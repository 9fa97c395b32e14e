/**
 * GET /api/orderHistory: every filter, sort and page rule against an oracle that filters and sorts the
 * demo history in plain code; who sees which orders and names; the additive history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { createTestApp, CSRF, demo, expectContract, type TestApp } from './helpers/app.js';
import { localDateTime } from './helpers/localTime.js';
import {
  HISTORY_SORT_COLUMNS,
  orderHistoryRepo,
  type HistorySortField,
} from '../src/features/orders/history.js';

type History = components['schemas']['OrderHistoryResponse'];
type Row = History['orders'][number];

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['buyer', 'seller', 'seller2', 'parent', 'child', 'admin'] as const) {
    cookies[k] = await t.login(demo[k]);
  }
});
afterAll(async () => t?.close());

const get = (who: string | null, query = '') =>
  t.app.inject({
    url: `/api/orderHistory${query ? `?${query}` : ''}`,
    headers: who ? { cookie: cookies[who]! } : {},
  });
const history = async (who: string, query = ''): Promise<History> => {
  const res = await get(who, query);
  expectContract(res, 'getOrderHistory');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as History;
};
/** Every matching order in order: all pages of 1000. */
const all = async (who: string, query = ''): Promise<Row[]> => {
  const out: Row[] = [];
  for (let page = 1; ; page++) {
    const h = await history(who, `${query}${query ? '&' : ''}pageLimit=1000&pageNumber=${page}`);
    out.push(...h.orders);
    if (page >= h.metadata.pageCount) return out;
  }
};

/** The oracle's view of an order: what the rules compare. */
interface O {
  id: string;
  number: string;
  created: number;
  status: string;
  buyer: string;
  buyerName: string;
  seller: string;
  sellerName: string;
  terminal: string | null;
  terminalName: string | null;
  product: string;
  productName: string;
  productType: string;
  address: string | null;
  price: number;
  invoice: number;
  volume: number;
  cStart: string;
  cEnd: string;
  unit: number | null;
}
const oracle = async (where: string, params: unknown[]): Promise<O[]> => {
  const r = await t.testDb.db.query<O>(
    `SELECT o.id, o.order_number AS number, extract(epoch FROM o.created_at) * 1000 AS created, o.status,
            o.buyer_account_id AS buyer, b.name AS "buyerName", o.seller_account_id AS seller,
            s.name AS "sellerName", o.terminal_id AS terminal, t.name AS "terminalName", o.product_id AS product,
            p.name AS "productName", p.type AS "productType",
            COALESCE(o.delivery_address_id, o.additive_location_id) AS address, o.price::float8 AS price,
            o.gross_amount::float8 AS invoice, o.volume::float8 AS volume,
            to_char(o.collection_start, 'YYYY-MM-DD') AS "cStart", to_char(o.collection_end, 'YYYY-MM-DD') AS "cEnd",
            o.purchase_unit_litres AS unit
       FROM orders o JOIN accounts b ON b.id = o.buyer_account_id JOIN accounts s ON s.id = o.seller_account_id
       JOIN products p ON p.id = o.product_id LEFT JOIN terminals t ON t.id = o.terminal_id
      WHERE ${where}`,
    params,
  );
  return r.rows.map((o) => ({ ...o, created: Number(o.created) }));
};
const byCreatedDesc = (a: O, b: O) => b.created - a.created || (a.id < b.id ? 1 : -1);
const ids = (rows: readonly { _id?: string; id?: string }[]) => rows.map((r) => r._id ?? r.id);

let sellerOrders: O[];
beforeAll(async () => {
  sellerOrders = (await oracle(`o.seller_account_id = $1 AND p.type = 'fuel'`, ['acc-suedoel'])).sort(
    byCreatedDesc,
  );
  expect(sellerOrders.length).toBeGreaterThan(60);
});

describe('GET /api/orderHistory: pages and defaults', () => {
  it('needs a session', async () => {
    const res = await get(null);
    expect(res.statusCode).toBe(401);
    expectContract(res, 'getOrderHistory');
  });

  it('[O1] gives 20 rows per page, newest first, with the number of all and of the pages', async () => {
    const h = await history('seller');
    expect(ids(h.orders)).toEqual(sellerOrders.slice(0, 20).map((o) => o.id));
    expect(h.metadata).toEqual({
      total: sellerOrders.length,
      pageCount: Math.ceil(sellerOrders.length / 20),
    });
  });

  it('[O1] pages on: page 2 continues where page 1 stopped; a page past the end is empty but counts', async () => {
    const p2 = await history('seller', 'pageNumber=2');
    expect(ids(p2.orders)).toEqual(sellerOrders.slice(20, 40).map((o) => o.id));
    const past = await history('seller', 'pageNumber=999');
    expect(past.orders).toEqual([]);
    expect(past.metadata.total).toBe(sellerOrders.length);
    const small = await history('seller', 'pageLimit=7&pageNumber=3');
    expect(ids(small.orders)).toEqual(sellerOrders.slice(14, 21).map((o) => o.id));
    expect(small.metadata.pageCount).toBe(Math.ceil(sellerOrders.length / 7));
  });

  it('describes each row with the fields of the history row', async () => {
    const [row] = (await history('seller', `orderId=${sellerOrders[0]!.number}`)).orders;
    const o = sellerOrders[0]!;
    expect(row).toMatchObject({
      _id: o.id,
      orderId: o.number,
      orderStatus: o.status,
      buyer: { id: o.buyer, name: o.buyerName },
      seller: { id: 'acc-suedoel', name: o.sellerName },
      product: { id: o.product, name: o.productName },
      terminal: { id: o.terminal, name: o.terminalName },
      volume: o.volume,
      collectionRange: { start: o.cStart, end: o.cEnd },
      cancelled: o.status === 'CANCELLED',
      purchaseUnit: null,
    });
    expect(Number(row!.price)).toBe(o.price);
    expect(Number(row!.invoice)).toBe(o.invoice);
    const [, sm, sd] = o.cStart.split('-');
    const [ey, em, ed] = o.cEnd.split('-');
    expect(row!.collectionTimeText).toMatch(
      new RegExp(`^${sd}\\.${sm}\\.(\\d{4})? - ${ed}\\.${em}\\.${ey}$`),
    );
    expect(row!.collectionTime).toBe((Date.parse(o.cEnd) - Date.parse(o.cStart)) / 86_400_000 + 1);
  });

  it('refuses unknown sort fields, bad numbers and page sizes with 400', async () => {
    for (const q of [
      'sortBy=colour',
      'priceMin=abc',
      'pageLimit=0',
      'pageNumber=0',
      'productType=GAS',
      'orderStatusList=LOST',
      'createdStart=0000-01-01T00:00:00Z',
      'collectionRangeEnd=not-a-date',
    ]) {
      const res = await get('seller', q);
      expect(res.statusCode, q).toBe(400);
      expectContract(res, 'getOrderHistory');
    }
  });
});

describe('GET /api/orderHistory: filters', () => {
  const o0 = () => sellerOrders[Math.floor(sellerOrders.length / 3)]!;
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  /** The first and last instant of a Berlin day (as the app sends a day: start of the first, end of the last). */
  const berlin = (date: string, time: string) =>
    ['+01:00', '+02:00']
      .map((offset) => new Date(`${date}T${time}${offset}`))
      .find((at) => localDateTime(at).date === date && localDateTime(at).time === time.slice(0, 5))!;
  const localStart = (date: string) => berlin(date, '00:00:00').toISOString();
  const localEnd = (date: string) => new Date(berlin(date, '23:59:00').getTime() + 59_999).toISOString();

  const cases: [string, () => string, (o: O) => boolean][] = [
    ['orderId', () => `orderId=${o0().number}`, (o) => o.number === o0().number],
    ['orderId as the id', () => `orderId=${o0().id}`, (o) => o.id === o0().id],
    [
      'priceMin',
      () => `priceMin=${mid(sellerOrders.map((o) => o.price))}`,
      (o) => o.price >= mid(sellerOrders.map((x) => x.price)),
    ],
    [
      'priceMax',
      () => `priceMax=${mid(sellerOrders.map((o) => o.price))}`,
      (o) => o.price <= mid(sellerOrders.map((x) => x.price)),
    ],
    ['priceMin and priceMax', () => 'priceMin=95&priceMax=105.5', (o) => o.price >= 95 && o.price <= 105.5],
    ['invoiceMin', () => 'invoiceMin=20000', (o) => o.invoice >= 20000],
    ['invoiceMax', () => 'invoiceMax=20000.00', (o) => o.invoice <= 20000],
    ['orderQuantityMin', () => 'orderQuantityMin=20000', (o) => o.volume >= 20000],
    ['orderQuantityMax', () => 'orderQuantityMax=12000', (o) => o.volume <= 12000],
    [
      'createdStart and createdEnd',
      () =>
        `createdStart=${new Date(sellerOrders[30]!.created).toISOString()}&createdEnd=${new Date(sellerOrders[10]!.created).toISOString()}`,
      (o) => o.created >= sellerOrders[30]!.created && o.created <= sellerOrders[10]!.created,
    ],
    [
      'collection range (overlapping, as local days)',
      () => `collectionRangeStart=${localStart(o0().cEnd)}&collectionRangeEnd=${localEnd(o0().cEnd)}`,
      (o) => o.cEnd >= o0().cEnd && o.cStart <= o0().cEnd,
    ],
    [
      'productList',
      () => 'productList=heizoel-el&productList=diesel-b7',
      (o) => ['heizoel-el', 'diesel-b7'].includes(o.product),
    ],
    ['terminalList', () => 'terminalList=tm-hamburg', (o) => o.terminal === 'tm-hamburg'],
    ['deliveryAddressList', () => 'deliveryAddressList=da-3', (o) => o.address === 'da-3'],
    ['buyerList', () => 'buyerList=acc-aviat-nord', (o) => o.buyer === 'acc-aviat-nord'],
    ['sellerList (another seller: nothing)', () => 'sellerList=acc-rheintank', () => false],
    [
      'orderStatusList',
      () => 'orderStatusList=CANCELLED&orderStatusList=MANUAL',
      (o) => ['CANCELLED', 'MANUAL'].includes(o.status),
    ],
    [
      'several filters at once',
      () => 'productList=heizoel-el&orderQuantityMin=10000&orderStatusList=COMPLETE',
      (o) => o.product === 'heizoel-el' && o.volume >= 10000 && o.status === 'COMPLETE',
    ],
  ];
  for (const [name, query, keep] of cases) {
    it(`filters by ${name}, newest first, counted in full`, async () => {
      const want = sellerOrders.filter(keep).map((o) => o.id);
      const rows = await all('seller', query());
      expect(ids(rows)).toEqual(want);
      const first = await history('seller', query());
      expect(first.metadata.total).toBe(want.length);
      expect(ids(first.orders)).toEqual(want.slice(0, 20));
    });
  }

  it('keeps the filter options of all the viewer’s orders, whatever the filters', async () => {
    const plain = await history('seller');
    const filtered = await history('seller', 'productList=heizoel-el&orderStatusList=CANCELLED');
    expect(filtered.filterOptions).toEqual(plain.filterOptions);
  });
});

describe('GET /api/orderHistory: sorting', () => {
  type Key = [string, (o: O) => string | number | null];
  const keys: Key[] = [
    ['orderId', (o) => o.number],
    ['price', (o) => o.price],
    ['invoice', (o) => o.invoice],
    ['volume', (o) => o.volume],
    ['collectionTime', (o) => o.cStart],
    ['orderStatus', (o) => o.status],
    ['product', (o) => o.productName],
    ['terminal', (o) => o.terminalName],
    ['buyer', (o) => o.buyerName],
  ];
  const cmp = (a: string | number | null, b: string | number | null) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a) < String(b)
        ? -1
        : String(a) > String(b)
          ? 1
          : 0;
  for (const [field, key] of keys) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${dir}, ties newest first`, async () => {
        const rows = await all('seller', `sortBy=${field}&sortType=${dir}`);
        const got = rows.map((r) => sellerOrders.find((o) => o.id === r._id)!);
        expect(got).toHaveLength(sellerOrders.length);
        for (let i = 1; i < got.length; i++) {
          const [a, b] = [got[i - 1]!, got[i]!];
          const c = cmp(key(a), key(b)) * (dir === 'asc' ? 1 : -1);
          expect(c, `${a.id} before ${b.id}`).toBeLessThanOrEqual(0);
          if (c === 0) expect(a.created >= b.created, `${a.id} before ${b.id} (tie)`).toBe(true);
        }
      });
    }
  }

  it('sorts by created ascending: oldest first', async () => {
    const rows = await all('seller', 'sortType=asc');
    expect(ids(rows)).toEqual([...sellerOrders].reverse().map((o) => o.id));
  });
});

describe('GET /api/orderHistory: who sees what', () => {
  it('a buyer sees only the orders it placed, and only its own name among the buyers', async () => {
    const own = (await oracle(`o.buyer_account_id = 'acc-nordheiz' AND p.type = 'fuel'`, [])).sort(
      byCreatedDesc,
    );
    const h = await history('buyer');
    expect(h.metadata.total).toBe(own.length);
    expect(ids(await all('buyer'))).toEqual(own.map((o) => o.id));
    expect(h.filterOptions.buyers).toEqual([{ id: 'acc-nordheiz', name: own[0]!.buyerName }]);
    expect(h.filterOptions.sellers.map((s) => s.id).sort()).toEqual(['acc-rheintank', 'acc-suedoel']);
    // Another buyer's id in the buyer filter matches nothing (no other buyer's order leaks).
    expect((await history('buyer', 'buyerList=acc-aviat-nord')).metadata.total).toBe(0);
  });

  it('a seller sees only the orders it received and only its own customers in the options', async () => {
    const h = await history('seller');
    const customers = [...new Set(sellerOrders.map((o) => o.buyer))].sort();
    expect(h.filterOptions.buyers.map((b) => b.id).sort()).toEqual(customers);
    expect(h.filterOptions.sellers.map((s) => s.id)).toEqual(['acc-suedoel']);
    const other = await history('seller2');
    expect(ids(other.orders).some((id) => sellerOrders.some((o) => o.id === id))).toBe(false);
    expect(other.filterOptions.buyers.map((b) => b.id)).not.toContain('acc-aviat-nord');
  });

  it('[P1] a parent shareholder sees its child accounts’ orders; the shareholder filter picks among them', async () => {
    const children = (
      await oracle(`o.buyer_account_id IN ('acc-aviat-nord', 'acc-aviat-sued') AND p.type = 'fuel'`, [])
    ).sort(byCreatedDesc);
    expect(children.length).toBeGreaterThan(0);
    const h = await history('parent');
    expect(h.metadata.total).toBe(children.length);
    expect(h.filterOptions.buyers.map((b) => b.id).sort()).toEqual(['acc-aviat-nord', 'acc-aviat-sued']);
    const nord = children.filter((o) => o.buyer === 'acc-aviat-nord').map((o) => o.id);
    expect(ids(await all('parent', 'shareholderList=acc-aviat-nord'))).toEqual(nord);
    expect(ids(await all('parent', 'buyerList=acc-aviat-nord'))).toEqual(nord);
    expect((await history('parent', 'shareholderList=acc-nordheiz')).metadata.total).toBe(0);
  });

  it('a child account sees its own orders only, not its sibling’s', async () => {
    const h = await all('child');
    expect(h.length).toBeGreaterThan(0);
    expect(new Set(h.map((r) => r.buyer.id))).toEqual(new Set(['acc-aviat-nord']));
  });

  it('computes the filter options from exactly the viewer’s orders', async () => {
    const h = (await history('seller')).filterOptions;
    const s = sellerOrders;
    const uniq = <T>(xs: T[]) => [...new Set(xs)].sort();
    expect(uniq(h.products.map((p) => p.id))).toEqual(uniq(s.map((o) => o.product)));
    expect(uniq(h.terminals.map((p) => p.id))).toEqual(uniq(s.map((o) => o.terminal!)));
    expect(uniq(h.deliveryAddress.map((p) => p.id!))).toEqual(uniq(s.map((o) => o.address!)));
    expect(uniq(h.status)).toEqual(uniq(s.map((o) => o.status)));
    expect(Number(h.prices.minPrice)).toBe(Math.min(...s.map((o) => o.price)));
    expect(Number(h.prices.maxPrice)).toBe(Math.max(...s.map((o) => o.price)));
    expect(Number(h.invoices.invoiceMin)).toBe(Math.min(...s.map((o) => o.invoice)));
    expect(Number(h.invoices.invoiceMax)).toBe(Math.max(...s.map((o) => o.invoice)));
    expect(h.volumes).toEqual({
      minQuantity: Math.min(...s.map((o) => o.volume)),
      maxQuantity: Math.max(...s.map((o) => o.volume)),
    });
    expect(h.createdDates).toEqual({
      minDate: new Date(Math.min(...s.map((o) => o.created))).toISOString(),
      maxDate: new Date(Math.max(...s.map((o) => o.created))).toISOString(),
    });
    expect(h.collectionRanges).toEqual({
      minStart: uniq(s.map((o) => o.cStart))[0],
      maxEnd: uniq(s.map((o) => o.cEnd)).at(-1),
    });
    expect(h.orderIds).toEqual(s.slice(0, 100).map((o) => o.number));
  });

  it('an account without orders gets empty options and no rows', async () => {
    const h = await history('admin');
    expect(h.orders).toEqual([]);
    expect(h.metadata).toEqual({ total: 0, pageCount: 0 });
    expect(h.filterOptions.products).toEqual([]);
    expect(h.filterOptions.prices).toEqual({ minPrice: null, maxPrice: null });
  });
});

describe('GET /api/orderHistory: additives', () => {
  beforeAll(async () => {
    // Two additive orders of the demo buyer at the demo seller: 200 l barrels and a 1000 l IBC.
    const db = t.testDb.db;
    const loc = await db.query<{ id: string }>(`SELECT id FROM additive_locations ORDER BY id LIMIT 1`);
    const product = await db.query<{ id: string }>(
      `SELECT id FROM products WHERE type = 'additive' ORDER BY id LIMIT 1`,
    );
    for (const [n, units, litres] of [
      [1, 3, 200],
      [2, 1, 1000],
    ] as const) {
      await db.query(
        `INSERT INTO orders (id, order_number, buyer_account_id, seller_account_id, product_id, additive_location_id,
                             self_pickup, volume, quantity, purchase_unit_litres, price, net_amount, vat_amount,
                             gross_amount, status, payment_days, created_at)
         VALUES ($1, $2, 'acc-nordheiz', 'acc-suedoel', $3, $4, false, $5, $6, $7, '1.2500', '1.00', '0.19',
                 '1.19', 'INCOMPLETE', 30, now() - ($8 || ' hours')::interval)`,
        [
          `ord-add-${n}`,
          `FM-ADD-${n}`,
          product.rows[0]!.id,
          loc.rows[0]?.id ?? null,
          units * litres,
          units,
          litres,
          n,
        ],
      );
    }
  });

  it('keeps fuels and additives apart; the additive rows carry their purchase unit', async () => {
    const fuel = await all('buyer');
    expect(fuel.some((r) => r._id.startsWith('ord-add-'))).toBe(false);
    const add = await history('buyer', 'productType=ADDITIVE');
    expect(ids(add.orders)).toEqual(['ord-add-1', 'ord-add-2']);
    expect(add.orders[0]!.terminal).toBeNull();
    expect(add.orders.map((r) => r.purchaseUnit?.value)).toEqual([200, 1000]);
    expect(add.filterOptions.purchaseUnits.map((u) => u.value)).toEqual([200, 1000]);
    const ibc = await history('buyer', 'productType=ADDITIVE&purchaseUnitList=1000');
    expect(ids(ibc.orders)).toEqual(['ord-add-2']);
  });
});

describe('GET /api/orderHistory: the filter options in memory', () => {
  let c: TestApp;
  let cookie: string;
  beforeAll(async () => {
    c = await createTestApp({ env: { HISTORY_OPTIONS_CACHE_MS: '600000' } });
    cookie = await c.login(demo.seller);
  });
  afterAll(async () => c?.close());
  const options = async () => {
    const res = await c.app.inject({ url: '/api/orderHistory', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as History).filterOptions;
  };

  it('follows a declined order at once, and a change another instance announces through NOTIFY', async () => {
    const { rows } = await c.testDb.db.query<{ id: string }>(
      `SELECT id FROM orders WHERE seller_account_id = 'acc-suedoel' AND status = 'INCOMPLETE' ORDER BY id LIMIT 1`,
    );
    const id = rows[0]!.id;
    await options(); // now in memory

    // Changed behind the server's back: the options stay as they were (they come from memory).
    await c.testDb.db.query(`UPDATE orders SET price = 5 WHERE id = $1`, [id]);
    expect((await options()).prices.minPrice).not.toBe('5.0000');

    // The seller declines an order: its status shows among the options on the very next request.
    const res = await c.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/decline`,
      headers: { cookie, ...CSRF },
    });
    expect(res.statusCode).toBe(200);
    const after = await options();
    expect(after.prices.minPrice).toBe('5.0000');
    expect(after.status).toContain('CANCELLED');

    // Another instance's change arrives as a notification naming the account.
    await c.testDb.db.query(`UPDATE orders SET price = 4 WHERE id = $1`, [id]);
    await c.testDb.db.query(
      `SELECT pg_notify('fm_orders', '{"buyerAccountIds":[],"sellerAccountIds":["acc-suedoel"]}')`,
    );
    await expect.poll(async () => (await options()).prices.minPrice).toBe('4.0000');
  });
});

describe('GET /api/orderHistory/export', () => {
  const exportCsv = async (who: string, query = '') => {
    const res = await t.app.inject({
      url: `/api/orderHistory/export${query ? `?${query}` : ''}`,
      headers: { cookie: cookies[who]! },
    });
    expectContract(res, 'exportOrderHistory');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bestellungen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return res.body
      .slice(1)
      .split('\r\n')
      .filter((l) => l !== '')
      .map((l) => l.split(';'));
  };

  it('holds every filtered order in the history’s order, with German numbers, dates and labels', async () => {
    const query = 'productList=heizoel-el&sortBy=price&sortType=asc';
    const [header, ...lines] = await exportCsv('seller', query);
    expect(header).toEqual([
      'Bestellnummer',
      'Datum',
      'Status',
      'Käufer',
      'Verkäufer',
      'Produkt',
      'Terminal',
      'Lieferadresse',
      'Menge (l)',
      'Preis',
      'Preiseinheit',
      'Rechnungsbetrag',
      'Währung',
      'Abholzeitraum',
      'Bearbeitet',
      'Kommentar',
    ]);
    const rows = await all('seller', query);
    expect(lines.map((l) => l[0])).toEqual(rows.map((r) => r.orderId));
    const first = rows[0]!;
    const line = lines[0]!;
    expect(line[9]).toBe(first.price.replace('.', ','));
    expect(line[11]).toBe(first.invoice.replace('.', ','));
    expect(line[8]).toBe(String(first.volume));
    expect(line[10]).toBe('EUR/100L15');
    expect(line[12]).toBe('EUR');
    const local = localDateTime(new Date(first.created));
    const [y, m, d] = local.date.split('-');
    expect(line[1]).toBe(`${d}.${m}.${y} ${local.time}`);
    expect(line[13]).toBe(first.collectionTimeText);
  });

  it('[OS1] writes the statuses as the caller’s side reads them', async () => {
    // The demo buyer's orders at the demo seller in each status the sides word differently.
    for (const status of ['INCOMPLETE', 'MANUAL', 'CANCELLED']) {
      await t.testDb.db.query(
        `UPDATE orders SET status = $1 WHERE id = (SELECT id FROM orders WHERE buyer_account_id = 'acc-nordheiz'
            AND seller_account_id = 'acc-suedoel' AND status = 'COMPLETE' ORDER BY id LIMIT 1)`,
        [status],
      );
    }
    const seller = await exportCsv(
      'seller',
      'orderStatusList=INCOMPLETE&orderStatusList=MANUAL&orderStatusList=CANCELLED',
    );
    expect(new Set(seller.slice(1).map((l) => l[2]))).toEqual(
      new Set(['Unvollständig', 'Manuell', 'Abgelehnt']),
    );
    const buyer = await exportCsv(
      'buyer',
      'orderStatusList=INCOMPLETE&orderStatusList=MANUAL&orderStatusList=CANCELLED',
    );
    expect(new Set(buyer.slice(1).map((l) => l[2]))).toEqual(new Set(['Offen', 'In Prüfung', 'Abgelehnt']));
  });

  it('never writes a cell a spreadsheet would execute', async () => {
    await t.testDb.db.query(
      `UPDATE accounts SET name = '=HYPERLINK("http://x";"klick")' WHERE id = 'acc-aviat-nord'`,
    );
    try {
      const lines = await exportCsv('seller', 'buyerList=acc-aviat-nord&pageLimit=5');
      expect(lines.length).toBeGreaterThan(1);
      for (const l of lines.slice(1)) expect(l.join(';')).toContain(`'=HYPERLINK`);
    } finally {
      await t.testDb.db.query(`UPDATE accounts SET name = 'Aviat Nord GmbH' WHERE id = 'acc-aviat-nord'`);
    }
  });

  it('uses the decimal point and francs on the Swiss platform', async () => {
    const ch = await createTestApp({ env: { BRAND: 'ch' }, testDb: t.testDb });
    try {
      const res = await ch.app.inject({
        url: '/api/orderHistory/export',
        headers: { cookie: await ch.login(demo.chBuyer) },
      });
      expect(res.statusCode).toBe(200);
      const first = res.body.split('\r\n')[1]?.split(';');
      expect(first).toBeDefined();
      expect(first![9]).toMatch(/^\d+\.\d{4}$/);
      expect(first![12]).toBe('CHF');
      expect(first![10]).toBe('CHF/100L15');
    } finally {
      await ch.close();
    }
  });

  it('refuses bad filters like the history does', async () => {
    const res = await t.app.inject({
      url: '/api/orderHistory/export?sortBy=colour',
      headers: { cookie: cookies.seller! },
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'exportOrderHistory');
    expect((await t.app.inject({ url: '/api/orderHistory/export' })).statusCode).toBe(401);
  });

  it('continues each batch after the last row of the one before, in every sort', async () => {
    const repo = orderHistoryRepo(t.testDb.db);
    const viewer = { side: 'seller', sellerAccountId: 'acc-suedoel' } as const;
    for (const field of Object.keys(HISTORY_SORT_COLUMNS) as HistorySortField[]) {
      for (const direction of ['asc', 'desc'] as const) {
        const selection = {
          viewer,
          platformId: 'default',
          productType: 'fuel',
          sort: { field, direction },
        } as const;
        const scanned: string[] = [];
        for await (const rows of repo.scan(selection, 7)) scanned.push(...rows.map((r) => r.id));
        const paged = (await repo.page({ ...selection, page: { number: 1, limit: 1000 } })).rows.map(
          (r) => r.id,
        );
        expect(scanned, `${field} ${direction}`).toEqual(paged);
      }
    }
    // Additives: rows without terminal and collection period (NULL sort values) are not lost.
    const additive = { viewer, platformId: 'default', productType: 'additive' } as const;
    for (const field of ['terminal', 'collectionTime'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const selection = { ...additive, sort: { field, direction } };
        const scanned: string[] = [];
        for await (const rows of repo.scan(selection, 1)) scanned.push(...rows.map((r) => r.id));
        expect(scanned.sort(), `${field} ${direction}`).toEqual(['ord-add-1', 'ord-add-2']);
      }
    }
  });
});
