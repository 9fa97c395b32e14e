/** Offers: fixed and live (API) prices at the sellers' terminals, and additive offers (no terminal). */
import type { SeedContext } from './context.js';
import { day, insertRows, isoDate } from './context.js';
import { additiveOffers, offeredFuels, sellerTerminals } from './data/offers.js';

export async function seedOffers({ tx, now, rnd }: SeedContext): Promise<void> {
  const offerRows: unknown[][] = [];
  let offerNo = 1001;
  for (const [seller, tms] of Object.entries(sellerTerminals)) {
    for (const tm of tms) {
      for (const prod of offeredFuels) {
        const live = offerNo % 3 === 0;
        const base = prod === 'heizoel-el' ? 92 : prod === 'diesel-b7' ? 118 : 141;
        const total = 50000 + Math.floor(rnd() * 20) * 10000;
        offerRows.push([
          `off-${offerNo++}`,
          seller,
          prod,
          tm,
          live ? 'API' : 'FIXED',
          live ? null : (base + rnd() * 6).toFixed(4),
          live ? 'M01' : null,
          live ? (12 + rnd() * 8).toFixed(4) : null,
          live ? 'USD/METRIC_TONNE' : null,
          total,
          total - Math.floor(rnd() * 5) * 5000,
          1000,
          30000,
          isoDate(now - 7 * day),
          isoDate(now + 60 * day),
          isoDate(now + day),
          isoDate(now + 14 * day),
          null,
          null,
        ]);
      }
    }
  }
  for (const [seller, prod, price, [unitLabel, unitLitres], maxUnits] of additiveOffers) {
    offerRows.push([
      `off-${offerNo++}`,
      seller,
      prod,
      null,
      'FIXED',
      price,
      null,
      null,
      null,
      20000,
      18000,
      unitLitres,
      maxUnits * unitLitres,
      isoDate(now - 7 * day),
      isoDate(now + 90 * day),
      null,
      null,
      unitLitres,
      unitLabel,
    ]);
  }
  await insertRows(
    tx,
    'offers',
    [
      'id',
      'seller_account_id',
      'product_id',
      'terminal_id',
      'price_type',
      'price',
      'future_month',
      'surcharge',
      'surcharge_unit',
      'total_volume',
      'available_volume',
      'min_order_volume',
      'max_order_volume',
      'available_from',
      'available_to',
      'collection_start',
      'collection_end',
      'purchase_unit_litres',
      'purchase_unit_label',
    ],
    offerRows,
  );
}
