/** The demo buyer's price alerts (default platform only, B9): two active, one triggered. */
import type { SeedContext } from './context.js';
import { day } from './context.js';
import { priceAlerts } from './data/priceAlerts.js';

export async function seedPriceAlerts({ tx, now }: SeedContext): Promise<void> {
  for (const a of priceAlerts) {
    // The alert belongs to its owner's account (whose market it watches).
    await tx.query(
      `INSERT INTO price_alerts (id, user_id, account_id, product_id, terminal_id, operator, value,
         lifting_period_type, comment, status, created_at, triggered_at, triggered_price)
       SELECT $1, u.id, u.account_id, $3, $4, $5, $6::numeric, $7, $8, $9, $10, $11, $12::numeric
         FROM users u WHERE u.id = $2`,
      [
        a.id,
        a.user,
        a.product,
        a.terminal,
        a.operator,
        a.value,
        a.liftingPeriod,
        a.comment,
        a.triggered ? 'TRIGGERED' : 'ACTIVE',
        new Date(now - a.createdDaysAgo * day),
        a.triggered ? new Date(now - a.triggered.daysAgo * day) : null,
        a.triggered?.price ?? null,
      ],
    );
  }
}
