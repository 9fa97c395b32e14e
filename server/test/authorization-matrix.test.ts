/**
 * The authorisation matrix: every operation the server serves x every kind of caller x whose object it
 * is -> the answer. One data table (MATRIX), run cell by cell against the real server on the demo data.
 *
 * Reading a row: `cell(operationId, owner, '<anonymous> <buyer> <seller> <admin> <operator>
 * <shareholderParent> <aviat> <blocked>')`, each column one of
 *   401 / 403 / 404   exactly that refusal,
 *   2xx               an answer 200-299,
 *   ok                allowed: neither 401 nor 403 (the generated request may still be refused on its
 *                     merits, e.g. 400 or 422) - only for operations without an object of their own,
 *   -                 no such object for this caller (e.g. an operator has no basket).
 * The owner of the object named in the request is the caller's own, a colleague's in the same company,
 * another company's, or `none` (the operation names no object; it works on the caller's own data).
 *
 * The suite fails when a served operation has no row, when a row names an operation openapi.yaml does
 * not have, and when any cell lets a caller read or change another company's object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, DEMO_PASSWORD, demo, type TestApp } from './helpers/app.js';
import {
  contractOperations,
  expectHardenedAnswer,
  injectOptions,
  isServed,
  validParts,
  type RequestParts,
} from './helpers/contract-requests.js';
import { startBasketApp } from './basket-support.js';
import { fixedFuelOffer } from './helpers/fuelOffers.js';

const CALLERS = [
  'anonymous',
  'buyer',
  'seller',
  'admin',
  'operator',
  'shareholderParent',
  'aviat',
  'blocked',
] as const;
type Caller = (typeof CALLERS)[number];
type Owner = 'own' | 'sameCompany' | 'otherCompany' | 'none';
type Outcome = 401 | 403 | 404 | '2xx' | 'ok' | '-';

interface Cell {
  operationId: string;
  owner: Owner;
  outcomes: Record<Caller, Outcome>;
}

function cell(operationId: string, owner: Owner, row: string): Cell {
  const tokens = row.trim().split(/\s+/);
  if (tokens.length !== CALLERS.length) throw new Error(`${operationId}/${owner}: ${tokens.length} columns`);
  const outcomes = Object.fromEntries(
    CALLERS.map((c, i) => {
      const t = tokens[i]!;
      return [c, /^\d+$/.test(t) ? (Number(t) as Outcome) : (t as Outcome)];
    }),
  ) as Record<Caller, Outcome>;
  return { operationId, owner, outcomes };
}

// prettier-ignore
const MATRIX: Cell[] = [
  //                                         anon  buyer seller admin oper  parent aviat blocked
  // Sessions and public entry points: open to everyone (a blocked user's session is simply gone).
  cell('login',                    'none',  '2xx   2xx   2xx   2xx   2xx   2xx   2xx   2xx'),
  cell('logout',                   'none',  '2xx   2xx   2xx   2xx   2xx   2xx   2xx   2xx'),
  cell('endSession',               'none',  '2xx   2xx   2xx   2xx   2xx   2xx   2xx   2xx'),
  cell('requestPasswordReset',     'none',  'ok    ok    ok    ok    ok    ok    ok    ok'),
  cell('setPasswordByKey',         'none',  'ok    ok    ok    ok    ok    ok    ok    ok'),
  // The caller's own session, terms and master data.
  cell('getUser',                  'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('getGtcAccepted',           'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('acceptGtc',                'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('getMetadata',              'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('getMarketWindow',          'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('streamEvents',             'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('getAccount',               'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('getOpenOrdersCount',       'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('listOrders',               'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  // Everyone reads the history of their own orders (order-history.test.ts: whose rows and names).
  cell('getOrderHistory',          'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('exportOrderHistory',       'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('getOrderStats',            'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  // Everyone reads their news box; only sellers with the newsBox feature publish.
  cell('listNews',                 'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  // Each user keeps their own settings (the key names the setting, not someone else's).
  cell('getSetting',               'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('saveSetting',              'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  // Everyone signed in may write to the platform's support.
  cell('sendContactMessage',       'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('createNews',               'none',  '401   403   2xx   403   403   403   403   401'),
  cell('listEmptyBarrelRequests',  'none',  '401   2xx   2xx   2xx   2xx   2xx   2xx   401'),
  cell('listRelationships',        'none',  '401   2xx   2xx   403   403   2xx   2xx   401'),
  // Team administrators list their own company's users.
  cell('searchUsers',              'none',  '401   2xx   2xx   2xx   403   2xx   2xx   401'),
  // Company data is the platform operator's to change.
  cell('updateAccount',            'none',  '401   403   403   403   2xx   403   403   401'),
  // Users: oneself, or a colleague as team administrator; never another company's user.
  cell('getProfile',               'own',          '-     2xx   2xx   2xx   2xx   2xx   2xx   -'),
  cell('getProfile',               'sameCompany',  '401   2xx   -     2xx   403   -     -     401'),
  cell('getProfile',               'otherCompany', '401   404   404   404   404   404   404   401'),
  cell('updateUser',               'own',          '-     2xx   2xx   2xx   2xx   2xx   2xx   -'),
  cell('updateUser',               'sameCompany',  '401   2xx   -     2xx   403   -     -     401'),
  cell('updateUser',               'otherCompany', '401   404   404   404   404   404   404   401'),
  // Team management: the account's team administrator (the platform operator is none), own account only;
  // nobody removes themselves; purchase rights exist for buyer accounts only. Everyone changes their own
  // password (the generated current password is wrong: refused on its merits). Purchase rights: last.
  cell('changePassword',           'none',  '401   ok    ok    ok    ok    ok    ok    401'),
  cell('createTeamMember',         'none',  '401   ok    ok    ok    403   ok    ok    401'),
  cell('deleteTeamMember',         'own',          '-     403   403   403   403   403   403   -'),
  cell('deleteTeamMember',         'sameCompany',  '401   2xx   -     2xx   403   -     -     401'),
  cell('deleteTeamMember',         'otherCompany', '401   404   404   404   403   404   404   401'),
  // Buyers' market, basket and favourites.
  cell('getOffers',                'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('getFavourites',            'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  // A buyer account's favourites lists and delivery addresses: another account's do not exist.
  cell('createFavourite',          'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('updateFavourite',          'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('updateFavourite',          'otherCompany', '401   404   403   403   403   404   404   401'),
  cell('deleteFavourite',          'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('deleteFavourite',          'otherCompany', '401   404   403   403   403   404   404   401'),
  cell('listDeliveryAddresses',    'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('createDeliveryAddress',    'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('updateDeliveryAddress',    'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('updateDeliveryAddress',    'otherCompany', '401   404   403   403   403   404   404   401'),
  cell('deleteDeliveryAddress',    'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('deleteDeliveryAddress',    'otherCompany', '401   404   403   403   403   404   404   401'),
  // Price alerts: each buyer user's own; a colleague's or another company's do not exist for the caller.
  cell('listPriceAlerts',          'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('createPriceAlert',         'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('updatePriceAlert',         'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('updatePriceAlert',         'sameCompany',  '-     404   -     -     -     -     -     -'),
  cell('updatePriceAlert',         'otherCompany', '401   404   403   403   403   404   404   401'),
  cell('deletePriceAlert',         'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('deletePriceAlert',         'sameCompany',  '-     404   -     -     -     -     -     -'),
  cell('deletePriceAlert',         'otherCompany', '401   404   403   403   403   404   404   401'),
  // The buyers' basket.
  cell('getBasket',                'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('refreshBasket',            'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('addBasketItem',            'none',  '401   ok    403   403   403   ok    ok    401'),
  cell('placeOrder',               'none',  '401   ok    403   403   403   403   ok    401'),
  cell('updateBasketItem',         'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('updateBasketItem',         'sameCompany',  '401   404   -     -     -     -     -     401'),
  cell('updateBasketItem',         'otherCompany', '401   404   403   403   403   404   404   401'),
  cell('removeBasketItem',         'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('removeBasketItem',         'sameCompany',  '401   404   -     -     -     -     -     401'),
  cell('removeBasketItem',         'otherCompany', '401   404   403   403   403   404   404   401'),
  // Last of the basket rows: it empties the basket the rows above work on.
  cell('clearBasket',              'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  // Orders: the buyer's and the seller's company see them; nobody else learns they exist.
  cell('getOrder',                 'own',          '-     2xx   2xx   -     -     -     2xx   -'),
  cell('getOrder',                 'sameCompany',  '401   2xx   -     -     -     -     -     401'),
  cell('getOrder',                 'otherCompany', '401   404   404   404   404   404   404   401'),
  // Only the order's seller works it: another seller is told "not found", everyone else "forbidden".
  cell('editOrder',             'own',          '-     -     ok    -     -     -     -     -'),
  cell('editOrder',             'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('confirmOrder',          'own',          '-     -     ok    -     -     -     -     -'),
  cell('confirmOrder',          'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('setOrderInReview',      'own',          '-     -     ok    -     -     -     -     -'),
  cell('setOrderInReview',      'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('declineOrder',          'own',          '-     -     ok    -     -     -     -     -'),
  cell('declineOrder',          'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('transferOrder',         'own',          '-     -     ok    -     -     -     -     -'),
  cell('transferOrder',         'otherCompany', '401   403   404   403   403   403   403   401'),
  // A shareholder parent looks at its own Aviaten's market only.
  cell('getChildAccountOffers',    'own',          '-     -     -     -     -     2xx   -     -'),
  cell('getChildAccountOffers',    'otherCompany', '401   403   403   403   403   403   403   401'),
  // A shareholder parent manages its own Aviaten's settings; any other account is "not found" to it.
  cell('listSubAccounts',          'none',  '401   403   403   403   403   2xx   403   401'),
  cell('getSubAccount',            'own',          '-     -     -     -     -     2xx   -     -'),
  cell('getSubAccount',            'otherCompany', '401   403   403   403   403   404   403   401'),
  cell('updateSubAccount',         'own',          '-     -     -     -     -     2xx   -     -'),
  cell('updateSubAccount',         'otherCompany', '401   403   403   403   403   404   403   401'),
  // Additives (buyers and sellers with the additives feature).
  cell('getAdditiveOffers',        'none',  '401   2xx   2xx   403   403   2xx   2xx   401'),
  cell('editAdditiveOfferStatus',  'none',  '401   403   ok    403   403   403   403   401'),
  cell('createAdditiveOffer',      'none',  '401   403   ok    403   403   403   403   401'),
  // A seller's own fuel offers; another seller's offer is not found.
  cell('listFuelOffers',           'none',  '401   403   2xx   403   403   403   403   401'),
  cell('createFuelOffer',          'none',  '401   403   2xx   403   403   403   403   401'),
  cell('updateFuelOffer',          'own',          '-     -     2xx   -     -     -     -     -'),
  cell('updateFuelOffer',          'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('deleteFuelOffer',          'own',          '-     -     2xx   -     -     -     -     -'),
  cell('deleteFuelOffer',          'otherCompany', '401   403   404   403   403   403   403   401'),
  // CSV offer uploads: a seller's own; another seller's preview is "not found". (A request without a
  // file is refused on its merits: 'ok'.)
  cell('listAuditEntries',         'none',  '401   403   2xx   403   403   403   403   401'),
  cell('getCsvTemplate',           'none',  '401   403   2xx   403   403   403   403   401'),
  cell('exportFuelOffersCsv',      'none',  '401   403   2xx   403   403   403   403   401'),
  cell('listCsvUploads',           'none',  '401   403   2xx   403   403   403   403   401'),
  cell('previewCsvUpload',         'none',  '401   403   ok    403   403   403   403   401'),
  cell('applyCsvUpload',           'own',          '-     -     2xx   -     -     -     -     -'),
  cell('applyCsvUpload',           'otherCompany', '401   403   404   403   403   403   403   401'),
  // The pricing engine: a seller's own rules and groups; another seller's rule is "not found".
  cell('listPricingRules',         'none',  '401   403   2xx   403   403   403   403   401'),
  cell('createPricingRule',        'none',  '401   403   ok    403   403   403   403   401'),
  cell('updatePricingRule',        'own',          '-     -     ok    -     -     -     -     -'),
  cell('updatePricingRule',        'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('deletePricingRule',        'own',          '-     -     2xx   -     -     -     -     -'),
  cell('deletePricingRule',        'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('listPricingRuleGroups',    'none',  '401   403   2xx   403   403   403   403   401'),
  cell('createPricingRuleGroup',   'none',  '401   403   ok    403   403   403   403   401'),
  cell('listExpiryRules',          'none',  '401   403   2xx   403   403   403   403   401'),
  cell('createExpiryRule',         'none',  '401   403   ok    403   403   403   403   401'),
  cell('updateExpiryRule',         'own',          '-     -     ok    -     -     -     -     -'),
  cell('updateExpiryRule',         'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('deleteExpiryRule',         'own',          '-     -     2xx   -     -     -     -     -'),
  cell('deleteExpiryRule',         'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('listProductDensities',     'none',  '401   403   2xx   403   403   403   403   401'),
  // A product is nobody's: the seller changes only their own density of it.
  cell('updateProductDensity',     'none',  '401   403   ok    403   403   403   403   401'),
  cell('listMinimumPrices',        'none',  '401   403   2xx   403   403   403   403   401'),
  cell('createMinimumPrice',       'none',  '401   403   ok    403   403   403   403   401'),
  cell('updateMinimumPrice',       'own',          '-     -     ok    -     -     -     -     -'),
  cell('updateMinimumPrice',       'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('deleteMinimumPrice',       'own',          '-     -     2xx   -     -     -     -     -'),
  cell('deleteMinimumPrice',       'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('getCustomerPrices',        'own',          '-     -     2xx   -     -     -     -     -'),
  cell('getCustomerPrices',        'otherCompany', '401   403   404   403   403   403   403   401'),
  cell('createEmptyBarrelRequest', 'none',  '401   ok    403   403   403   ok    ok    401'),
  cell('listAdditiveLocations',    'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('createAdditiveLocation',   'none',  '401   2xx   403   403   403   2xx   2xx   401'),
  cell('updateAdditiveLocation',   'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('updateAdditiveLocation',   'otherCompany', '401   404   403   403   403   404   404   401'),
  cell('deleteAdditiveLocation',   'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('deleteAdditiveLocation',   'otherCompany', '401   404   403   403   403   404   404   401'),
  // Blocking is the platform staff's: the operator and admin staff (spec §1).
  cell('setCompanyBlocked',        'otherCompany', '401   403   403   2xx   2xx   403   403   401'),
  cell('setUserBlocked',           'otherCompany', '401   403   403   2xx   2xx   403   403   401'),
  // The console's accounts, users and log: the platform staff's.
  cell('listCompanyAccounts',      'none',  '401   403   403   2xx   2xx   403   403   401'),
  cell('listCompanyUsers',         'otherCompany', '401   403   403   2xx   2xx   403   403   401'),
  cell('listOperatorAudit',        'none',  '401   403   403   2xx   2xx   403   403   401'),
  // Company data, shareholder links and users under shareholder accounts: the platform operator's alone.
  cell('getCompanyAccount',        'otherCompany', '401   403   403   403   2xx   403   403   401'),
  cell('updateCompanyAccount',     'otherCompany', '401   403   403   403   2xx   403   403   401'),
  cell('setShareholder',           'otherCompany', '401   403   403   403   2xx   403   403   401'),
  cell('createCompanyUser',        'otherCompany', '401   403   403   403   2xx   403   403   401'),
  // Master data: the platform operator's alone; another platform's region or terminal is not found.
  cell('getMasterData',            'none',  '401   403   403   403   2xx   403   403   401'),
  cell('createProduct',            'none',  '401   403   403   403   2xx   403   403   401'),
  cell('updateProduct',            'none',  '401   403   403   403   2xx   403   403   401'),
  cell('createRegion',             'none',  '401   403   403   403   2xx   403   403   401'),
  cell('updateRegion',             'own',          '401   403   403   403   2xx   403   403   401'),
  cell('updateRegion',             'otherCompany', '401   403   403   403   404   403   403   401'),
  cell('deleteRegion',             'own',          '401   403   403   403   2xx   403   403   401'),
  cell('deleteRegion',             'otherCompany', '401   403   403   403   404   403   403   401'),
  cell('createTerminal',           'none',  '401   403   403   403   2xx   403   403   401'),
  cell('updateTerminal',           'own',          '401   403   403   403   2xx   403   403   401'),
  cell('updateTerminal',           'otherCompany', '401   403   403   403   404   403   403   401'),
  cell('deleteTerminal',           'own',          '401   403   403   403   2xx   403   403   401'),
  cell('deleteTerminal',           'otherCompany', '401   403   403   403   404   403   403   401'),
  // Price triggers [B9]: buyers set them on offers, the offer's seller (with the feature triggers) sees and
  // rejects them; another account's trigger is "not found".
  cell('listTriggers',             'none',  '401   2xx   2xx   403   403   2xx   2xx   401'),
  cell('createTrigger',            'none',  '401   ok    403   403   403   403   ok    401'),
  cell('updateTrigger',            'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('updateTrigger',            'otherCompany', '401   404   403   403   403   404   404   401'),
  cell('deleteTrigger',            'own',          '-     2xx   -     -     -     -     2xx   -'),
  cell('deleteTrigger',            'otherCompany', '401   404   403   403   403   404   404   401'),
  cell('rejectTrigger',            'own',          '-     -     2xx   -     -     -     -     -'),
  cell('rejectTrigger',            'otherCompany', '401   403   404   403   403   403   403   401'),
  // Relationships: a buyer asks, its seller answers and sets it up; nobody else learns one exists. Last,
  // since they change the demo relationships the market rows above trade on.
  cell('listRequestableSellers',   'none',  '401   2xx   403   403   403   403   2xx   401'),
  cell('requestRelationship',      'none',  '401   ok    403   403   403   403   ok    401'),
  cell('getRelationshipCredit',    'own',          '-     2xx   2xx   -     -     2xx   2xx   -'),
  cell('getRelationshipCredit',    'otherCompany', '401   404   404   403   403   404   404   401'),
  cell('updateRelationshipSettings', 'own',        '-     -     ok    -     -     -     -     -'),
  cell('updateRelationshipSettings', 'otherCompany', '401 403   404   403   403   403   403   401'),
  cell('acceptRelationship',       'own',          '-     403   ok    -     -     403   403   -'),
  cell('acceptRelationship',       'otherCompany', '401   404   404   403   403   403   404   401'),
  cell('setRelationshipInReview',  'own',          '-     403   ok    -     -     403   403   -'),
  cell('setRelationshipInReview',  'otherCompany', '401   404   404   403   403   403   404   401'),
  cell('declineRelationship',      'own',          '-     403   ok    -     -     403   403   -'),
  cell('declineRelationship',      'otherCompany', '401   404   404   403   403   403   404   401'),
  cell('cancelRelationship',       'own',          '-     ok    403   -     -     403   ok    -'),
  cell('cancelRelationship',       'otherCompany', '401   404   404   403   403   403   404   401'),
  // Team administrators of buyer accounts grant purchase rights in their own account. Last, since a
  // granted right lets the parent shareholder's user order in the rows above.
  cell('setUserPurchaseRights',    'own',          '-     2xx   403   403   403   2xx   2xx   -'),
  cell('setUserPurchaseRights',    'sameCompany',  '401   2xx   -     403   403   -     -     401'),
  cell('setUserPurchaseRights',    'otherCompany', '401   404   403   403   403   404   404   401'),
];

const users: Record<Exclude<Caller, 'anonymous'>, { email: string; id: string }> = {
  buyer: { email: demo.buyer, id: 'u-buyer-1' },
  seller: { email: demo.seller, id: 'u-seller-1' },
  admin: { email: demo.admin, id: 'u-admin-1' },
  operator: { email: demo.operator, id: 'u-operator-1' },
  shareholderParent: { email: demo.parent, id: 'u-parent-1' },
  aviat: { email: demo.child, id: 'u-child-1' },
  // Logged in, then blocked by the operator: the session must be worth nothing from then on.
  blocked: { email: 'disposition@aviat-sued.de', id: 'u-child-2' },
};

/** The objects a cell names: per kind, caller and owner, the path parameter value (absent: no such object). */
type Fixtures = Record<string, Partial<Record<Caller, Partial<Record<Owner, string>>>>>;

let t: TestApp;
const cookies = new Map<Caller, string>();
let fixtures: Fixtures;

/** Path parameters, query and body of a cell's request. */
function requestFor(c: Cell, caller: Caller): RequestParts | undefined {
  const op = t.app.contract.operation(c.operationId);
  const parts = validParts(op, 1);
  const bodies: Record<string, unknown> = {
    login: { username: demo.buyer2, password: DEMO_PASSWORD },
    acceptGtc: { accepted: true },
    createNews: { text: '<p>Matrix</p>' },
    sendContactMessage: {
      name: 'Mia Matrix',
      email: 'matrix@nordheiz.de',
      subject: 'Matrix',
      message: 'Hallo',
    },
    editOrder: { price: '91.5' },
    saveSetting: {
      value: {
        terminalSelected: [],
        deliveryAddressSelected: [],
        productSelected: [],
        accountSelected: [],
        dateRangeSelected: null,
        dayQuery: 7,
      },
    },
    updateAccount: { addressLine2: 'Tor 2' },
    updateUser: { phone: '+49 40 123456' },
    updateBasketItem: { quantity: 2000 },
    updateAdditiveLocation: {
      name: 'Lager Nord',
      address: {
        street: 'Hafenstraße 1',
        postCode: '20457',
        city: 'Hamburg',
        county: 'Hamburg',
        country: 'DE',
      },
    },
    createAdditiveLocation: {
      name: 'Lager Süd',
      address: {
        street: 'Ringstraße 5',
        postCode: '80331',
        city: 'München',
        county: 'Bayern',
        country: 'DE',
      },
    },
    setCompanyBlocked: { blocked: false },
    requestRelationship: { sellerId: 'acc-moselenergie' },
    // A stale version: the cell is about who may, the conflict is relationships.test.ts's.
    updateRelationshipSettings: {
      version: 1,
      creditLimitMode: 'NONE',
      creditLimit: null,
      paymentDays: [],
      terminalSelectionMode: 'ALL',
      terminalIds: [],
      productSelectionMode: 'ALL',
      productIds: [],
      additiveProductIds: [],
      purchaseRights: true,
    },
    setUserBlocked: { blocked: false },
    // Granting only: taking a demo buyer's right away would change the market and basket rows.
    setUserPurchaseRights: { purchaseStatus: true },
    // Master data: the matrix's own product, regions and terminals (beforeAll), at version 1.
    createProduct: { name: 'Heizöl EL Matrix', type: 'fuel', category: 'Heizöl', density: '0.8450' },
    updateProduct: { version: 1, density: '0.8460' },
    createRegion: { name: 'Matrixregion' },
    updateRegion: { version: 1, name: 'Matrixregion Nord' },
    createTerminal: { name: 'Tanklager Matrix', city: 'Hamburg', country: 'DE', regionId: 'reg-matrix-1' },
    updateTerminal: { version: 1, name: 'Tanklager Matrix Süd' },
    // Rheintank's data at its seeded version; Ostsee Wärme (a buyer) keeps its role; a user under Aviat Süd.
    updateCompanyAccount: { version: 1, addressLine2: 'Tor 2' },
    setShareholder: { version: 1, role: 'none' },
    createCompanyUser: { firstName: 'Mia', lastName: 'Matrix', email: 'matrix@aviat-sued.de', admin: false },
    // The demo Aviat's settings are at version 1.
    updateSubAccount: {
      version: 1,
      paymentTermDays: 30,
      dailyPurchaseLimit: null,
      collectionShorteningDays: null,
      priceAdjustment: '0',
      terminalIds: [],
    },
    createFuelOffer: fixedFuelOffer,
    // Each buyer account saves its own list; every one of them is connected to Südöl.
    createPriceAlert: priceAlertBody,
    updatePriceAlert: priceAlertBody,
    createFavourite: {
      name: 'Matrix',
      products: ['heizoel-el'],
      regions: [],
      terminals: [],
      sellers: ['acc-suedoel'],
    },
    updateFavourite: {
      name: 'Matrix geändert',
      products: ['heizoel-el'],
      regions: [],
      terminals: [],
      sellers: ['acc-suedoel'],
    },
    createDeliveryAddress: {
      company: 'Matrix GmbH',
      street: 'Hafenstraße 1',
      zipCode: '20457',
      city: 'Hamburg',
    },
    updateDeliveryAddress: {
      company: 'Matrix GmbH',
      street: 'Hafenstraße 2',
      zipCode: '20457',
      city: 'Hamburg',
    },
    updateFuelOffer: { ...fixedFuelOffer, version: 1 },
    // The matrix's triggers are at version 1 (beforeAll).
    updateTrigger: {
      version: 1,
      volume: 6000,
      triggerPrice: '80.5',
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
    rejectTrigger: { version: 1 },
  };
  if (c.operationId in bodies) parts.body = bodies[c.operationId];
  if (
    [
      'deleteFuelOffer',
      'deletePricingRule',
      'deleteExpiryRule',
      'deleteMinimumPrice',
      'deleteTrigger',
    ].includes(c.operationId)
  )
    parts.query = { version: 1 };
  if (c.operationId === 'getCustomerPrices') parts.query = {};
  if (c.operationId === 'updateProduct') parts.params = { id: 'prd-matrix' };
  if (c.operationId === 'getOrderStats') parts.query = { statType: 'ACCOUNT_RANKING' };
  if (c.operationId === 'getSetting' || c.operationId === 'saveSetting') {
    parts.params = { key: 'ACCOUNT_RANKING_OPTIONS' };
  }
  if (c.operationId === 'listRelationships')
    parts.params = { accountType: caller === 'seller' ? 'buyer' : 'seller' };
  // Lists and the market with their default query: the cell is about who may, not about filters.
  if (
    [
      'getOffers',
      'getChildAccountOffers',
      'searchUsers',
      'listOrders',
      'getOrderHistory',
      'exportOrderHistory',
      'getAdditiveOffers',
      'listAuditEntries',
      'listCompanyAccounts',
      'listOperatorAudit',
    ].includes(c.operationId)
  )
    parts.query = {};
  if (c.owner !== 'none') {
    const kind = objectKind[c.operationId];
    const id = kind ? fixtures[kind]?.[caller]?.[c.owner] : undefined;
    if (!id) return undefined;
    const name = Object.keys(parts.params)[0]!;
    parts.params = { [name]: id };
  }
  return parts;
}

const priceAlertBody = {
  productId: 'heizoel-el',
  terminalId: 'tm-hamburg',
  operator: 'BELOW',
  value: '90',
  liftingPeriodType: 'ALL',
};

const objectKind: Record<string, string> = {
  getProfile: 'user',
  updateUser: 'user',
  updateBasketItem: 'basketItem',
  removeBasketItem: 'basketItem',
  getOrder: 'order',
  confirmOrder: 'order',
  editOrder: 'order',
  setOrderInReview: 'order',
  declineOrder: 'order',
  transferOrder: 'order',
  getChildAccountOffers: 'childAccount',
  getSubAccount: 'childAccount',
  updateSubAccount: 'childAccount',
  updateAdditiveLocation: 'location',
  deleteAdditiveLocation: 'location',
  setCompanyBlocked: 'company',
  setUserBlocked: 'user',
  deleteTeamMember: 'teamMemberToDelete',
  setUserPurchaseRights: 'user',
  listCompanyUsers: 'company',
  updateRegion: 'masterRegion',
  deleteRegion: 'masterRegionToDelete',
  updateTerminal: 'masterTerminal',
  deleteTerminal: 'masterTerminalToDelete',
  getCompanyAccount: 'company',
  updateCompanyAccount: 'company',
  setShareholder: 'buyerCompany',
  createCompanyUser: 'shareholderCompany',
  getRelationshipCredit: 'relationship',
  updateRelationshipSettings: 'relationship',
  acceptRelationship: 'relationship',
  setRelationshipInReview: 'relationship',
  declineRelationship: 'relationship',
  cancelRelationship: 'relationship',
  updateFuelOffer: 'fuelOffer',
  deleteFuelOffer: 'fuelOfferToDelete',
  applyCsvUpload: 'offerUpload',
  updatePricingRule: 'pricingRule',
  deletePricingRule: 'pricingRuleToDelete',
  getCustomerPrices: 'fuelOffer',
  updateExpiryRule: 'expiryRule',
  deleteExpiryRule: 'expiryRuleToDelete',
  updateMinimumPrice: 'minPrice',
  deleteMinimumPrice: 'minPriceToDelete',
  updateFavourite: 'favourite',
  updatePriceAlert: 'priceAlert',
  deletePriceAlert: 'priceAlertToDelete',
  deleteFavourite: 'favouriteToDelete',
  updateDeliveryAddress: 'deliveryAddress',
  deleteDeliveryAddress: 'deliveryAddressToDelete',
  updateTrigger: 'trigger',
  deleteTrigger: 'triggerToCancel',
  rejectTrigger: 'triggerToReject',
};

beforeAll(async () => {
  // An open market window (offers, basket and orders answer); event streams end after 20 ms.
  t = await startBasketApp({}, { maxStreamMs: 20 });
  const db = t.testDb.db;
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ id: string }>(sql, params)).rows[0]?.id;
  // A basket item per buyer user, on any offer (the rows the basket keeps; their prices do not matter here).
  const offer = await one('SELECT id FROM offers ORDER BY id LIMIT 1');
  const basket: Record<string, string> = {};
  for (const [user, account] of [
    ['u-buyer-1', 'acc-nordheiz'],
    ['u-buyer-2', 'acc-nordheiz'],
    ['u-child-1', 'acc-aviat-nord'],
  ] as const) {
    basket[user] = `bi-matrix-${user}`;
    await db.query(
      `INSERT INTO basket_items (id, user_id, account_id, offer_id, quantity, reserved_price, original_price,
         payment_term_days, reserved_until, price_update_at, created_at)
       VALUES ($1, $2, $3, $4, 1000, 80, 80, 14, now() + interval '2 days', now(), now())`,
      [basket[user], user, account, offer],
    );
  }
  const orderOf = (where: string) => one(`SELECT id FROM orders WHERE ${where} ORDER BY id LIMIT 1`);
  const order = {
    buyer1: await orderOf(`buyer_user_id = 'u-buyer-1'`),
    buyer2: await orderOf(`buyer_user_id = 'u-buyer-2'`),
    aviat: await orderOf(`buyer_account_id = 'acc-aviat-nord'`),
    suedoel: await orderOf(`seller_account_id = 'acc-suedoel'`),
    notSuedoel: await orderOf(
      `seller_account_id <> 'acc-suedoel' AND buyer_account_id <> 'acc-nordheiz' AND buyer_account_id <> 'acc-aviat-nord'`,
    ),
  };
  for (const [k, v] of Object.entries(order)) expect(v, `a demo order (${k})`).toBeTruthy();
  // Fuel offers of the demo seller (not the one the basket items point at) and of another seller.
  const fuelOffersOf = async (seller: string) =>
    (
      await db.query<{ id: string }>(
        `SELECT id FROM offers WHERE seller_account_id = $1 AND terminal_id IS NOT NULL ORDER BY id DESC LIMIT 2`,
        [seller],
      )
    ).rows.map((r) => r.id);
  // Two pricing rules of the demo seller and one of another seller.
  const rules: Record<string, string[]> = { 'acc-suedoel': [], 'acc-rheintank': [] };
  for (const [seller, n] of [
    ['acc-suedoel', 0],
    ['acc-suedoel', 1],
    ['acc-rheintank', 0],
  ] as const) {
    const id = `pr-matrix-${seller}-${n}`;
    rules[seller]!.push(id);
    await db.query(
      `INSERT INTO pricing_rules (id, seller_account_id, name, kind, scope, price_unit, currency, value,
         product_ids, terminal_ids, customer_ids, created_at, updated_at)
       VALUES ($1, $2, 'Matrix', 'MARGIN', 'ACCOUNT', 'EUR/100L15', 'EUR', 0.1, '{heizoel-el}', '{tm-none}',
         $3, now(), now())`,
      [id, seller, [`acc-matrix-${n}`]],
    );
  }
  // Two expiry rules and two minimum prices of the demo seller, one of each of another seller.
  const expiryRules: Record<string, string[]> = { 'acc-suedoel': [], 'acc-rheintank': [] };
  const minPrices: Record<string, string[]> = { 'acc-suedoel': [], 'acc-rheintank': [] };
  for (const [seller, n] of [
    ['acc-suedoel', 0],
    ['acc-suedoel', 1],
    ['acc-rheintank', 0],
  ] as const) {
    const id = `exp-matrix-${seller}-${n}`;
    expiryRules[seller]!.push(id);
    await db.query(
      `INSERT INTO expiry_rules (id, seller_account_id, date, time, due_at, direction, created_at, updated_at)
       VALUES ($1, $2, current_date + 30 + $3::int, '17:30', now() + interval '30 days', 'MONTH_FORWARD', now(), now())`,
      [id, seller, n],
    );
    const mp = `mp-matrix-${seller}-${n}`;
    minPrices[seller]!.push(mp);
    await db.query(
      `INSERT INTO seller_min_prices (id, seller_account_id, product_id, terminal_id, min_price, created_at, updated_at)
       VALUES ($1, $2, $3, 'tm-hamburg', 80, now(), now())`,
      [mp, seller, n === 0 ? 'heizoel-el' : 'diesel-b7'],
    );
  }
  // A favourites list and a delivery address (used by nothing) to delete, of the buyer's and the Aviat's.
  await db.query(
    `INSERT INTO favourites (id, account_id, name, sellers) VALUES
       ('fav-matrix-buyer', 'acc-nordheiz', 'Matrix löschen', '{acc-suedoel}'),
       ('fav-matrix-aviat', 'acc-aviat-nord', 'Matrix löschen', '{acc-suedoel}')`,
  );
  await db.query(
    `INSERT INTO delivery_addresses (id, account_id, company, street, zip_code, city) VALUES
       ('da-matrix-buyer', 'acc-nordheiz', 'Nordheiz', 'Matrixweg 1', '20457', 'Hamburg'),
       ('da-matrix-aviat', 'acc-aviat-nord', 'Aviat Nord', 'Matrixweg 2', '20457', 'Hamburg')`,
  );
  // A previewed (empty, valid) CSV upload of the demo seller and of another seller.
  // Master data of the matrix's own: a product, two regions of the default platform, two terminals.
  await db.query(
    `INSERT INTO products (id, name, type, category, sort_order, density) VALUES
       ('prd-matrix', 'Diesel Matrix', 'fuel', 'Diesel', 20, 0.8360)`,
  );
  await db.query(
    `INSERT INTO regions (id, platform_id, name, sort) VALUES
       ('reg-matrix-1', 'default', 'Matrix Eins', 90), ('reg-matrix-2', 'default', 'Matrix Zwei', 91)`,
  );
  await db.query(
    `INSERT INTO terminals (id, region_id, name, city, country) VALUES
       ('tm-matrix-1', 'reg-matrix-1', 'Matrix Terminal Eins', 'Hamburg', 'DE'),
       ('tm-matrix-2', 'reg-matrix-1', 'Matrix Terminal Zwei', 'Bremen', 'DE')`,
  );
  const uploads: Record<string, string> = {};
  for (const seller of ['acc-suedoel', 'acc-rheintank']) {
    uploads[seller] = `up-matrix-${seller}`;
    await db.query(
      `INSERT INTO offer_uploads (id, seller_account_id, file_name, size, valid, operations, created, updated,
         deleted, previewed_at)
       VALUES ($1, $2, 'matrix.csv', 0, true, '[]', 0, 0, 0, now())`,
      [uploads[seller], seller],
    );
  }
  // Team members the matrix removes: one of the demo buyer's account, one of the platform staff's.
  await db.query(
    `INSERT INTO users (id, account_id, username, email, first_name, last_name, password_hash) VALUES
       ('u-matrix-del-1', 'acc-nordheiz', 'matrix1@nordheiz.de', 'matrix1@nordheiz.de', 'Mia', 'Matrix', 'x'),
       ('u-matrix-del-2', 'acc-fuelmarket', 'matrix2@fuelmarket.de', 'matrix2@fuelmarket.de', 'Max', 'Matrix', 'x')`,
  );
  // Price alerts of the demo buyer, its colleague and the Aviat (the buyer's and the Aviat's twice: one to delete).
  await db.query(
    `INSERT INTO price_alerts (id, user_id, account_id, product_id, terminal_id, operator, value,
       lifting_period_type, created_at) VALUES
       ('pa-matrix-buyer', 'u-buyer-1', 'acc-nordheiz', 'heizoel-el', 'tm-hamburg', 'BELOW', 1, 'ALL', now()),
       ('pa-matrix-buyer-del', 'u-buyer-1', 'acc-nordheiz', 'heizoel-el', 'tm-hamburg', 'BELOW', 1, 'ALL', now()),
       ('pa-matrix-colleague', 'u-buyer-2', 'acc-nordheiz', 'heizoel-el', 'tm-hamburg', 'BELOW', 1, 'ALL', now()),
       ('pa-matrix-aviat', 'u-child-1', 'acc-aviat-nord', 'heizoel-el', 'tm-hamburg', 'BELOW', 1, 'ALL', now()),
       ('pa-matrix-aviat-del', 'u-child-1', 'acc-aviat-nord', 'heizoel-el', 'tm-hamburg', 'BELOW', 1, 'ALL', now())`,
  );
  const suedoelOffers = await fuelOffersOf('acc-suedoel');
  const [rheintankOffer] = await fuelOffersOf('acc-rheintank');
  expect(suedoelOffers).toHaveLength(2);
  // Price triggers far below any price (they never execute here): Nordheiz's and Aviat Nord's on a Südöl
  // offer, each one to change and one to cancel, one more of Nordheiz's for the seller to reject; one on a
  // Rheintank offer.
  const triggers: Record<string, string> = {};
  for (const [name, buyer, user, offerId] of [
    ['buyer', 'acc-nordheiz', 'u-buyer-1', suedoelOffers[0]],
    ['buyerCancel', 'acc-nordheiz', 'u-buyer-1', suedoelOffers[0]],
    ['buyerReject', 'acc-nordheiz', 'u-buyer-1', suedoelOffers[0]],
    ['aviat', 'acc-aviat-nord', 'u-child-1', suedoelOffers[0]],
    ['aviatCancel', 'acc-aviat-nord', 'u-child-1', suedoelOffers[0]],
    ['rheintank', 'acc-nordheiz', 'u-buyer-1', rheintankOffer],
  ] as const) {
    triggers[name] = `trg-matrix-${name}`;
    await db.query(
      `INSERT INTO price_triggers (id, buyer_account_id, created_by, seller_account_id, offer_id, volume,
         trigger_price, payment_term_days, valid_until, created_at)
       SELECT $1, $2, $3, o.seller_account_id, o.id, 5000, 1, 30, now() + interval '30 days', now()
         FROM offers o WHERE o.id = $4`,
      [triggers[name], buyer, user, offerId],
    );
  }
  const triggerFixtures = (own: string, aviatOwn: string, sellerOwn: string): Fixtures[string] =>
    Object.fromEntries(
      CALLERS.map((c) => [
        c,
        c === 'buyer'
          ? { own, otherCompany: triggers.aviat! }
          : c === 'aviat'
            ? { own: aviatOwn, otherCompany: triggers.buyer! }
            : c === 'seller'
              ? { own: sellerOwn, otherCompany: triggers.rheintank! }
              : { otherCompany: triggers.aviat! },
      ]),
    );
  const fuelOffers = (own: string, other: string) =>
    Object.fromEntries(
      CALLERS.map((c) => [c, c === 'seller' ? { own, otherCompany: other } : { otherCompany: other }]),
    );
  const userFixtures = {
    buyer: { own: 'u-buyer-1', sameCompany: 'u-buyer-2', otherCompany: 'u-seller-2' },
    seller: { own: 'u-seller-1', otherCompany: 'u-buyer-1' },
    admin: { own: 'u-admin-1', sameCompany: 'u-operator-1', otherCompany: 'u-buyer-1' },
    operator: { own: 'u-operator-1', sameCompany: 'u-admin-1', otherCompany: 'u-buyer-2' },
    shareholderParent: { own: 'u-parent-1', otherCompany: 'u-child-1' },
    aviat: { own: 'u-child-1', otherCompany: 'u-parent-1' },
    anonymous: { sameCompany: 'u-buyer-2', otherCompany: 'u-buyer-2' },
    blocked: { sameCompany: 'u-buyer-2', otherCompany: 'u-seller-2' },
  };
  fixtures = {
    trigger: triggerFixtures(triggers.buyer!, triggers.aviat!, triggers.buyer!),
    triggerToCancel: triggerFixtures(triggers.buyerCancel!, triggers.aviatCancel!, triggers.buyerCancel!),
    triggerToReject: triggerFixtures(triggers.buyer!, triggers.aviat!, triggers.buyerReject!),
    user: userFixtures,
    teamMemberToDelete: {
      ...userFixtures,
      buyer: { ...userFixtures.buyer, sameCompany: 'u-matrix-del-1' },
      admin: { ...userFixtures.admin, sameCompany: 'u-matrix-del-2' },
    },
    basketItem: {
      buyer: {
        own: basket['u-buyer-1']!,
        sameCompany: basket['u-buyer-2']!,
        otherCompany: basket['u-child-1']!,
      },
      aviat: { own: basket['u-child-1']!, otherCompany: basket['u-buyer-1']! },
      ...Object.fromEntries(
        (['anonymous', 'seller', 'admin', 'operator', 'shareholderParent', 'blocked'] as const).map((c) => [
          c,
          { sameCompany: basket['u-buyer-2']!, otherCompany: basket['u-buyer-1']! },
        ]),
      ),
    },
    order: {
      buyer: { own: order.buyer1!, sameCompany: order.buyer2!, otherCompany: order.aviat! },
      seller: { own: order.suedoel!, otherCompany: order.notSuedoel! },
      aviat: { own: order.aviat!, otherCompany: order.buyer2! },
      ...Object.fromEntries(
        (['anonymous', 'admin', 'operator', 'shareholderParent', 'blocked'] as const).map((c) => [
          c,
          { sameCompany: order.buyer2!, otherCompany: order.buyer1! },
        ]),
      ),
    },
    childAccount: Object.fromEntries(
      CALLERS.map((c) => [
        c,
        c === 'shareholderParent'
          ? { own: 'acc-aviat-nord', otherCompany: 'acc-nordheiz' }
          : { otherCompany: 'acc-aviat-nord' },
      ]),
    ),
    location: {
      buyer: { own: 'loc-1', otherCompany: 'loc-3' },
      aviat: { own: 'loc-3', otherCompany: 'loc-2' },
      ...Object.fromEntries(
        (['anonymous', 'seller', 'admin', 'operator', 'shareholderParent', 'blocked'] as const).map((c) => [
          c,
          { otherCompany: 'loc-2' },
        ]),
      ),
    },
    company: Object.fromEntries(CALLERS.map((c) => [c, { otherCompany: 'acc-rheintank' }])),
    // Own: a region or terminal of the caller's (default) platform; other: the Swiss platform's.
    masterRegion: Object.fromEntries(
      CALLERS.map((c) => [c, { own: 'reg-matrix-1', otherCompany: 'reg-ch-nord' }]),
    ),
    masterRegionToDelete: Object.fromEntries(
      CALLERS.map((c) => [c, { own: 'reg-matrix-2', otherCompany: 'reg-ch-west' }]),
    ),
    masterTerminal: Object.fromEntries(
      CALLERS.map((c) => [c, { own: 'tm-matrix-1', otherCompany: 'tm-basel' }]),
    ),
    masterTerminalToDelete: Object.fromEntries(
      CALLERS.map((c) => [c, { own: 'tm-matrix-2', otherCompany: 'tm-genf' }]),
    ),
    buyerCompany: Object.fromEntries(CALLERS.map((c) => [c, { otherCompany: 'acc-ostsee-waerme' }])),
    shareholderCompany: Object.fromEntries(CALLERS.map((c) => [c, { otherCompany: 'acc-aviat-sued' }])),
    // rel-1 Nordheiz–Südöl, rel-2 Nordheiz–Rheintank, rel-6 Aviat Nord–Südöl, rel-8 Aviat Süd–Rheintank,
    // rel-9 Aviaten Gruppe–Südöl.
    relationship: {
      buyer: { own: 'rel-1', otherCompany: 'rel-8' },
      seller: { own: 'rel-1', otherCompany: 'rel-2' },
      shareholderParent: { own: 'rel-9', otherCompany: 'rel-1' },
      aviat: { own: 'rel-6', otherCompany: 'rel-1' },
      ...Object.fromEntries(
        (['anonymous', 'admin', 'operator', 'blocked'] as const).map((c) => [c, { otherCompany: 'rel-1' }]),
      ),
    },
    fuelOffer: fuelOffers(suedoelOffers[0]!, rheintankOffer!),
    fuelOfferToDelete: fuelOffers(suedoelOffers[1]!, rheintankOffer!),
    offerUpload: fuelOffers(uploads['acc-suedoel']!, uploads['acc-rheintank']!),
    pricingRule: fuelOffers(rules['acc-suedoel']![0]!, rules['acc-rheintank']![0]!),
    pricingRuleToDelete: fuelOffers(rules['acc-suedoel']![1]!, rules['acc-rheintank']![0]!),
    expiryRule: fuelOffers(expiryRules['acc-suedoel']![0]!, expiryRules['acc-rheintank']![0]!),
    expiryRuleToDelete: fuelOffers(expiryRules['acc-suedoel']![1]!, expiryRules['acc-rheintank']![0]!),
    minPrice: fuelOffers(minPrices['acc-suedoel']![0]!, minPrices['acc-rheintank']![0]!),
    minPriceToDelete: fuelOffers(minPrices['acc-suedoel']![1]!, minPrices['acc-rheintank']![0]!),
    // fav-1/da-1 Nordheiz's, fav-3/da-3 Aviat Nord's.
    ...buyerObjects('favourite', ['fav-1', 'fav-3'], ['fav-matrix-buyer', 'fav-matrix-aviat']),
    ...buyerObjects('deliveryAddress', ['da-1', 'da-3'], ['da-matrix-buyer', 'da-matrix-aviat']),
    ...buyerObjects(
      'priceAlert',
      ['pa-matrix-buyer', 'pa-matrix-aviat'],
      ['pa-matrix-buyer-del', 'pa-matrix-aviat-del'],
    ),
  };
  // A colleague's alert (each user keeps their own).
  for (const kind of ['priceAlert', 'priceAlertToDelete']) {
    fixtures[kind]!.buyer = { ...fixtures[kind]!.buyer, sameCompany: 'pa-matrix-colleague' };
  }
});
afterAll(async () => {
  await t?.close();
});

/**
 * Objects of a buyer account of a kind and of the same kind to delete: `[nordheiz, aviatNord]` each.
 * The buyer's own is Nordheiz's, the Aviat's its own; everyone else meets another company's.
 */
function buyerObjects(
  kind: string,
  [nordheiz, aviat]: string[],
  [nordheizDel, aviatDel]: string[],
): Fixtures {
  const of = (own: string, other: string, ownDel: string) => ({
    [kind]: { own, otherCompany: other },
    [`${kind}ToDelete`]: { own: ownDel, otherCompany: other },
  });
  const buyer = of(nordheiz!, aviat!, nordheizDel!);
  const child = of(aviat!, nordheiz!, aviatDel!);
  const out: Fixtures = { [kind]: {}, [`${kind}ToDelete`]: {} };
  for (const caller of CALLERS) {
    const src = caller === 'buyer' ? buyer : caller === 'aviat' ? child : null;
    for (const k of [kind, `${kind}ToDelete`]) out[k]![caller] = src ? src[k]! : { otherCompany: nordheiz! };
  }
  return out;
}

async function headersOf(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return { ...CSRF };
  let cookie = cookies.get(caller);
  if (!cookie) {
    const db = t.testDb.db;
    const u = users[caller];
    await db.query('UPDATE users SET blocked = false WHERE id = $1', [u.id]);
    cookie = await t.login(u.email);
    if (caller === 'blocked')
      await db.query(`UPDATE users SET blocked = true, blocked_at = now() WHERE id = $1`, [u.id]);
    cookies.set(caller, cookie);
  }
  return { ...CSRF, cookie };
}

describe('authorisation matrix', () => {
  it('has rows for every operation the server serves, and only for operations of openapi.yaml', () => {
    const inContract = new Set(contractOperations.map((o) => o.operationId));
    expect(MATRIX.filter((c) => !inContract.has(c.operationId)).map((c) => c.operationId)).toEqual([]);
    const withRows = new Set(MATRIX.map((c) => c.operationId));
    const missing = contractOperations.filter((o) => isServed(t.app, o) && !withRows.has(o.operationId));
    expect(
      missing.map((o) => o.operationId),
      'served operations without matrix rows',
    ).toEqual([]);
  });

  it('no cell lets a caller read or change another company\u2019s object', () => {
    const leaks = MATRIX.filter((c) => c.owner === 'otherCompany').flatMap((c) =>
      CALLERS.filter((caller) => {
        const o = c.outcomes[caller];
        // The platform staff's own business is other companies (their users, blocking); nobody else's is.
        const operatorDuty =
          ((caller === 'operator' || caller === 'admin') &&
            /^(set(Company|User)Blocked|listCompanyUsers)$/.test(c.operationId)) ||
          // Company data, shareholders and users under them: the operator's alone.
          (caller === 'operator' &&
            /^(getCompanyAccount|updateCompanyAccount|setShareholder|createCompanyUser)$/.test(
              c.operationId,
            ));
        return o !== 401 && o !== 403 && o !== 404 && o !== '-' && !operatorDuty;
      }).map((caller) => `${c.operationId} ${caller}`),
    );
    expect(leaks).toEqual([]);
  });

  const totals = { cells: 0, run: 0 };
  for (const c of MATRIX) {
    it(`${c.operationId} (${c.owner === 'none' ? 'own data' : `${c.owner} object`})`, async () => {
      const op = t.app.contract.operation(c.operationId);
      for (const caller of CALLERS) {
        const outcome = c.outcomes[caller];
        totals.cells++;
        if (outcome === '-') continue;
        const parts = requestFor(c, caller);
        expect(parts, `${c.operationId}/${c.owner}: a fixture for ${caller}`).toBeDefined();
        const res = await t.app.inject(injectOptions(op, parts!, await headersOf(caller)));
        totals.run++;
        const what = `${c.operationId} ${c.owner} as ${caller}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expectHardenedAnswer(res, what);
        expect(res.statusCode, what).toBeLessThan(500);
        if (outcome === '2xx') expect(res.statusCode, what).toBeGreaterThanOrEqual(200);
        if (outcome === '2xx') expect(res.statusCode, what).toBeLessThan(300);
        else if (outcome === 'ok') expect([401, 403], what).not.toContain(res.statusCode);
        else expect(res.statusCode, what).toBe(outcome);
        // A session-ending operation ends the caller's session: log in again for the next cell.
        if (c.operationId === 'logout' || c.operationId === 'endSession') cookies.delete(caller);
      }
    });
  }

  afterAll(() => {
    console.log(
      `authorisation matrix: ${MATRIX.length} rows, ${totals.cells} cells, ${totals.run} run against the server`,
    );
  });
});
