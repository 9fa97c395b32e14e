/**
 * All SQL of the delivery addresses of a buyer account. Archived addresses (deleted while placed orders
 * still refer to them) are listed nowhere and cannot be changed; other accounts' rows are never read.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { DeliveryAddressValues } from './rules.js';

export interface DeliveryAddressRow {
  id: string;
  company: string;
  street: string;
  zip_code: string;
  city: string;
  country: string;
  contact_person: string | null;
  on_site_contact: string | null;
  delivery_instructions: string | null;
}

const COLS =
  'id, company, street, zip_code, city, country, contact_person, on_site_contact, delivery_instructions';

/** Order statuses of orders still under way: their address must stay as it is. */
export const RUNNING_ORDER_STATUSES = ['INCOMPLETE', 'MANUAL', 'CONFIRMED'] as const;

export function deliveryAddressesRepo(db: Queryable) {
  return {
    async list(accountId: string): Promise<DeliveryAddressRow[]> {
      const r = await db.query<DeliveryAddressRow>(
        `SELECT ${COLS} FROM delivery_addresses WHERE account_id = $1 AND archived_at IS NULL
          ORDER BY company, street, id`,
        [accountId],
      );
      return r.rows;
    },

    async create(accountId: string, v: DeliveryAddressValues): Promise<DeliveryAddressRow> {
      const r = await db.query<DeliveryAddressRow>(
        `INSERT INTO delivery_addresses (id, account_id, company, street, zip_code, city, country,
           contact_person, on_site_contact, delivery_instructions)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLS}`,
        [
          `da-${randomUUID()}`,
          accountId,
          v.company,
          v.street,
          v.zipCode,
          v.city,
          v.country,
          v.contactPerson,
          v.onSiteContact,
          v.deliveryInstructions,
        ],
      );
      return r.rows[0]!;
    },

    /** The changed row, or undefined when the account has no (active) address with this id. */
    async update(
      accountId: string,
      id: string,
      v: DeliveryAddressValues,
    ): Promise<DeliveryAddressRow | undefined> {
      const r = await db.query<DeliveryAddressRow>(
        `UPDATE delivery_addresses SET company = $3, street = $4, zip_code = $5, city = $6, country = $7,
                contact_person = $8, on_site_contact = $9, delivery_instructions = $10
          WHERE id = $1 AND account_id = $2 AND archived_at IS NULL RETURNING ${COLS}`,
        [
          id,
          accountId,
          v.company,
          v.street,
          v.zipCode,
          v.city,
          v.country,
          v.contactPerson,
          v.onSiteContact,
          v.deliveryInstructions,
        ],
      );
      return r.rows[0];
    },

    /** The account's active address with this id, locked for a change; undefined when there is none. */
    async lock(accountId: string, id: string): Promise<{ id: string } | undefined> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM delivery_addresses WHERE id = $1 AND account_id = $2 AND archived_at IS NULL FOR UPDATE`,
        [id, accountId],
      );
      return r.rows[0];
    },

    /** How the address is used: orders still under way, basket items, and orders at all. */
    async usage(id: string): Promise<{ running: number; basket: number; orders: number }> {
      const r = await db.query<{ running: number; basket: number; orders: number }>(
        `SELECT (SELECT count(*) FROM orders WHERE delivery_address_id = $1
                    AND status = ANY ($2::text[]))::int AS running,
                (SELECT count(*) FROM basket_items WHERE delivery_address_id = $1)::int AS basket,
                (SELECT count(*) FROM orders WHERE delivery_address_id = $1)::int AS orders`,
        [id, [...RUNNING_ORDER_STATUSES]],
      );
      return r.rows[0]!;
    },

    /** Removes an address no order refers to. */
    async remove(id: string): Promise<void> {
      await db.query(`DELETE FROM delivery_addresses WHERE id = $1`, [id]);
    },

    /** Archives an address closed orders still refer to: they keep showing it; nothing offers it again. */
    async archive(id: string, at: Date): Promise<void> {
      await db.query(`UPDATE delivery_addresses SET archived_at = $2 WHERE id = $1`, [id, at]);
    },
  };
}

/** The contract's DeliveryAddress: optional texts only when set. */
export function toApi(r: DeliveryAddressRow) {
  return {
    id: r.id,
    company: r.company,
    street: r.street,
    zipCode: r.zip_code,
    city: r.city,
    country: r.country as 'DE' | 'AT' | 'BE' | 'NL' | 'CH',
    ...(r.contact_person ? { contactPerson: r.contact_person } : {}),
    ...(r.on_site_contact ? { onSiteContact: r.on_site_contact } : {}),
    ...(r.delivery_instructions ? { deliveryInstructions: r.delivery_instructions } : {}),
  };
}
