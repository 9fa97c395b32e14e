/**
 * Additive delivery locations (/api/metadata/locations) of the own buyer account; needs the feature
 * productAdditives (for a child account: also allowed by its parent). Other accounts' rows are 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { randomUUID } from 'node:crypto';
import { problems } from '../errors.js';
import { authOf } from '../plugins/auth.js';

interface LocationInput {
  name: string;
  address: { street: string; postCode: string; city: string; county: string; country: string };
}
interface LocationRow {
  id: string;
  name: string;
  street: string;
  post_code: string;
  city: string;
  county: string;
  country: string;
}

const toApi = (r: LocationRow) => ({
  _id: r.id,
  name: r.name,
  address: { street: r.street, postCode: r.post_code, city: r.city, county: r.county, country: r.country },
});

const COLS = 'id, name, street, post_code, city, county, country';

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ accountTypes: ['buyer'], features: ['productAdditives'] });

  app.get(
    '/api/metadata/locations',
    { schema: c.routeSchema('listAdditiveLocations'), preHandler: guard },
    async (request) => {
      const r = await app.db.query<LocationRow>(
        `SELECT ${COLS} FROM additive_locations WHERE account_id = $1 ORDER BY created_at, id`,
        [authOf(request).account.id],
      );
      return r.rows.map(toApi);
    },
  );

  app.post(
    '/api/metadata/locations',
    { schema: c.routeSchema('createAdditiveLocation'), preHandler: guard },
    async (request, reply) => {
      const { name, address: ad } = request.body as LocationInput;
      const r = await app.db.query<LocationRow>(
        `INSERT INTO additive_locations (id, account_id, name, street, post_code, city, county, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLS}`,
        [
          `loc-${randomUUID()}`,
          authOf(request).account.id,
          name.trim(),
          ad.street,
          ad.postCode,
          ad.city,
          ad.county,
          ad.country,
        ],
      );
      return reply.status(201).send(toApi(r.rows[0]!));
    },
  );

  app.put(
    '/api/metadata/locations/:id',
    { schema: c.routeSchema('updateAdditiveLocation'), preHandler: guard },
    async (request) => {
      const { id } = request.params as { id: string };
      const { name, address: ad } = request.body as LocationInput;
      const r = await app.db.query<LocationRow>(
        `UPDATE additive_locations SET name = $3, street = $4, post_code = $5, city = $6, county = $7, country = $8
        WHERE id = $1 AND account_id = $2 RETURNING ${COLS}`,
        [id, authOf(request).account.id, name.trim(), ad.street, ad.postCode, ad.city, ad.county, ad.country],
      );
      if (!r.rows[0]) throw problems.notFound('Der Lieferort wurde nicht gefunden.');
      return toApi(r.rows[0]);
    },
  );

  app.delete(
    '/api/metadata/locations/:id',
    { schema: c.routeSchema('deleteAdditiveLocation'), preHandler: guard },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const r = await app.db.query(`DELETE FROM additive_locations WHERE id = $1 AND account_id = $2`, [
        id,
        authOf(request).account.id,
      ]);
      if (r.rowCount === 0) throw problems.notFound('Der Lieferort wurde nicht gefunden.');
      return reply.status(204).send();
    },
  );
};

export default routes;
