/**
 * Idempotent demo seed: runs once (when the `default` platform is missing), in one transaction.
 * Deterministic (seeded PRNG) apart from dates, which are relative to the seeding day. One loader per
 * topic (this folder), its data in data/; the topics run in this order (foreign keys, and the PRNG).
 */
import type { Db } from '../db/types.js';
import { hashPassword } from '../features/auth/password.js';
import { seedAccounts } from './accounts.js';
import { prng, type SeedContext } from './context.js';
import { DEMO_PASSWORD, users } from './data/accounts.js';
import { seedFavourites } from './favourites.js';
import { seedLimits } from './limits.js';
import { seedLocations } from './locations.js';
import { seedMasterData } from './masterData.js';
import { seedNews } from './news.js';
import { seedOffers } from './offers.js';
import { seedOrders } from './orders.js';
import { seedPriceAlerts } from './priceAlerts.js';
import { seedPriceTriggers } from './priceTriggers.js';
import { seedRelationships } from './relationships.js';
import { seedSubAccounts } from './subAccounts.js';

export async function seedDemo(db: Db, opts: { hashCost: number; now?: Date }): Promise<boolean> {
  const exists = await db.query(`SELECT 1 FROM platforms WHERE id = 'default'`);
  if (exists.rows.length > 0) return false;
  const now = (opts.now ?? new Date()).getTime();
  // Hash before the transaction: scrypt is slow by design; each user gets its own salt.
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD, opts.hashCost)));

  await db.transaction(async (tx) => {
    const again = await tx.query(`SELECT 1 FROM platforms WHERE id = 'default'`);
    if (again.rows.length > 0) return;
    const ctx: SeedContext = { tx, now, rnd: prng(20261122) };
    await seedAccounts(ctx, hashes);
    await seedMasterData(ctx);
    await seedLocations(ctx);
    await seedRelationships(ctx);
    await seedOffers(ctx);
    await seedOrders(ctx);
    await seedLimits(ctx);
    await seedSubAccounts(ctx);
    await seedNews(ctx);
    await seedFavourites(ctx);
    await seedPriceAlerts(ctx);
    await seedPriceTriggers(ctx);
  });
  return true;
}
