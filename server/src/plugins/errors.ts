/**
 * The one central error handler: HttpProblem -> its problem details; request validation -> 400
 * VALIDATION_FAILED with a German detail and `errors`; database unreachable -> 503 SERVICE_UNAVAILABLE and
 * a log line; anything else -> 500 logged, details not sent. Unknown /api routes -> 404 problem.
 */
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { HttpProblem, problemBody, type FieldError } from '../errors.js';
import { DbUnavailableError } from '../db/types.js';
import { isConnectionError } from '../db/postgres.js';
import { germanValidationErrors } from '../contract/messages.js';
import { JSON_POISONED, JSON_TOO_DEEP } from './bodyLimits.js';

export function sendProblem(reply: FastifyReply, p: HttpProblem): FastifyReply {
  return reply.status(p.status).type('application/problem+json').send(problemBody(p));
}

/**
 * The longest path parameter the router matches. Longer than every path parameter openapi.yaml allows
 * (its maxLength or enum; contract-fuzz.test.ts checks), so an over-long one reaches the route and its
 * validation: 400 VALIDATION_FAILED, declared by every operation with path parameters.
 */
export const MAX_PATH_PARAM_LENGTH = 256;

/**
 * The problem for a request the router refused before routing: a path parameter longer than
 * MAX_PATH_PARAM_LENGTH (longer than the contract allows any) or a malformed percent-encoding.
 */
export function frameworkProblem(error: { code?: string }, method: string, url: string): HttpProblem {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const path = (url.split('?')[0] ?? '').slice(0, 80);
    const detail = `Ein Teil der Adresse ${method} ${path}… ist zu lang.`;
    return new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Anfrage', detail, [
      { path: '/params', code: 'too_long', message: detail },
    ]);
  }
  return new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Anfrage', 'Die Adresse ist ungültig kodiert.');
}

/**
 * The raw HTTP answer to a request Node's parser refused before Fastify saw it (a client error): headers
 * over the size limit 431 HEADERS_TOO_LARGE, a request not complete in time 408 REQUEST_TIMEOUT, anything
 * else malformed 400 VALIDATION_FAILED; as problem details with the security headers (`headers`), as
 * openapi.yaml declares them for every operation (`x-transport-responses`). Null: nothing to answer (the
 * connection is gone).
 */
export function clientErrorAnswer(err: { code?: string }, headers: Record<string, string>): string | null {
  if (err.code === 'ECONNRESET') return null;
  const p =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new HttpProblem(
          431,
          'HEADERS_TOO_LARGE',
          'Kopfzeilen zu groß',
          'Die Kopfzeilen der Anfrage sind zu groß (Cookies?).',
        )
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new HttpProblem(
            408,
            'REQUEST_TIMEOUT',
            'Zeitüberschreitung',
            'Die Anfrage kam nicht rechtzeitig vollständig an.',
          )
        : new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Anfrage', 'Die Anfrage ist fehlerhaft.');
  const body = JSON.stringify(problemBody(p));
  const lines = [
    `HTTP/1.1 ${p.status} ${STATUS_CODES[p.status] ?? ''}`,
    'content-type: application/problem+json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** A request body refused before validation (parser, size, media type), said in German. */
function requestProblem(err: FastifyError): HttpProblem {
  const status = err.statusCode ?? 400;
  if (status === 404)
    return new HttpProblem(404, 'NOT_FOUND', 'Nicht gefunden', 'Die Adresse gibt es nicht.');
  if (status === 429)
    return new HttpProblem(
      429,
      'RATE_LIMITED',
      'Zu viele Anfragen',
      'Zu viele Anfragen. Bitte warten Sie einen Moment.',
    );
  const invalid = (detail: string, path = '') =>
    new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Anfrage', detail, [
      { path, code: 'invalid', message: detail },
    ]);
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpProblem(413, 'PAYLOAD_TOO_LARGE', 'Anfrage zu groß', 'Die Anfrage ist zu groß.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return invalid('Der Inhalt muss JSON sein (Content-Type: application/json).');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalid('Der Inhalt fehlt.');
    case JSON_TOO_DEEP:
      return invalid(err.message);
    case JSON_POISONED:
      return invalid('Die Felder „__proto__“ und „constructor“ sind nicht erlaubt.');
    default:
      return invalid(status === 400 ? 'Der Inhalt ist kein gültiges JSON.' : 'Die Anfrage ist ungültig.');
  }
}

function isDbUnavailable(err: unknown): boolean {
  if (err instanceof DbUnavailableError) return true;
  const e = err as { message?: string };
  return isConnectionError(err) || /PGlite is closed/i.test(e?.message ?? '');
}

export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpProblem) return sendProblem(reply, err);
      if (err.validation) {
        const errors: FieldError[] = germanValidationErrors(err.validation, err.validationContext ?? 'body');
        const detail = errors.map((e) => e.message).join(' ') || 'Die Eingabe ist ungültig.';
        return sendProblem(
          reply,
          new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Eingabe', detail, errors),
        );
      }
      if (isDbUnavailable(err)) {
        request.log.error({ err }, 'database unavailable');
        return sendProblem(
          reply,
          new HttpProblem(
            503,
            'SERVICE_UNAVAILABLE',
            'Dienst nicht verfügbar',
            'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
          ),
        );
      }
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        // Fastify's own 4xx: a body that is not JSON, too large or of another type; rate limits.
        return sendProblem(reply, requestProblem(err));
      }
      request.log.error({ err }, 'unhandled error');
      return sendProblem(
        reply,
        new HttpProblem(
          500,
          'INTERNAL_ERROR',
          'Technischer Fehler',
          'Ein technischer Fehler ist aufgetreten.',
        ),
      );
    });

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isApi = url === '/api' || url.startsWith('/api/');
      const isFile = /\.[a-z0-9]+$/i.test(url);
      if (
        !isApi &&
        !isFile &&
        app.config.staticDir &&
        (request.method === 'GET' || request.method === 'HEAD')
      ) {
        // History fallback of the SPA. A missing file (an old bundle's chunk) stays a 404: answering it
        // with index.html would hand the browser HTML as a script.
        return reply.type('text/html').sendFile('index.html');
      }
      return sendProblem(
        reply,
        new HttpProblem(
          404,
          'NOT_FOUND',
          'Nicht gefunden',
          `Die Adresse ${request.method} ${url} gibt es nicht.`,
        ),
      );
    });
  },
  { name: 'errors' },
);
