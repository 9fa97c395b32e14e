/**
 * A buyer account's favourite market lists (spec §2 favourites wizard, §3; rule S2): read, save, change
 * and delete. Buyers only; another account's list does not exist (404). A list names at least one seller,
 * only sellers the buyer is connected to, and products, regions and terminals of its platform; its name is
 * unique within the account. The market applies a list as a filter (`favouritesListId`).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import type { Queryable } from '../../db/types.js';
import { forgetMarketListings } from '../offers/listingCache.js';
import { favouritesRepo, type FavouriteInput } from './repository.js';
import { favouriteErrors, normaliseFavourite } from './rules.js';

const notFound = () => problems.notFound('Die Favoritenliste wurde nicht gefunden.');

/** The normalised input, or a 400 naming each field that is wrong. */
async function validInput(
  db: Queryable,
  request: FastifyRequest,
  body: FavouriteInput,
  exceptId: string | null,
): Promise<FavouriteInput> {
  const { account } = authOf(request);
  const input = normaliseFavourite(body);
  const repo = favouritesRepo(db);
  const [known, taken] = await Promise.all([
    repo.knownIds(account.id, account.platform, input),
    input.name === '' ? Promise.resolve(false) : repo.nameTaken(account.id, input.name, exceptId),
  ]);
  const errors = favouriteErrors(input, known, taken);
  if (errors.length)
    throw problems.validation('Die Favoritenliste ist nicht vollständig oder ungültig.', errors);
  return input;
}

/** A concurrent save of the same name trips the unique index: told like any other taken name. */
async function nameUnique<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw problems.validation('Die Favoritenliste ist nicht vollständig oder ungültig.', [
        { path: '/name', code: 'favourite_name_taken' },
      ]);
    throw error;
  }
}

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ accountTypes: ['buyer'] });

  app.get(
    '/api/favourites',
    { schema: c.routeSchema('getFavourites'), preHandler: guard },
    async (request) => ({ config: await favouritesRepo(app.db).listForAccount(authOf(request).account.id) }),
  );

  app.post<RouteTypes<'createFavourite'>>(
    '/api/favourites',
    { schema: c.routeSchema('createFavourite'), preHandler: guard },
    async (request, reply) => {
      const a = authOf(request);
      const row = await nameUnique(
        app.db.transaction(async (tx) => {
          const input = await validInput(tx, request, request.body, null);
          return favouritesRepo(tx).create(a.account.id, a.userId, input);
        }),
      );
      forgetMarketListings(app.db);
      return reply.status(201).send(row);
    },
  );

  app.put<RouteTypes<'updateFavourite'>>(
    '/api/favourites/:id',
    { schema: c.routeSchema('updateFavourite'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params;
      const row = await nameUnique(
        app.db.transaction(async (tx) => {
          const repo = favouritesRepo(tx);
          // Another account's list is not found, whatever the body says.
          if (!(await repo.listForAccount(a.account.id)).some((f) => f.id === id)) throw notFound();
          const input = await validInput(tx, request, request.body, id);
          return repo.update(a.account.id, id, input);
        }),
      );
      if (!row) throw notFound();
      forgetMarketListings(app.db);
      return row;
    },
  );

  app.delete<RouteTypes<'deleteFavourite'>>(
    '/api/favourites/:id',
    { schema: c.routeSchema('deleteFavourite'), preHandler: guard },
    async (request, reply) => {
      if (!(await favouritesRepo(app.db).delete(authOf(request).account.id, request.params.id)))
        throw notFound();
      forgetMarketListings(app.db);
      return reply.status(204).send();
    },
  );
};

export default routes;
