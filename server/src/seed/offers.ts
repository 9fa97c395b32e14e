/**
 * Offers: fixed and live (API) prices at the sellers' terminals, and additive offers (no terminal). The demo
 * offers trade around the clock (00:00-24:00), so the market has offers whenever the demo is tried.
 */
import type { SeedContext } from './context.js';
import { day, insertRows, isoDate } from './context.js';
import {
  additiveOffers,
  fixedBasePrice,
  nearlySoldOutLitres,
  offeredFuels,
  sellerTerminals,
} from './data/offers.js';

const DEMO_FX_RATE = '1.0850';

export async function seedOffers({ tx, now, rnd }: SeedContext): Promise<void> {
  const offerRows: unknown[][] = [];
  let offerNo = 1001;
  for (const [seller, tms] of Object.entries(sellerTerminals)) {
    for (const [t, tm] of tms.entries()) {
      for (const prod of offeredFuels) {
        const live = offerNo % 3 === 0;
        const base = fixedBasePrice[prod];
        const total = 50000 + Math.floor(rnd() * 20) * 10000;
        const nearlySoldOut = t === 0 && prod === 'heizoel-el';
        offerRows.push([
          `off-${offerNo++}`,
          seller,
          prod,
          tm,
          live ? 'API' : 'FIXED',
          live ? null : (base + rnd() * 6).toFixed(4),
          live ? `M0${Math.floor(rnd() * 3)}` : null,
          // Duty, levies and margin on top of the gasoil quote, so live and fixed prices are alike.
          live ? ((base - 58) / 100 + rnd() * 0.03).toFixed(4) : null,
          live ? 'EUR/LITRE' : null,
          total,
          nearlySoldOut ? nearlySoldOutLitres : total - Math.floor(rnd() * 5) * 5000,
          1000,
          30000,
          isoDate(now - 7 * day),
          isoDate(now + 60 * day),
          isoDate(now + day),
          isoDate(now + 14 * day),
          null,
          null,
          '00:00',
          '24:00',
          // The EUR/USD rate the seller calculated with (the live price itself uses the market's quote).
          live ? DEMO_FX_RATE : null,
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
      '00:00',
      '24:00',
      null,
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
      'daily_start',
      'daily_end',
      'fx_rate',
    ],
    offerRows,
  );
}
