/**
 * The shareholder parent's settings of its Aviaten (migrations/170_sub_accounts.sql), so the sub-accounts
 * screen shows every tab with data. A daily limit is set against the seeded orders of today (platform-local
 * day, as the order transaction counts it), like the per-product limits in limits.ts.
 */
import { PLATFORM_TIME_ZONE } from '../platformTime.js';
import type { SeedContext } from './context.js';
import { subAccountSettings } from './data/subAccounts.js';

export async function seedSubAccounts({ tx, now }: SeedContext): Promise<void> {
  for (const s of subAccountSettings) {
    await tx.query(
      `INSERT INTO sub_account_settings (account_id, payment_term_days, daily_purchase_limit,
         collection_shortening_days, price_adjustment, terminal_ids, updated_at)
       SELECT $1, $2, CASE WHEN $3::bigint IS NULL THEN NULL
                           ELSE ceil(($3::bigint + coalesce(sum(o.volume), 0)) / 10000.0)::bigint * 10000 END,
              $4, $5::numeric, $6::text[], $7
         FROM orders o
        WHERE o.buyer_account_id = $1 AND o.status <> 'CANCELLED'
          AND (o.created_at AT TIME ZONE $8)::date = ($7::timestamptz AT TIME ZONE $8)::date`,
      [
        s.account,
        s.paymentTermDays,
        s.dailyHeadroom,
        s.collectionShorteningDays,
        s.priceAdjustment,
        s.terminalIds,
        new Date(now),
        PLATFORM_TIME_ZONE.default,
      ],
    );
  }
}
