/**
 * Credit lines and daily purchase limits, set against the seeded open orders so that every demo buyer
 * starts with known headroom: most lines have plenty, one is nearly used up, one Aviat has a small daily
 * limit. (Open = every order not COMPLETE and not CANCELLED; a shareholder parent's line covers its group.)
 */
import type { SeedContext } from './context.js';
import { creditHeadroom, dailyLimitHeadroom } from './data/limits.js';

export async function seedLimits({ tx }: SeedContext): Promise<void> {
  for (const [relationshipId, free] of creditHeadroom) {
    // The buyers whose open orders use the line: the buyer and, for a shareholder parent, its children.
    await tx.query(
      `WITH rel AS (SELECT * FROM relationships WHERE id = $1),
            buyers AS (
              SELECT a.id FROM accounts a, rel
               WHERE a.id = rel.buyer_account_id OR a.parent_account_id = rel.buyer_account_id),
            used AS (
              SELECT coalesce(sum(o.gross_amount), 0) AS open FROM orders o, rel
               WHERE o.seller_account_id = rel.seller_account_id
                 AND o.buyer_account_id IN (SELECT id FROM buyers)
                 AND o.status NOT IN ('COMPLETE', 'CANCELLED'))
       UPDATE relationships r
          SET credit_limit = greatest(r.credit_limit, used.open + $2::numeric),
              credit_limit_utilisation = greatest(r.credit_limit, used.open + $2::numeric) - used.open - $2::numeric
         FROM used
        WHERE r.id = $1`,
      [relationshipId, free],
    );
  }
  for (const [accountId, productId, free] of dailyLimitHeadroom) {
    // Today's litres (in the platform's local day) plus the headroom.
    await tx.query(
      `INSERT INTO daily_purchase_limits (account_id, product_id, litres)
       SELECT $1, $2, $3::bigint + coalesce(sum(o.volume), 0) FROM orders o
        WHERE o.buyer_account_id = $1 AND o.product_id = $2 AND o.status <> 'CANCELLED'
          AND (o.created_at AT TIME ZONE 'Europe/Berlin')::date = (now() AT TIME ZONE 'Europe/Berlin')::date`,
      [accountId, productId, free],
    );
  }
}
