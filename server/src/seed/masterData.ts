/** Products, regions and terminals, lifting periods, payment terms. */
import type { SeedContext } from './context.js';
import { insertRows } from './context.js';
import { liftingPeriods, paymentTerms, products, regions } from './data/masterData.js';

/** Sort order of a product category (K11). */
function categorySortOrder(category: string): number {
  return category === 'Heizöl' ? 10 : category === 'Diesel' ? 20 : category === 'Benzin' ? 30 : 100;
}

export async function seedMasterData({ tx }: SeedContext): Promise<void> {
  await insertRows(
    tx,
    'products',
    ['id', 'name', 'type', 'category', 'sort_order', 'density'],
    products.map(([id, name, type, cat, density]) => [id, name, type, cat, categorySortOrder(cat), density]),
  );
  await insertRows(
    tx,
    'regions',
    ['id', 'platform_id', 'name', 'sort'],
    regions.map(([id, pf, name], i) => [id, pf, name, i]),
  );
  await insertRows(
    tx,
    'terminals',
    ['id', 'region_id', 'name', 'city', 'country'],
    regions.flatMap(([rid, , , tms]) =>
      tms.map(([id, name, city, country]) => [id, rid, name, city, country]),
    ),
  );
  await insertRows(
    tx,
    'lifting_periods',
    ['id', 'name', 'days', 'sort'],
    liftingPeriods.map(([id, n, days], i) => [id, n, days, i]),
  );
  await insertRows(
    tx,
    'payment_terms',
    ['days'],
    paymentTerms.map((x) => [x]),
  );
}
