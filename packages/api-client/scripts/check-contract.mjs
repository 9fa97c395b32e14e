// Contract completeness check (part of the lint): parses openapi.yaml and asserts that every call of spec §7
// (method, path, query parameters and defaults, response fields), every operation designed where the spec
// says "not shown", every §3 entity field and every §3/§4/§6 enum is present. Exit 1 with a list of what is missing.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const specPath = process.argv[2] ?? fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
const spec = parse(await readFile(specPath, 'utf8'));
const problems = [];

// ---- expectations ----------------------------------------------------------------------------------

/** Spec §3 Metadata: the response of GET /api/generic/metadata (§7) and the entity are the same shape. */
const METADATA_FIELDS = [
  'platformStatus',
  'fuels',
  'additives',
  'regions[].terminals',
  'deliveryOptions',
  'deliveryAddresses',
  'liftingPeriods',
  'paymentTerms',
  'sellers',
  'features',
  'roles',
  'accountType',
  'shareholderChildAccount',
  'parentShareholderAccount',
  'vat',
];

/** Spec §7: method, path, query parameters (with defaults/enums where the spec names them), response fields. */
const SECTION_7_CALLS = [
  {
    call: 'GET /api/user',
    response: ['_id', 'username', 'accountId', 'account.type', 'email', 'firstName', 'lastName', 'type_id'],
  },
  { call: 'GET /api/logout' },
  {
    call: 'GET /api/generic/metadata',
    response: ['regions', ...METADATA_FIELDS],
  },
  { call: 'GET /api/generic/marketWindow', response: ['prices', 'expires'] },
  { call: 'GET /api/metadata/locations', response: ['[]._id', '[].address.county', '[].address.postCode'] },
  { call: 'POST /api/metadata/locations' },
  { call: 'PUT /api/metadata/locations/{id}' },
  { call: 'DELETE /api/metadata/locations/{id}' },
  {
    call: 'GET /api/v2/offers',
    response: ['offers', 'filterOptions.deliveryAddress', 'filterOptions.terminals'],
  },
  { call: 'GET /api/offers/childAccount/{id}' },
  {
    call: 'GET /api/v2/offers/additives',
    query: {
      pageNumber: { default: 1 },
      pageLimit: { default: 1000 },
      sortBy: {},
      sortType: {},
      productIds: {},
      buyerIds: {},
      purchaseUnitList: {},
      minOfferAvailability: {},
      maxOfferAvailability: {},
    },
    response: [
      'offers',
      'filterOptions',
      'metadata.pageCount',
      'metadata.pageLimit',
      'metadata.pageNumber',
      'metadata.total',
    ],
  },
  {
    call: 'PUT /api/offer/additive/edit',
    request: ['offerId', 'status_type_id'],
    requestEnums: { status_type_id: ['REMOVED', 'ACTIVE', 'PAUSED'] },
  },
  {
    call: 'POST /api/offer/additive',
    request: ['status_type_id'],
    requestEnums: { status_type_id: ['PAUSED'] },
  },
  {
    call: 'GET /api/orderHistory',
    query: Object.fromEntries(
      [
        'pageNumber',
        'pageLimit',
        'orderId',
        'sortBy',
        'sortType',
        'priceMin',
        'priceMax',
        'invoiceMin',
        'invoiceMax',
        'collectionRangeStart',
        'collectionRangeEnd',
        'createdStart',
        'createdEnd',
        'orderQuantityMin',
        'orderQuantityMax',
        'productList',
        'terminalList',
        'deliveryAddressList',
        'sellerList',
        'buyerList',
        'orderStatusList',
        'shareholderList',
        'purchaseUnitList',
      ].map((name) => [name, {}]),
    ),
    extraQuery: { productType: { enum: ['FUEL', 'ADDITIVE'] } },
    response: ['metadata.total', 'metadata.pageCount', 'filterOptions', 'orders'],
  },
  {
    call: 'GET /api/orders/orderStats',
    query: {
      statType: { enum: ['ACCOUNT_RANKING', 'PRODUCT_VOLUME'] },
      terminalSelected: {},
      deliveryAddressSelected: {},
      productSelected: {},
      accountSelected: {},
      dateRangeSelected: {},
      dayQuery: {},
    },
    response: ['data.orderStats', 'data.options'],
  },
  {
    call: 'GET /api/user/search',
    query: { page: { default: 1 }, limit: { default: 100 }, removeLoggedInUser: { default: 'REMOVE' } },
    response: ['docs'],
  },
  { call: 'PUT /api/user/{id}', pathParamAccepts: { id: '-1' } },
  { call: 'GET /api/account', response: ['addressLine1', 'addressLine2', 'postCode', 'country'] },
  { call: 'PUT /api/account', request: ['addressLine1', 'addressLine2', 'postCode', 'country'] },
  { call: 'GET /api/favourites', response: ['config'] },
  { call: 'GET /api/relationships/{accountType}', responseIsArray: true },
  { call: 'GET /api/metadata/user/store/gtc-accepted', response: ['accepted'] },
];

/** Issue 3 item 1b: the calls spec §7 leaves "not shown", by operationId. */
const DESIGNED_OPERATIONS = [
  'login',
  'logout',
  'requestPasswordReset',
  'setPasswordByKey',
  'getGtcAccepted',
  'acceptGtc',
  'changePassword',
  'getBasket',
  'addBasketItem',
  'updateBasketItem',
  'removeBasketItem',
  'refreshBasket',
  'clearBasket',
  'placeOrder',
  'confirmOrder',
  'listOrders',
  'getOrder',
  'getOpenOrdersCount',
  'getFavourites',
  'createFavourite',
  'updateFavourite',
  'deleteFavourite',
  'listPriceAlerts',
  'createPriceAlert',
  'updatePriceAlert',
  'deletePriceAlert',
  'listNews',
  'listFuelOffers',
  'createFuelOffer',
  'updateFuelOffer',
  'deleteFuelOffer',
  'getCustomerPrices',
  'editAdditiveOfferStatus',
  'createAdditiveOffer',
  'getCsvTemplate',
  'previewCsvUpload',
  'applyCsvUpload',
  'listCsvUploads',
  'listPricingRules',
  'createPricingRule',
  'updatePricingRule',
  'deletePricingRule',
  'listPricingRuleGroups',
  'createPricingRuleGroup',
  'listExpiryRules',
  'createExpiryRule',
  'updateExpiryRule',
  'deleteExpiryRule',
  'listProductDensities',
  'updateProductDensity',
  'listMinimumPrices',
  'updateMinimumPrice',
  'requestRelationship',
  'cancelRelationship',
  'acceptRelationship',
  'declineRelationship',
  'setRelationshipInReview',
  'updateRelationshipSettings',
  'listSubAccounts',
  'getSubAccount',
  'updateSubAccount',
  'listDeliveryAddresses',
  'createDeliveryAddress',
  'updateDeliveryAddress',
  'deleteDeliveryAddress',
  'listEmptyBarrelRequests',
  'createEmptyBarrelRequest',
  'listTriggers',
  'createTrigger',
  'updateTrigger',
  'deleteTrigger',
  'sendContactMessage',
  'getSetting',
  'saveSetting',
  'searchUsers',
  'createTeamMember',
  'deleteTeamMember',
  'setUserPurchaseRights',
  'getProfile',
  'listCompanyAccounts',
  'setCompanyBlocked',
  'setUserBlocked',
  'streamEvents',
];

/** Spec §3 entities: schema name -> field paths (`a.b` nested, `a[].b` array items). */
const SECTION_3_FIELDS = {
  Account: [
    'type',
    'user.firstName',
    'user.lastName',
    'user.email',
    'username',
    'roles',
    'features',
    'addressLine1',
    'addressLine2',
    'postCode',
    'country',
    'contactEmail',
    'iwoMember',
  ],
  LoggedInUser: [
    'userId',
    'username',
    'account.id',
    'account.type',
    'account.platform',
    'user.email',
    'user.firstName',
    'user.lastName',
  ],
  Metadata: METADATA_FIELDS,
  Order: [
    'orderStatus',
    'orderId',
    'orderNumber',
    'contractNumber',
    'liftingNumber',
    'pickupNumber',
    'selfPickup',
    'date',
    'netAmount',
    'vatAmount',
    'grossAmount',
    'finalAmount',
    'invoiceAmount',
    'paymentPeriod',
    'deliveryAddress',
    'positions[].volume',
    'positions[].originalPrice',
    'positions[].finalPrice',
  ],
  OrderHistoryRow: [
    '_id',
    'orderId',
    'originalOrderId',
    'created',
    'buyer',
    'orderStatus',
    'terminal',
    'deliveryAddress',
    'product',
    'price',
    'invoice',
    'volume',
    'seller',
    'collectionTime',
    'collectionTimeText',
    'collectionRange',
    'edited',
    'cancelled',
    'overrides',
    'purchaseUnit',
    'creditor',
  ],
  OrderHistoryFilterOptions: [
    'orderIds',
    'products',
    'buyers',
    'sellers',
    'terminals',
    'purchaseUnits[].label',
    'purchaseUnits[].value',
    'status',
    'collectionRanges.minStart',
    'collectionRanges.maxEnd',
    'createdDates.minDate',
    'createdDates.maxDate',
    'prices.minPrice',
    'prices.maxPrice',
    'volumes.minQuantity',
    'volumes.maxQuantity',
    'invoices.invoiceMin',
    'invoices.invoiceMax',
    'deliveryAddress',
  ],
  Offer: [
    'selectedQuantity',
    'overrides.current.collectionTime',
    'overrides.current.collectionStartDate',
    'overrides.current.collectionEndDate',
    'overrides.current.maximumOrderQuantity',
    'overrides.original.collectionTime',
    'overrides.original.maximumOrderQuantity',
    'deliveryAddress.street',
    'deliveryAddress.zipCode',
    'vat',
    'maximumOrderQuantity',
    'maximumAvailable',
    'minimumOrderQuantity',
    'price',
    'offerAvailability',
  ],
  FuelOffer: [
    'productId',
    'terminalId',
    'totalVolume',
    'availableVolume',
    'minimumOrderQuantity',
    'maximumOrderQuantity',
    'pricingType',
    'fixedPrice',
    'futureMonth',
    'fxRate',
    'surcharge',
    'surchargeUnit',
    'availabilityStartDate',
    'availabilityEndDate',
    'dailyStartTime',
    'dailyEndTime',
    'collectionPeriod.type',
    'collectionPeriod.startDate',
    'collectionPeriod.endDate',
    'minPrice',
    'maxPriceFall',
    'version',
  ],
  AdditiveOffer: ['id', 'status_type_id'],
  OffersPaginationMetadata: ['pageCount', 'pageLimit', 'pageNumber', 'total'],
  AdditiveDeliveryLocation: ['_id', 'address.county', 'address.postCode'],
  MarketWindow: [
    'prices[].symbol',
    'prices[].price',
    'prices[].live',
    'prices[].timestamp',
    'currentTime',
    'created',
    'expires',
    'marketChange',
  ],
  Relationship: [
    'other.status',
    'other.additivesEnabled',
    'buyer.status',
    'creditLimitMode',
    'creditLimit',
    'paymentDays[].productId',
    'paymentDays[].days',
    'terminalSelectionMode',
    'terminalIds',
    'productSelectionMode',
    'productIds',
    'additiveProductIds',
    'agbAccepted',
    'purchaseRights',
    'version',
  ],
  Profile: [
    'accountId',
    'firstName',
    'lastName',
    'salutation',
    'phone',
    'mobile',
    'title',
    'username',
    'statusId',
    'typeId',
    'roles',
    'email',
    'useIndividualAddress',
    'addressLine1',
    'addressLine2',
    'county',
    'country',
    'postCode',
    'jobTitle',
    'department',
    'departmentSize',
    'admin',
    'blocked',
  ],
  UserListEntry: ['status', 'roles', 'accountDisabled', 'purchaseStatus'],
  AccountRankingRow: ['position', 'accountName', 'orders', 'volume'],
  RankingOptions: ['products', 'terminals', 'deliveryAddresses[].name', 'accounts', 'dateRange', 'days'],
  Pagination: ['totalItems', 'currentPage', 'pageSize', 'totalPages'],
  GasRate: ['type', 'rate'],
  FavouritesList: ['name', 'products', 'regions', 'terminals', 'sellers'],
  PriceAlert: ['product', 'terminal', 'operator', 'value', 'liftingPeriodType', 'comment', 'status'],
  DeliveryAddress: ['company', 'street', 'zipCode', 'contactPerson', 'onSiteContact', 'deliveryInstructions'],
  PricingRule: [
    'name',
    'currency',
    'priceUnit',
    'value',
    'productIds',
    'terminalIds',
    'customerIds',
    'groupId',
    'kind',
    'scope',
    'version',
  ],
  ExpiryRule: ['date', 'time', 'direction', 'status', 'version'],
  ProductDensity: ['product', 'density', 'version'],
  NewsItem: ['date', 'seller', 'text'],
  EmptyBarrelRequest: ['seller', 'product', 'unit', 'number'],
  CsvUploadHistoryEntry: ['fileName', 'size', 'appliedAt', 'user', 'created', 'updated', 'deleted'],
  Basket: ['items', 'reservationExpiresAt', 'priceUpdateAt'],
  SubAccount: [
    'paymentTermDays',
    'dailyPurchaseLimit',
    'dailyPurchaseUtilisation',
    'collectionShorteningDays',
    'priceAdjustment',
    'terminalIds',
    'version',
  ],
  GtcAccepted: ['accepted'],
  Problem: ['type', 'title', 'status', 'code', 'detail', 'context'],
};

/** Enums of spec §3, §4 and §6: schema name -> values that must be present. */
const ENUMS = {
  AccountType: ['buyer', 'seller', 'admin'],
  Role: ['MyRelationships_View', 'ChildAccounts_View', 'ChildAccounts_Offers_View', 'MyOffers_Purchase'],
  Feature: ['productAdditives', 'newsBox', 'sharedCreditLimits', 'triggers'],
  AdditiveStatusType: ['ACTIVE', 'PAUSED', 'REMOVED'],
  PriceType: ['FIXED', 'TRACKING', 'API'],
  GasType: ['gas', 'gas1', 'gas2', 'gas3', 'gas4', 'gas5', 'gas6'],
  PriceUnit: ['USD/METRIC_TONNE', 'EUR/METRIC_TONNE', 'EUR/100L15', 'EUR/CUBIC_METRE'],
  UnitCode: ['cbm', 'lt'],
  ProductType: ['fuel', 'additive'],
  PricingRuleKind: ['DUTY', 'DENSITY', 'BIO_BLEND', 'FX', 'ICE_GASOIL', 'ICE_BRENT'],
  PricingRuleScope: ['GLOBAL', 'TERMINAL', 'NETWORK', 'PRODUCT', 'OFFER', 'ACCOUNT'],
  GasBenchmark: ['GAS', 'BRN'],
  OrderStatus: ['COMPLETE', 'TRANSFERRED', 'CONFIRMED', 'MANUAL', 'INCOMPLETE', 'CANCELLED'],
  RelationshipSideStatus: ['NEW', 'ENABLED', 'DISABLED'],
  RelationshipState: ['REQUESTED', 'RELEASED', 'DECLINED', 'IN_REVIEW'],
  CreditLimitMode: ['NONE', 'STANDARD_API', 'MANUAL', 'CSV_LINKED'],
  SelectionMode: ['MANUAL', 'ALL'],
  PriceAlertStatus: ['ACTIVE', 'TRIGGERED'],
  LiftingPeriodType: ['ALL', 'TODAY'],
  ExpiryRuleStatus: ['ACTIVE', 'EXPIRED'],
  FutureMonth: ['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06'],
  PaymentTermDays: [7, 14, 21, 30, 45],
  CountryCode: ['DE', 'AT', 'BE', 'NL'],
  Currency: ['EUR', 'CHF'],
  SettingKey: ['ACCOUNT_RANKING_OPTIONS'],
  ErrorCode: [
    'LOGIN_FAILED',
    'ACCOUNT_LOCKED',
    'USER_BLOCKED',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'CSRF_REJECTED',
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'VERSION_CONFLICT',
    'RATE_LIMITED',
    'SERVICE_UNAVAILABLE',
    'RESET_LINK_EXPIRED',
    'PASSWORDS_NOT_IDENTICAL',
    'PASSWORD_RULES',
    'INSUFFICIENT_CREDIT_LIMIT',
    'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER',
    'DAILY_PURCHASE_LIMIT_REACHED',
    'OFFER_NOT_AVAILABLE',
    'NOT_ENOUGH_VOLUME',
    'RELATIONSHIP_DISABLED',
    'PAYMENT_TERM_CHANGED',
    'ANTITRUST_ANONYMITY',
    'BASKET_TECHNICAL_ERROR',
    'DUPLICATE_RULE',
    'DUPLICATE_EXPIRY_RULE',
  ],
};

/** Shared error responses that must exist in components.responses, each with a Problem body. */
const SHARED_RESPONSES = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  'Unprocessable',
  'TooManyRequests',
  'Unavailable',
];

// ---- helpers ---------------------------------------------------------------------------------------

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function deref(node) {
  let current = node;
  for (let hops = 0; current && typeof current === 'object' && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref loop at ${node.$ref}`);
    const pointer = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce((acc, key) => acc?.[key], spec);
  }
  return current;
}

/** All object-property maps reachable from a schema through $ref, allOf, oneOf and anyOf. */
function propertiesOf(schema) {
  const s = deref(schema);
  if (!s || typeof s !== 'object') return {};
  const merged = { ...(s.properties ?? {}) };
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const sub of s[key] ?? []) Object.assign(merged, propertiesOf(sub));
  }
  return merged;
}

function itemsOf(schema) {
  const s = deref(schema);
  if (!s) return undefined;
  if (s.items) return s.items;
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const sub of s[key] ?? []) {
      const items = itemsOf(sub);
      if (items) return items;
    }
  }
  return undefined;
}

/** Resolve a field path like `a.b`, `a[].b` or `[].b` inside a schema; undefined when missing. */
function resolvePath(schema, path) {
  let current = schema;
  for (const raw of path.split('.')) {
    let segment = raw;
    if (segment.startsWith('[]')) {
      current = itemsOf(current);
      if (!current) return undefined;
      segment = segment.slice(2);
      if (!segment) continue;
    }
    const isArray = segment.endsWith('[]');
    const name = isArray ? segment.slice(0, -2) : segment;
    current = propertiesOf(current)[name];
    if (!current) return undefined;
    if (isArray) {
      current = itemsOf(current);
      if (!current) return undefined;
    }
  }
  return current;
}

function enumValues(schema) {
  const s = deref(schema);
  if (!s) return [];
  const values = [...(s.enum ?? [])];
  if ('const' in s) values.push(s.const);
  for (const key of ['allOf', 'oneOf', 'anyOf'])
    for (const sub of s[key] ?? []) values.push(...enumValues(sub));
  return values;
}

function operation(call) {
  const [method, path] = call.split(' ');
  const item = spec.paths?.[path];
  const op = item?.[method.toLowerCase()];
  return op ? { item, op } : undefined;
}

function parametersOf({ item, op }) {
  return [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
}

function jsonSchemaOf(content) {
  const media = content?.['application/json'];
  return media?.schema;
}

function successResponse(op) {
  const code = Object.keys(op.responses ?? {}).find((c) => /^2\d\d$/.test(c));
  return code ? deref(op.responses[code]) : undefined;
}

// ---- checks ----------------------------------------------------------------------------------------

for (const expected of SECTION_7_CALLS) {
  const found = operation(expected.call);
  if (!found) {
    problems.push(`§7 call missing: ${expected.call}`);
    continue;
  }
  const params = parametersOf(found);
  for (const [name, rule] of Object.entries({ ...(expected.query ?? {}), ...(expected.extraQuery ?? {}) })) {
    const param = params.find((p) => p.in === 'query' && p.name === name);
    if (!param) {
      problems.push(`${expected.call}: query parameter "${name}" missing`);
      continue;
    }
    const schema = deref(param.schema);
    if ('default' in rule && schema?.default !== rule.default)
      problems.push(
        `${expected.call}: "${name}" default is ${JSON.stringify(schema?.default)}, expected ${JSON.stringify(rule.default)}`,
      );
    for (const value of rule.enum ?? [])
      if (!enumValues(schema).includes(value))
        problems.push(`${expected.call}: "${name}" lacks enum value ${value}`);
  }
  for (const [name, value] of Object.entries(expected.pathParamAccepts ?? {})) {
    const param = params.find((p) => p.in === 'path' && p.name === name);
    const schema = deref(param?.schema);
    if (!param || schema?.type !== 'string' || (schema.pattern && !new RegExp(schema.pattern).test(value)))
      problems.push(`${expected.call}: path parameter "${name}" must be a string accepting "${value}"`);
  }
  const response = successResponse(found.op);
  const responseSchema = jsonSchemaOf(response?.content);
  if ((expected.response || expected.responseIsArray) && !responseSchema)
    problems.push(`${expected.call}: no application/json success response`);
  if (expected.responseIsArray && responseSchema && deref(responseSchema).type !== 'array')
    problems.push(`${expected.call}: success response must be a list`);
  for (const field of expected.response ?? [])
    if (responseSchema && !resolvePath(responseSchema, field))
      problems.push(`${expected.call}: response field "${field}" missing`);
  const requestSchema = jsonSchemaOf(deref(found.op.requestBody)?.content);
  for (const field of expected.request ?? [])
    if (!requestSchema || !resolvePath(requestSchema, field))
      problems.push(`${expected.call}: request field "${field}" missing`);
  for (const [field, values] of Object.entries(expected.requestEnums ?? {})) {
    const fieldSchema = requestSchema && resolvePath(requestSchema, field);
    for (const value of values)
      if (!enumValues(fieldSchema).includes(value))
        problems.push(`${expected.call}: request "${field}" lacks ${value}`);
  }
}

const operations = [];
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  for (const method of METHODS) if (item[method]) operations.push({ path, method, item, op: item[method] });
}
const operationIds = new Map();
for (const { path, method, item, op } of operations) {
  const where = `${method.toUpperCase()} ${path}`;
  if (!op.operationId || !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId))
    problems.push(`${where}: operationId must be camelCase`);
  if (operationIds.has(op.operationId)) problems.push(`${where}: duplicate operationId ${op.operationId}`);
  operationIds.set(op.operationId, where);
  if (!op.tags?.length) problems.push(`${where}: no tag`);
  if (['post', 'put', 'patch', 'delete'].includes(method)) {
    const hasCsrf = [...(item.parameters ?? []), ...(op.parameters ?? [])].some(
      (p) => p.$ref === '#/components/parameters/CsrfHeader',
    );
    if (!hasCsrf) problems.push(`${where}: mutating operation without the CsrfHeader parameter`);
  }
  // Prism serves examples: every success response with a body needs one.
  for (const [code, ref] of Object.entries(op.responses ?? {})) {
    if (!/^2\d\d$/.test(code)) continue;
    for (const [type, media] of Object.entries(deref(ref)?.content ?? {})) {
      if (!media.example && !Object.keys(media.examples ?? {}).length)
        problems.push(`${where} ${code} ${type}: no example`);
    }
  }
  const body = deref(op.requestBody);
  for (const [type, media] of Object.entries(body?.content ?? {})) {
    if (type === 'application/json' && !media.example && !Object.keys(media.examples ?? {}).length)
      problems.push(`${where}: request body without example`);
  }
}
for (const id of DESIGNED_OPERATIONS)
  if (!operationIds.has(id)) problems.push(`designed operation missing: ${id}`);

const schemas = spec.components?.schemas ?? {};
for (const [name, fields] of Object.entries(SECTION_3_FIELDS)) {
  if (!schemas[name]) {
    problems.push(`§3 schema missing: ${name}`);
    continue;
  }
  for (const field of fields)
    if (!resolvePath({ $ref: `#/components/schemas/${name}` }, field))
      problems.push(`§3 field missing: ${name}.${field}`);
}
for (const [name, values] of Object.entries(ENUMS)) {
  const present = enumValues(schemas[name]);
  for (const value of values) if (!present.includes(value)) problems.push(`enum ${name} lacks ${value}`);
}

// Money and volumes: one representation everywhere.
if (deref(schemas.Decimal)?.type !== 'string') problems.push('Decimal must be a string schema');
if (deref(schemas.Litres)?.type !== 'integer') problems.push('Litres must be an integer schema');
const moneyLike =
  /^(price|minPrice|maxPrice|fixedPrice|value|vat|netAmount|vatAmount|grossAmount|finalAmount|invoiceAmount|invoice|creditLimit|triggerPrice|basePrice|adjustment|priceAdjustment)$/;
for (const [name, schema] of Object.entries(schemas)) {
  for (const [prop, propSchema] of Object.entries(propertiesOf(schema))) {
    const resolved = deref(propSchema);
    const isLitres = propSchema.$ref === '#/components/schemas/Litres';
    if (moneyLike.test(prop) && !isLitres && (resolved?.type === 'number' || resolved?.type === 'integer'))
      problems.push(`${name}.${prop}: money must use Decimal, not ${resolved.type}`);
    if (resolved?.type === 'number')
      problems.push(`${name}.${prop}: binary float type "number" is not allowed`);
  }
}

if (spec.components?.securitySchemes?.session?.in !== 'cookie')
  problems.push('cookie security scheme "session" missing');
for (const name of SHARED_RESPONSES) {
  const schema = deref(spec.components?.responses?.[name])?.content?.['application/problem+json']?.schema;
  if (schema?.$ref !== '#/components/schemas/Problem')
    problems.push(`shared response ${name} must use Problem`);
}

if (problems.length) {
  console.error(
    `openapi.yaml does not cover the spec (${problems.length} problems):\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(
  `contract complete: ${SECTION_7_CALLS.length} §7 calls, ${DESIGNED_OPERATIONS.length} designed operations, ` +
    `${Object.values(SECTION_3_FIELDS).flat().length} §3 fields, ${Object.keys(ENUMS).length} enums, ${operations.length} operations`,
);
