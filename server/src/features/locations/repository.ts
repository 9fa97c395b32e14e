/** All SQL of the additive delivery locations; rows of other accounts are never read or changed. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';

export interface LocationInput {
  name: string;
  address: { street: string; postCode: string; city: string; county: string; country: string };
}

export interface LocationRow {
  id: string;
  name: string;
  street: string;
  post_code: string;
  city: string;
  county: string;
  country: string;
}

const COLS = 'id, name, street, post_code, city, county, country';

export function locationsRepo(db: Queryable) {
  return {
    async list(accountId: string): Promise<LocationRow[]> {
      const r = await db.query<LocationRow>(
        `SELECT ${COLS} FROM additive_locations WHERE account_id = $1 ORDER BY created_at, id`,
        [accountId],
      );
      return r.rows;
    },

    async create(accountId: string, { name, address: ad }: LocationInput): Promise<LocationRow> {
      const r = await db.query<LocationRow>(
        `INSERT INTO additive_locations (id, account_id, name, street, post_code, city, county, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLS}`,
        [
          `loc-${randomUUID()}`,
          accountId,
          name.trim(),
          ad.street,
          ad.postCode,
          ad.city,
          ad.county,
          ad.country,
        ],
      );
      return r.rows[0]!;
    },

    /** The updated row, or undefined when the account has no location with this id. */
    async update(
      accountId: string,
      id: string,
      { name, address: ad }: LocationInput,
    ): Promise<LocationRow | undefined> {
      const r = await db.query<LocationRow>(
        `UPDATE additive_locations SET name = $3, street = $4, post_code = $5, city = $6, county = $7, country = $8
        WHERE id = $1 AND account_id = $2 RETURNING ${COLS}`,
        [id, accountId, name.trim(), ad.street, ad.postCode, ad.city, ad.county, ad.country],
      );
      return r.rows[0];
    },

    /** False when the account has no location with this id. */
    async delete(accountId: string, id: string): Promise<boolean> {
      const r = await db.query(`DELETE FROM additive_locations WHERE id = $1 AND account_id = $2`, [
        id,
        accountId,
      ]);
      return r.rowCount > 0;
    },
  };
}

export const toApi = (r: LocationRow) => ({
  _id: r.id,
  name: r.name,
  address: { street: r.street, postCode: r.post_code, city: r.city, county: r.county, country: r.country },
});
