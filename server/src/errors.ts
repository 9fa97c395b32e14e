/**
 * Errors with a machine-readable code, turned into problem details (application/problem+json) by the one
 * central error handler (`plugins/errors.ts`). Throw these from routes/repositories; never reply by hand.
 */
export type ProblemCode =
  | 'LOGIN_FAILED'
  | 'ACCOUNT_LOCKED'
  | 'USER_BLOCKED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CSRF_REJECTED'
  | 'PUBLIC_URL_MISMATCH'
  | 'PURCHASING_DISABLED'
  | 'NOT_ON_PLATFORM'
  | 'VALIDATION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'HEADERS_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'NOT_FOUND'
  | 'VERSION_CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'RESET_LINK_EXPIRED'
  | 'PASSWORDS_NOT_IDENTICAL'
  | 'PASSWORD_RULES'
  | 'INCORRECT_PASSWORD'
  | 'INTERNAL_ERROR'
  | OrderRejectionCode
  | 'BASKET_TECHNICAL_ERROR'
  | 'CSV_UPLOAD_FAILED'
  | 'DUPLICATE_RULE'
  | 'DUPLICATE_EXPIRY_RULE'
  | 'EXPIRY_RULE_EXPIRED'
  | 'DUPLICATE_MIN_PRICE'
  | 'MIN_PRICE_UPDATE_FAILED'
  | 'ORDER_STATUS_CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'RELATIONSHIP_STATE_CONFLICT'
  | 'TRIGGER_STATE_CONFLICT'
  | 'SHAREHOLDER_CONFLICT'
  | 'MASTER_DATA_IN_USE'
  | 'DELIVERY_ADDRESS_IN_USE'
  | 'MARKET_DATA_UNAVAILABLE';

/** Business rejections of a reservation or an order (422, `OrderRejected` of openapi.yaml; spec §8 M3). */
export type OrderRejectionCode =
  | 'INSUFFICIENT_CREDIT_LIMIT'
  | 'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER'
  | 'DAILY_PURCHASE_LIMIT_REACHED'
  | 'OFFER_NOT_AVAILABLE'
  | 'NOT_ENOUGH_VOLUME'
  | 'RELATIONSHIP_DISABLED'
  | 'PAYMENT_TERM_CHANGED'
  | 'ANTITRUST_ANONYMITY'
  | 'RESERVATION_EXPIRED'
  | 'QUANTITY_OUT_OF_RANGE';

/**
 * Why a field was refused (`code` of a field problem, `FieldProblemCode` of openapi.yaml): the app words
 * each in German in one catalogue. A contract test keeps this list and the contract's enum equal.
 */
export const FIELD_PROBLEM_CODES = [
  // Request validation (the contract's schema: ajv keywords)
  'required',
  'wrong_type',
  'invalid_format',
  'invalid_email',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'not_allowed',
  'not_expected',
  'invalid',
  'invalid_characters',
  // Numbers and amounts
  'positive_required',
  'negative_required',
  'negative_or_zero_required',
  'decimal_required',
  'too_many_digits',
  'too_many_decimals',
  'positive_price_4_decimals_required',
  'invalid_price',
  'invalid_amount',
  'not_negative',
  'below_minimum',
  'above_total_volume',
  'below_ordered_volume',
  'volume_or_price_required',
  // Dates and ranges
  'out_of_range',
  'start_after_end',
  'before_start',
  'custom_required',
  'not_in_future',
  'valid_until_in_past',
  'outside_trading_horizon',
  'month_not_offered',
  // References to master data and accounts
  'not_found',
  'unknown_product',
  'unknown_additive',
  'unknown_terminal',
  'unknown_region',
  'unknown_country',
  'unknown_buyer',
  'unknown_customer',
  'unknown_group',
  'unknown_delivery_address',
  'unknown_favourites_list',
  'unknown_payment_term',
  'duplicate',
  'category_mismatch',
  'country_not_available',
  'conversion_factor_not_available',
  'no_additives_relationship',
  'seller_not_connected',
  'price_type_disabled',
  'kind_not_supported',
  'ice_rules_not_available',
  'global_rules_not_available',
  'platform_currency_required',
  'at_least_one',
  'additives_not_traded',
  'payment_term_required',
  'triggers_not_offered',
  // Names and texts
  'name_taken',
  'favourite_name_taken',
  'favourite_needs_seller',
  'email_taken',
  'incorrect_password',
  'no_text',
  'zip_code_format',
  'street_number_required',
  'invalid_sort_field',
  'lifting_order_number_not_available',
  'lifting_order_number_invalid',
] as const;

export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

export interface FieldError {
  /** JSON pointer to the field, e.g. `/email`. */
  path: string;
  /** Why the field was refused. */
  code: FieldProblemCode;
  /** The bound of `too_short`, `too_long`, `too_small`, `too_large` (characters or the number). */
  limit?: number;
  /** A German sentence for machines' logs and readers of the raw answer; defaults to the code. */
  message?: string;
}

export class HttpProblem extends Error {
  override name = 'HttpProblem';
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldError[],
    /** Extra data for the client's message (`context` of the problem), e.g. `{ sellerName }`. */
    readonly context?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

/** The problem details (the application/problem+json body) of a problem. */
export function problemBody(p: HttpProblem): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: 'about:blank',
    title: p.title,
    status: p.status,
    code: p.code,
  };
  if (p.detail) body.detail = p.detail;
  if (p.errors) body.errors = p.errors.map((e) => ({ ...e, message: e.message ?? e.code }));
  if (p.context) body.context = p.context;
  return body;
}

export const problems = {
  unauthenticated: () =>
    new HttpProblem(401, 'UNAUTHENTICATED', 'Nicht angemeldet', 'Bitte melden Sie sich an.'),
  forbidden: (detail = 'Sie haben keine Berechtigung für diese Aktion.') =>
    new HttpProblem(403, 'FORBIDDEN', 'Keine Berechtigung', detail),
  notFound: (detail = 'Die angeforderte Ressource wurde nicht gefunden.') =>
    new HttpProblem(404, 'NOT_FOUND', 'Nicht gefunden', detail),
  validation: (detail: string, errors: FieldError[] = []) =>
    new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Eingabe', detail, errors),
  conflict: (detail = 'Der Datensatz wurde inzwischen von einem anderen Benutzer geändert oder gelöscht.') =>
    new HttpProblem(409, 'VERSION_CONFLICT', 'Konflikt', detail),
  /** A stale edit, naming the version now stored (`context.currentVersion`) for reload or overwrite. */
  versionConflict: (currentVersion: number, detail: string) =>
    new HttpProblem(409, 'VERSION_CONFLICT', 'Konflikt', detail, undefined, { currentVersion }),
  /** A master-data row something still refers to cannot be deleted. */
  masterDataInUse: (detail: string) => new HttpProblem(409, 'MASTER_DATA_IN_USE', 'Konflikt', detail),
};
