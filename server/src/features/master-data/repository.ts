/**
 * All SQL of the master data the platform operator maintains: the product catalogue (shared by the
 * platforms), a platform's regions and their terminals, and what refers to each of them (`in_use`).
 */
import type { Queryable } from '../../db/types.js';

export interface ProductRow {
  id: string;
  name: string;
  type: 'fuel' | 'additive';
  category: string;
  sort_order: number;
  density: string;
  version: number;
  in_use: boolean;
}

export interface RegionRow {
  id: string;
  name: string;
  sort: number;
  version: number;
  in_use: boolean;
}

export interface TerminalRow {
  id: string;
  name: string;
  city: string;
  country: string;
  region_id: string;
  version: number;
  in_use: boolean;
}

export interface Named {
  id: string;
  name: string;
}

/**
 * Whatever refers to a product: offers, orders, relationship settings and payment terms, empty-barrel
 * requests, daily purchase limits, sellers' densities, minimum prices and pricing rules, favourites and
 * saved ranking filters. `p` is the SQL expression of the product id.
 */
const productInUse = (p: string) => `(
  EXISTS (SELECT 1 FROM offers WHERE product_id = ${p})
  OR EXISTS (SELECT 1 FROM orders WHERE product_id = ${p})
  OR EXISTS (SELECT 1 FROM relationship_payment_terms WHERE product_id = ${p})
  OR EXISTS (SELECT 1 FROM relationships WHERE ${p} = ANY (product_ids) OR ${p} = ANY (additive_product_ids))
  OR EXISTS (SELECT 1 FROM empty_barrel_requests WHERE product_id = ${p})
  OR EXISTS (SELECT 1 FROM daily_purchase_limits WHERE product_id = ${p})
  OR EXISTS (SELECT 1 FROM seller_product_densities WHERE product_id = ${p})
  OR EXISTS (SELECT 1 FROM seller_min_prices WHERE product_id = ${p})
  OR EXISTS (SELECT 1 FROM pricing_rules WHERE ${p} = ANY (product_ids))
  OR EXISTS (SELECT 1 FROM favourites WHERE ${p} = ANY (products))
  OR EXISTS (SELECT 1 FROM user_settings WHERE key = 'ACCOUNT_RANKING_OPTIONS'
                AND value -> 'productSelected' @> to_jsonb((${p})::text)))`;

/**
 * Whatever refers to a terminal: offers, orders, minimum prices, relationship settings, pricing rules,
 * Aviat settings, favourites and saved ranking filters.
 */
const terminalInUse = (t: string) => `(
  EXISTS (SELECT 1 FROM offers WHERE terminal_id = ${t})
  OR EXISTS (SELECT 1 FROM orders WHERE terminal_id = ${t})
  OR EXISTS (SELECT 1 FROM seller_min_prices WHERE terminal_id = ${t})
  OR EXISTS (SELECT 1 FROM relationships WHERE ${t} = ANY (terminal_ids))
  OR EXISTS (SELECT 1 FROM pricing_rules WHERE ${t} = ANY (terminal_ids))
  OR EXISTS (SELECT 1 FROM sub_account_settings WHERE ${t} = ANY (terminal_ids))
  OR EXISTS (SELECT 1 FROM favourites WHERE ${t} = ANY (terminals))
  OR EXISTS (SELECT 1 FROM user_settings WHERE key = 'ACCOUNT_RANKING_OPTIONS'
                AND value -> 'terminalSelected' @> to_jsonb((${t})::text)))`;

/** A region is in use while it has terminals or a favourites list names it. */
const regionInUse = (r: string) => `(
  EXISTS (SELECT 1 FROM terminals WHERE region_id = ${r})
  OR EXISTS (SELECT 1 FROM favourites WHERE ${r} = ANY (regions)))`;

const PRODUCT_COLUMNS = `p.id, p.name, p.type, p.category, p.sort_order, p.density::text AS density, p.version,
  ${productInUse('p.id')} AS in_use`;
const REGION_COLUMNS = `r.id, r.name, r.sort, r.version, ${regionInUse('r.id')} AS in_use`;
const TERMINAL_COLUMNS = `t.id, t.name, t.city, t.country, t.region_id, t.version, ${terminalInUse('t.id')} AS in_use`;

export interface ProductInsert {
  id: string;
  name: string;
  type: 'fuel' | 'additive';
  category: string;
  sortOrder: number;
  density: string;
}

export interface RegionInsert {
  id: string;
  platform: string;
  name: string;
  /** Absent: after the platform's last region. */
  sort?: number;
}

export interface TerminalInsert {
  id: string;
  name: string;
  city: string;
  country: string;
  regionId: string;
}

export function masterDataRepo(db: Queryable) {
  const one = async <T>(sql: string, params: unknown[]): Promise<T | undefined> =>
    (await db.query<T>(sql, params)).rows[0];

  return {
    /**
     * Serialises the operator's writes of one kind of master data on a platform (the catalogue: one
     * scope), so two concurrent saves cannot both take a free name. Inside a transaction only.
     */
    async lock(scope: string): Promise<void> {
      await db.query(`SELECT pg_advisory_xact_lock(hashtext('master-data:' || $1))`, [scope]);
    },

    /** The catalogue by sort order and name. */
    async products(): Promise<ProductRow[]> {
      return (
        await db.query<ProductRow>(
          `SELECT ${PRODUCT_COLUMNS} FROM products p ORDER BY p.sort_order, p.name, p.id`,
        )
      ).rows;
    },

    async product(id: string): Promise<ProductRow | undefined> {
      return one<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [id]);
    },

    /** The product's row, locked for a change. */
    async lockProduct(id: string): Promise<ProductRow | undefined> {
      return one<ProductRow>(
        `SELECT p.id, p.name, p.type, p.category, p.sort_order, p.density::text AS density, p.version,
                false AS in_use
           FROM products p WHERE p.id = $1 FOR UPDATE`,
        [id],
      );
    },

    async productNames(): Promise<Named[]> {
      return (await db.query<Named>(`SELECT id, name FROM products`)).rows;
    },

    async insertProduct(p: ProductInsert): Promise<void> {
      await db.query(
        `INSERT INTO products (id, name, type, category, sort_order, density, version)
         VALUES ($1, $2, $3, $4, $5, $6::numeric, 1)`,
        [p.id, p.name, p.type, p.category, p.sortOrder, p.density],
      );
    },

    async updateProduct(id: string, change: { name: string; density: string }): Promise<void> {
      await db.query(
        `UPDATE products SET name = $2, density = $3::numeric, version = version + 1 WHERE id = $1`,
        [id, change.name, change.density],
      );
    },

    /** The platform's regions by sort and name. */
    async regions(platform: string): Promise<RegionRow[]> {
      return (
        await db.query<RegionRow>(
          `SELECT ${REGION_COLUMNS} FROM regions r WHERE r.platform_id = $1 ORDER BY r.sort, r.name, r.id`,
          [platform],
        )
      ).rows;
    },

    /** A region of the platform (another platform's is none). */
    async region(id: string, platform: string): Promise<RegionRow | undefined> {
      return one<RegionRow>(
        `SELECT ${REGION_COLUMNS} FROM regions r WHERE r.id = $1 AND r.platform_id = $2`,
        [id, platform],
      );
    },

    /** The region's row, locked for a change or its deletion. */
    async lockRegion(id: string, platform: string): Promise<RegionRow | undefined> {
      return one<RegionRow>(
        `SELECT r.id, r.name, r.sort, r.version, false AS in_use
           FROM regions r WHERE r.id = $1 AND r.platform_id = $2 FOR UPDATE`,
        [id, platform],
      );
    },

    async regionInUse(id: string): Promise<boolean> {
      return (await one<{ in_use: boolean }>(`SELECT ${regionInUse('$1::text')} AS in_use`, [id]))!.in_use;
    },

    async regionNames(platform: string): Promise<Named[]> {
      return (await db.query<Named>(`SELECT id, name FROM regions WHERE platform_id = $1`, [platform])).rows;
    },

    async insertRegion(r: RegionInsert): Promise<void> {
      await db.query(
        `INSERT INTO regions (id, platform_id, name, sort, version)
         VALUES ($1, $2, $3, COALESCE($4::int,
                 (SELECT COALESCE(max(sort) + 1, 0) FROM regions WHERE platform_id = $2)), 1)`,
        [r.id, r.platform, r.name, r.sort ?? null],
      );
    },

    async updateRegion(id: string, change: { name: string; sort: number }): Promise<void> {
      await db.query(`UPDATE regions SET name = $2, sort = $3, version = version + 1 WHERE id = $1`, [
        id,
        change.name,
        change.sort,
      ]);
    },

    async deleteRegion(id: string): Promise<void> {
      await db.query(`DELETE FROM regions WHERE id = $1`, [id]);
    },

    /** The terminals of the platform's regions by name. */
    async terminals(platform: string): Promise<TerminalRow[]> {
      return (
        await db.query<TerminalRow>(
          `SELECT ${TERMINAL_COLUMNS}
             FROM terminals t JOIN regions r ON r.id = t.region_id
            WHERE r.platform_id = $1 ORDER BY t.name, t.id`,
          [platform],
        )
      ).rows;
    },

    /** A terminal of the platform (another platform's is none). */
    async terminal(id: string, platform: string): Promise<TerminalRow | undefined> {
      return one<TerminalRow>(
        `SELECT ${TERMINAL_COLUMNS}
           FROM terminals t JOIN regions r ON r.id = t.region_id
          WHERE t.id = $1 AND r.platform_id = $2`,
        [id, platform],
      );
    },

    /** The terminal's row, locked for a change or its deletion (new references to it wait meanwhile). */
    async lockTerminal(id: string, platform: string): Promise<TerminalRow | undefined> {
      return one<TerminalRow>(
        `SELECT t.id, t.name, t.city, t.country, t.region_id, t.version, false AS in_use
           FROM terminals t JOIN regions r ON r.id = t.region_id
          WHERE t.id = $1 AND r.platform_id = $2 FOR UPDATE OF t`,
        [id, platform],
      );
    },

    async terminalInUse(id: string): Promise<boolean> {
      return (await one<{ in_use: boolean }>(`SELECT ${terminalInUse('$1::text')} AS in_use`, [id]))!.in_use;
    },

    /** The names of the terminals of the platform's regions. */
    async terminalNames(platform: string): Promise<Named[]> {
      return (
        await db.query<Named>(
          `SELECT t.id, t.name FROM terminals t JOIN regions r ON r.id = t.region_id WHERE r.platform_id = $1`,
          [platform],
        )
      ).rows;
    },

    async insertTerminal(t: TerminalInsert): Promise<void> {
      await db.query(
        `INSERT INTO terminals (id, region_id, name, city, country, version) VALUES ($1, $2, $3, $4, $5, 1)`,
        [t.id, t.regionId, t.name, t.city, t.country],
      );
    },

    async updateTerminal(
      id: string,
      change: { name: string; city: string; country: string; regionId: string },
    ): Promise<void> {
      await db.query(
        `UPDATE terminals SET name = $2, city = $3, country = $4, region_id = $5, version = version + 1
          WHERE id = $1`,
        [id, change.name, change.city, change.country, change.regionId],
      );
    },

    async deleteTerminal(id: string): Promise<void> {
      await db.query(`DELETE FROM terminals WHERE id = $1`, [id]);
    },
  };
}
