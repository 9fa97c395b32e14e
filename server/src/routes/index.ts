/** All core routes (full /api paths; schemas from openapi.yaml via app.contract.routeSchema). */
import type { FastifyPluginAsync } from 'fastify';
import auth from './auth.js';
import users from './users.js';
import metadata from './metadata.js';
import account from './account.js';
import relationships from './relationships.js';
import favourites from './favourites.js';
import locations from './locations.js';
import operator from './operator.js';
import orders from './orders.js';

const routes: FastifyPluginAsync = async (app) => {
  for (const r of [auth, users, metadata, account, relationships, favourites, locations, operator, orders])
    await app.register(r);
};

export default routes;
