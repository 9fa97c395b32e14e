/** All SQL of the favourites (a buyer account's saved market lists). */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';

export interface FavouriteRow {
  id: string;
  name: string;
  products: string[];
  regions: string[];
  terminals: string[];
  sellers: string[];
}

export interface FavouriteInput {
  name: string;
  products: string[];
  regions: string[];
  terminals: string[];
  sellers: string[];
}

/** What a list may name: ids that exist for the account (master data of its platform, its sellers). */
export interface KnownIds {
  products: Set<string>;
  regions: Set<string>;
  terminals: Set<string>;
  sellers: Set<string>;
}

const COLS = 'id, name, products, regions, terminals, sellers';

export function favouritesRepo(db: Queryable) {
  return {
    async listForAccount(accountId: string): Promise<FavouriteRow[]> {
      const r = await db.query<FavouriteRow>(
        `SELECT ${COLS} FROM favourites WHERE account_id = $1 ORDER BY created_at, id`,
        [accountId],
      );
      return r.rows;
    },

    /** Whether another list of the account (not `exceptId`) has this name, trimmed and case-insensitive. */
    async nameTaken(accountId: string, name: string, exceptId: string | null): Promise<boolean> {
      const r = await db.query(
        `SELECT 1 FROM favourites
          WHERE account_id = $1 AND lower(btrim(name)) = lower(btrim($2)) AND ($3::text IS NULL OR id <> $3)`,
        [accountId, name, exceptId],
      );
      return r.rows.length > 0;
    },

    /**
     * The ids among the given ones that exist for the account: fuel products, regions and terminals of
     * its platform, and the sellers it is connected to (a released relationship).
     */
    async knownIds(accountId: string, platform: string, input: FavouriteInput): Promise<KnownIds> {
      const ids = async (sql: string, params: unknown[]) =>
        new Set((await db.query<{ id: string }>(sql, params)).rows.map((r) => r.id));
      return {
        products: await ids(`SELECT id FROM products WHERE type = 'fuel' AND id = ANY ($1::text[])`, [
          input.products,
        ]),
        regions: await ids(`SELECT id FROM regions WHERE platform_id = $1 AND id = ANY ($2::text[])`, [
          platform,
          input.regions,
        ]),
        terminals: await ids(
          `SELECT t.id FROM terminals t JOIN regions r ON r.id = t.region_id
            WHERE r.platform_id = $1 AND t.id = ANY ($2::text[])`,
          [platform, input.terminals],
        ),
        sellers: await ids(
          `SELECT seller_account_id AS id FROM relationships
            WHERE buyer_account_id = $1 AND state = 'RELEASED' AND seller_account_id = ANY ($2::text[])`,
          [accountId, input.sellers],
        ),
      };
    },

    async create(accountId: string, userId: string, input: FavouriteInput): Promise<FavouriteRow> {
      const r = await db.query<FavouriteRow>(
        `INSERT INTO favourites (id, account_id, user_id, name, products, regions, terminals, sellers)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLS}`,
        [
          `fav-${randomUUID()}`,
          accountId,
          userId,
          input.name,
          input.products,
          input.regions,
          input.terminals,
          input.sellers,
        ],
      );
      return r.rows[0]!;
    },

    /** The changed list, or undefined when the account has no list with this id. */
    async update(accountId: string, id: string, input: FavouriteInput): Promise<FavouriteRow | undefined> {
      const r = await db.query<FavouriteRow>(
        `UPDATE favourites SET name = $3, products = $4, regions = $5, terminals = $6, sellers = $7
          WHERE id = $1 AND account_id = $2 RETURNING ${COLS}`,
        [id, accountId, input.name, input.products, input.regions, input.terminals, input.sellers],
      );
      return r.rows[0];
    },

    /** False when the account has no list with this id. */
    async delete(accountId: string, id: string): Promise<boolean> {
      const r = await db.query(`DELETE FROM favourites WHERE id = $1 AND account_id = $2`, [id, accountId]);
      return r.rowCount > 0;
    },
  };
}
