/**
 * The demo buyer's price triggers on Südöl offers (default platform only, B9). Each names its offer by
 * seller, product and terminal (the fixed-price one there), and keeps the payment term the buyer would see
 * when setting it: the relationship's term for the product, else the default (as features/contracts does).
 */
import { DEFAULT_PAYMENT_TERM_DAYS } from '../features/basket/rules.js';
import type { SeedContext } from './context.js';
import { day } from './context.js';
import { priceTriggers } from './data/priceTriggers.js';

export async function seedPriceTriggers({ tx, now }: SeedContext): Promise<void> {
  for (const p of priceTriggers) {
    const inserted = await tx.query(
      `INSERT INTO price_triggers (id, buyer_account_id, created_by, seller_account_id, offer_id,
         delivery_address_id, contract_number, volume, trigger_price, payment_term_days, valid_until, created_at)
       SELECT $1, $2, $3, o.seller_account_id, o.id, $7, $8, $9, $10::numeric, coalesce(pt.days, $11), $12, $13
         FROM offers o
         LEFT JOIN relationships r ON r.buyer_account_id = $2 AND r.seller_account_id = o.seller_account_id
         LEFT JOIN relationship_payment_terms pt ON pt.relationship_id = r.id AND pt.product_id = o.product_id
        WHERE o.seller_account_id = $4 AND o.product_id = $5 AND o.terminal_id = $6 AND o.price_type = 'FIXED'`,
      [
        p.id,
        p.buyer,
        p.user,
        p.seller,
        p.product,
        p.terminal,
        p.deliveryAddress,
        p.contractNumber,
        p.volume,
        p.triggerPrice,
        DEFAULT_PAYMENT_TERM_DAYS,
        new Date(now + p.validDays * day),
        new Date(now - p.createdDaysAgo * day),
      ],
    );
    if (inserted.rowCount !== 1) {
      throw new Error(
        `seed: price trigger ${p.id} needs exactly one fixed-price offer, found ${inserted.rowCount}`,
      );
    }
  }
}
