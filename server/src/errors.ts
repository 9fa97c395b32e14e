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

export interface FieldError {
  /** JSON pointer to the field, e.g. `/email`. */
  path: string;
  /** Message id or German text. */
  message: string;
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
  if (p.errors) body.errors = p.errors;
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
