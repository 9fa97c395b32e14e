/** All SQL of the favourites (a buyer account's saved market lists). */
import type { Queryable } from '../../db/types.js';

export interface FavouriteRow {
  id: string;
  name: string;
  products: string[];
  regions: string[];
  terminals: string[];
  sellers: string[];
}

export function favouritesRepo(db: Queryable) {
  return {
    async listForAccount(accountId: string): Promise<FavouriteRow[]> {
      const r = await db.query<FavouriteRow>(
        `SELECT id, name, products, regions, terminals, sellers FROM favourites WHERE account_id = $1 ORDER BY created_at, id`,
        [accountId],
      );
      return r.rows;
    },
  };
}
