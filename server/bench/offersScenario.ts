/**
 * A large market for the demo buyer (acc-nordheiz, kaeufer@nordheiz.de): `count` ACTIVE fuel offers of its
 * two released sellers (Südöl, Rheintank) at their terminals, in every fuel, trading around the clock, a
 * third of them live (API, future months M00..M02, USD/mt or EUR/l surcharges), the rest fixed. Used by the
 * offers listing bench and by the test that checks a market of thousands of offers.
 *
 * The ids are `<prefix>-<n>` (n from 1); one statement inserts all of them.
 */
import type { Queryable } from '../src/db/types.js';

export const LARGE_MARKET_SELLERS: Record<string, readonly string[]> = {
  'acc-rheintank': ['tm-duisburg', 'tm-koeln', 'tm-bremen'],
  'acc-suedoel': ['tm-karlsruhe', 'tm-hamburg', 'tm-ingolstadt'],
};
export const LARGE_MARKET_FUELS = [
  'heizoel-el',
  'heizoel-premium',
  'diesel-b7',
  'diesel-winter',
  'super-e10',
] as const;

export interface LargeMarketOffer {
  id: string;
  seller: string;
  terminal: string;
  product: string;
  live: boolean;
  /** Live offers: M00, M01, M02 in turn. */
  futureMonth: string | null;
}

/** The offer `n` (1-based) of the scenario: which seller, terminal, product and price type. */
export function largeMarketOffer(prefix: string, n: number): LargeMarketOffer {
  const pairs = Object.entries(LARGE_MARKET_SELLERS).flatMap(([seller, tms]) =>
    tms.map((terminal) => ({ seller, terminal })),
  );
  const pair = pairs[n % pairs.length]!;
  const product = LARGE_MARKET_FUELS[Math.floor(n / pairs.length) % LARGE_MARKET_FUELS.length]!;
  const live = n % 3 === 0;
  const futureMonth = live ? `M0${Math.floor(n / 3) % 3}` : null;
  return { id: `${prefix}-${n}`, ...pair, product, live, futureMonth };
}

/** Inserts the offers 1..count (see the module comment); `now` sets the availability dates around it. */
export async function insertLargeMarket(
  db: Queryable,
  opts: { count: number; now: Date; prefix: string },
): Promise<LargeMarketOffer[]> {
  const offers = Array.from({ length: opts.count }, (_, i) => largeMarketOffer(opts.prefix, i + 1));
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const t = opts.now.getTime();
  await db.query(
    `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, future_month,
       surcharge, surcharge_unit, total_volume, available_volume, min_order_volume, max_order_volume,
       available_from, available_to, daily_start, daily_end, collection_start, collection_end, status)
     SELECT x.id, x.seller, x.product, x.terminal,
            CASE WHEN x.live THEN 'API' ELSE 'FIXED' END,
            CASE WHEN x.live THEN NULL ELSE (90 + (x.n % 997) * 0.0531)::numeric(12, 4) END,
            x.future_month,
            CASE WHEN NOT x.live THEN NULL
                 WHEN x.n % 2 = 0 THEN (10 + (x.n % 50))::numeric(12, 4)
                 ELSE (0.3 + (x.n % 40) * 0.001)::numeric(12, 4) END,
            CASE WHEN NOT x.live THEN NULL WHEN x.n % 2 = 0 THEN 'USD/METRIC_TONNE' ELSE 'EUR/LITRE' END,
            200000, 50000 + (x.n % 15) * 10000, 1000 + (x.n % 4) * 500, 20000 + (x.n % 5) * 5000,
            $2::date, $3::date, '00:00', '24:00', $4::date, $5::date, 'ACTIVE'
       FROM unnest($1::text[], $6::text[], $7::text[], $8::text[], $9::boolean[], $10::text[])
              WITH ORDINALITY AS x(id, seller, terminal, product, live, future_month, n)`,
    [
      offers.map((o) => o.id),
      iso(t - 7 * day),
      iso(t + 60 * day),
      iso(t + day),
      iso(t + 14 * day),
      offers.map((o) => o.seller),
      offers.map((o) => o.terminal),
      offers.map((o) => o.product),
      offers.map((o) => o.live),
      offers.map((o) => o.futureMonth),
    ],
  );
  // As a bulk load should: the planner's statistics know the new rows before the first listing.
  await db.query('ANALYZE offers');
  return offers;
}
