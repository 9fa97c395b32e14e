/** All core routes (full /api paths; schemas from openapi.yaml via app.contract.routeSchema). */
import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/routes.js';
import users from './team/routes.js';
import teamMembers from './team/members.js';
import metadata from './metadata/routes.js';
import account from './account/routes.js';
import relationships from './relationships/routes.js';
import favourites from './favourites/routes.js';
import locations from './locations/routes.js';
import operator from './operator/routes.js';
import masterData from './master-data/routes.js';
import operatorAccounts from './operator/accountRoutes.js';
import orders from './orders/routes.js';
import offers from './offers/routes.js';
import sellerOffers from './offers/sellerRoutes.js';
import offerUploads from './offers/csvRoutes.js';
import pricing from './pricing/routes.js';
import pricingSettings from './pricing/settingsRoutes.js';
import audit from './audit/routes.js';
import basket from './basket/routes.js';
import additives from './additives/routes.js';
import emptyBarrels from './empty-barrels/routes.js';
import news from './news/routes.js';
import settings from './settings/routes.js';
import subAccounts from './sub-accounts/routes.js';
import contracts from './contracts/routes.js';
import priceAlerts from './price-alerts/routes.js';
import contact from './contact/routes.js';
import deliveryAddresses from './delivery-addresses/routes.js';

const routes: FastifyPluginAsync = async (app) => {
  for (const r of [
    auth,
    users,
    teamMembers,
    metadata,
    account,
    relationships,
    favourites,
    locations,
    operator,
    masterData,
    operatorAccounts,
    orders,
    offers,
    sellerOffers,
    offerUploads,
    pricing,
    pricingSettings,
    audit,
    basket,
    additives,
    emptyBarrels,
    news,
    settings,
    subAccounts,
    contracts,
    priceAlerts,
    contact,
    deliveryAddresses,
  ])
    await app.register(r);
};

export default routes;
