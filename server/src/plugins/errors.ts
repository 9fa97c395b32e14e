/**
 * The one central error handler: HttpProblem -> its problem details; request validation -> 400
 * VALIDATION_FAILED with a German detail and `errors`; database unreachable -> 503 SERVICE_UNAVAILABLE and
 * a log line; anything else -> 500 logged, details not sent. Unknown /api routes -> 404 problem.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { HttpProblem, type FieldError } from '../errors.js';
import { DbUnavailableError } from '../db/types.js';
import { isConnectionError } from '../db/postgres.js';
import { germanValidationErrors } from '../contract/messages.js';
import { JSON_POISONED, JSON_TOO_DEEP } from './bodyLimits.js';

export function sendProblem(reply: FastifyReply, p: HttpProblem): FastifyReply {
  const body: Record<string, unknown> = {
    type: 'about:blank',
    title: p.title,
    status: p.status,
    code: p.code,
  };
  if (p.detail) body.detail = p.detail;
  if (p.errors) body.errors = p.errors;
  if (p.context) body.context = p.context;
  return reply.status(p.status).type('application/problem+json').send(body);
}

/**
 * The problem for a request the router refused before routing: a path parameter longer than any id
 * (maxParamLength) names nothing there is; a malformed percent-encoding is a bad request.
 */
export function frameworkProblem(error: { code?: string }, method: string, url: string): HttpProblem {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const path = (url.split('?')[0] ?? '').slice(0, 80);
    return new HttpProblem(
      404,
      'NOT_FOUND',
      'Nicht gefunden',
      `Die Adresse ${method} ${path}… gibt es nicht.`,
    );
  }
  return new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Anfrage', 'Die Adresse ist ungültig kodiert.');
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
    new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Anfrage', detail, [{ path, message: detail }]);
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
