import createClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryClient, { type OpenapiQueryClient } from 'openapi-react-query';
import { ApiError } from './errors';
import type { paths } from './schema.gen';

/** The CSRF header every state-changing request carries (server rule, see openapi.yaml). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_VALUE = 'fuelmarket';

export type ApiLogger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface ApiClientOptions {
  /** Origin (or prefix) of the API; the app uses the same origin. @default '' */
  baseUrl?: string;
  /** Called on every 401 except a failed login: the app logs the user out. */
  onUnauthorized?: () => void;
  /** Where spec §8's console messages go. @default console */
  logger?: ApiLogger;
  /** Custom fetch (tests, SSR). @default globalThis.fetch */
  fetch?: (input: Request) => Promise<Response>;
}

export interface ApiClient {
  client: Client<paths>;
  $api: OpenapiQueryClient<paths>;
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Spec §8: these statuses get their own console message. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  500: 'Internal server error',
  503: 'Service unavailable',
};
/** Spec §8: these success statuses are logged. */
const LOGGED_SUCCESS = new Set([201, 202, 204]);
/** A 401 from these operations is a wrong password, not an expired session: no logout. */
const NO_LOGOUT_ON_401 = new Set(['/api/auth/login']);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Spec §8 HTTP handling as openapi-fetch middleware: CSRF header on mutating requests; 401 -> log and
 * `onUnauthorized`; 400/403/404/500/503 -> their console message; any other error status -> a generic
 * message; 201/202/204 -> logged. Every error status is thrown as `ApiError`.
 */
export function httpHandlingMiddleware({
  onUnauthorized,
  logger = console,
}: Pick<ApiClientOptions, 'onUnauthorized' | 'logger'> = {}): Middleware {
  return {
    onRequest({ request }) {
      if (MUTATING_METHODS.has(request.method.toUpperCase())) request.headers.set(CSRF_HEADER, CSRF_VALUE);
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      const where = `${request.method} ${schemaPath}`;
      const { status } = response;
      if (response.ok) {
        if (LOGGED_SUCCESS.has(status)) logger.info(`[api] ${status} ${where}`);
        return undefined;
      }
      const body = await readBody(response.clone());
      const error = new ApiError(status, body);
      const code = error.code ? ` (${error.code})` : '';
      if (status === 401) {
        logger.warn(`[api] 401 Unauthorized ${where}${code}`);
        if (!NO_LOGOUT_ON_401.has(schemaPath)) onUnauthorized?.();
      } else if (STATUS_MESSAGES[status]) {
        logger.error(`[api] ${status} ${STATUS_MESSAGES[status]} ${where}${code}`);
      } else {
        logger.error(`[api] Request failed with status ${status} ${where}${code}`);
      }
      throw error;
    },
    onError({ request, error }) {
      if (error instanceof ApiError) return error;
      // Cancelled by the caller (React Query drops a page it no longer needs): neither a failure nor logged.
      if (request.signal.aborted)
        return error instanceof Error ? error : new DOMException('Aborted', 'AbortError');
      logger.error(`[api] Network error ${request.method} ${new URL(request.url).pathname}`);
      return new ApiError(0, undefined, error instanceof Error ? error.message : 'Network error');
    },
  };
}

/** One openapi-fetch client (same-origin cookies, spec §8 middleware) and its openapi-react-query hooks. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(httpHandlingMiddleware(options));
  return { client, $api: createQueryClient(client) };
}
