/** Master data for GET /api/generic/metadata (products, regions/terminals, addresses, terms, sellers). */
import type { Queryable } from '../../db/types.js';

export function metadataRepo(db: Queryable) {
  return {
    async platform(id: string) {
      const r = await db.query<{
        status: string;
        vat: string;
        currency: 'EUR' | 'CHF';
        buyers_must_accept_terms: boolean;
      }>(`SELECT status, vat, currency, buyers_must_accept_terms FROM platforms WHERE id = $1`, [id]);
      return r.rows[0];
    },
    async products() {
      const r = await db.query<{
        id: string;
        name: string;
        type: 'fuel' | 'additive';
        category: string;
        sort_order: number;
        density: string;
      }>(`SELECT id, name, type, category, sort_order, density FROM products ORDER BY sort_order, name`);
      return r.rows.map((p) => ({
        id: p.id,
        name: p.name,
        type: p.type,
        category: p.category,
        sortOrder: p.sort_order,
        density: p.density,
      }));
    },
    async regions(platform: string) {
      const regions = await db.query<{ id: string; name: string }>(
        `SELECT id, name FROM regions WHERE platform_id = $1 ORDER BY sort, name`,
        [platform],
      );
      const terminals = await db.query<{
        id: string;
        name: string;
        city: string;
        country: string;
        region_id: string;
      }>(
        `SELECT t.id, t.name, t.city, t.country, t.region_id FROM terminals t JOIN regions r ON r.id = t.region_id
          WHERE r.platform_id = $1 ORDER BY t.name`,
        [platform],
      );
      return regions.rows.map((reg) => ({
        id: reg.id,
        name: reg.name,
        terminals: terminals.rows
          .filter((t) => t.region_id === reg.id)
          .map((t) => ({ id: t.id, name: t.name, country: t.country, regionId: t.region_id, city: t.city })),
      }));
    },
    async deliveryAddresses(accountId: string) {
      const r = await db.query<Record<string, string | null>>(
        `SELECT id, company, street, zip_code, city, country, contact_person, on_site_contact, delivery_instructions
           FROM delivery_addresses WHERE account_id = $1 AND archived_at IS NULL ORDER BY id`,
        [accountId],
      );
      return r.rows.map((a) => {
        const out: Record<string, string> = {
          id: a.id!,
          company: a.company!,
          street: a.street!,
          zipCode: a.zip_code!,
          city: a.city!,
        };
        if (a.country) out.country = a.country;
        if (a.contact_person) out.contactPerson = a.contact_person;
        if (a.on_site_contact) out.onSiteContact = a.on_site_contact;
        if (a.delivery_instructions) out.deliveryInstructions = a.delivery_instructions;
        return out;
      });
    },
    async liftingPeriods() {
      return (
        await db.query<{ id: string; name: string; days: number }>(
          `SELECT id, name, days FROM lifting_periods ORDER BY sort`,
        )
      ).rows;
    },
    async paymentTerms() {
      return (await db.query<{ days: number }>(`SELECT days FROM payment_terms ORDER BY days`)).rows.map(
        (r) => r.days,
      );
    },
    /** Sellers a buyer can trade with: released relationships enabled on both sides. */
    async connectedSellers(buyerAccountId: string) {
      const r = await db.query<{ id: string; name: string }>(
        `SELECT s.id, s.name FROM relationships rel JOIN accounts s ON s.id = rel.seller_account_id
          WHERE rel.buyer_account_id = $1 AND rel.state = 'RELEASED'
            AND rel.seller_status = 'ENABLED' AND rel.buyer_status = 'ENABLED' AND NOT s.blocked
          ORDER BY s.name`,
        [buyerAccountId],
      );
      return r.rows;
    },
  };
}
