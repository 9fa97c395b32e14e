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
        // Fastify's own 4xx (malformed JSON, body too large, unsupported media type ...).
        const status = err.statusCode;
        const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED';
        return sendProblem(
          reply,
          new HttpProblem(
            status === 415 || status === 413 ? 400 : status,
            code,
            'Ungültige Anfrage',
            'Die Anfrage ist ungültig.',
          ),
        );
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
