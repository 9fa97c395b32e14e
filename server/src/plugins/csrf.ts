/**
 * CSRF: POST/PUT/PATCH/DELETE under /api need `X-Requested-With: fuelmarket` (a custom header a
 * cross-site form cannot send without a CORS preflight we never grant) and, when the browser sends them,
 * an `Origin` equal to PUBLIC_URL and a `Sec-Fetch-Site` of same-origin or none. Otherwise 403 CSRF_REJECTED.
 * `app.rejectCrossSite(request)` applies the same-origin part to the few GETs that change state
 * (the compatibility `GET /api/logout`), which a link on another site could otherwise trigger.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Throws 403 CSRF_REJECTED unless the request comes from our own origin (or no site at all). */
    rejectCrossSite(request: FastifyRequest): void;
  }
}

export const csrfRejected = () =>
  new HttpProblem(
    403,
    'CSRF_REJECTED',
    'Anfrage abgelehnt',
    'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.',
  );

/** Why a request is not from `publicUrl`, or undefined when it is (or the browser told us nothing). */
function crossSiteReason(request: FastifyRequest, publicUrl: string): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `Sec-Fetch-Site ${String(site)}`;
  const origin = request.headers.origin;
  // The configured origin, never the request's Host header (which the sender chooses).
  if (origin !== undefined && origin !== publicUrl) return `Origin ${origin} is not ${publicUrl}`;
  return undefined;
}

export default fp(
  async (app) => {
    const reject = (request: FastifyRequest, why: string): never => {
      request.log.warn({ why }, 'csrf rejected');
      throw csrfRejected();
    };
    app.decorate('rejectCrossSite', (request: FastifyRequest) => {
      const why = crossSiteReason(request, app.publicUrl);
      if (why) reject(request, why);
    });
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.headers['x-requested-with'] !== 'fuelmarket') reject(request, 'missing X-Requested-With');
      app.rejectCrossSite(request);
    });
  },
  { name: 'csrf' },
);
