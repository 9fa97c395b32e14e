/**
 * CSRF: POST/PUT/PATCH/DELETE under /api need `X-Requested-With: fuelmarket` (a custom header a
 * cross-site form cannot send without a CORS preflight we never grant) and, when the browser sends them,
 * an `Origin` equal to PUBLIC_URL and a `Sec-Fetch-Site` of same-origin or none. Otherwise 403 CSRF_REJECTED,
 * or 403 PUBLIC_URL_MISMATCH (with a log line naming both origins) when our own page is served at an
 * origin other than PUBLIC_URL (a misconfigured deployment).
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

/**
 * 403 PUBLIC_URL_MISMATCH: the browser says the request comes from its own page (`Sec-Fetch-Site:
 * same-origin`), yet that page's origin is not PUBLIC_URL: the deployment is reached at another address
 * than the one it is configured for. Refused like any other origin, but named, so the log and the app can
 * say what is wrong instead of a generic error.
 */
export const publicUrlMismatch = () =>
  new HttpProblem(
    403,
    'PUBLIC_URL_MISMATCH',
    'Adresse nicht eingerichtet',
    'Der Server ist für eine andere Adresse eingerichtet als die, unter der Sie ihn aufrufen (PUBLIC_URL).',
  );

/** Why a request is refused; `origin` when its Origin is not PUBLIC_URL, `ownPage` when it says same-origin. */
type CrossSite = { why: string; origin?: string; ownPage?: boolean };

/** Why a request is not from `publicUrl`, or undefined when it is (or the browser told us nothing). */
function crossSiteReason(request: FastifyRequest, publicUrl: string): CrossSite | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return { why: `Sec-Fetch-Site ${String(site)}` };
  const origin = request.headers.origin;
  // The configured origin, never the request's Host header (which the sender chooses).
  if (origin !== undefined && origin !== publicUrl) {
    const why = `Origin ${origin} is not ${publicUrl}`;
    // A cross-site page cannot send same-origin: this is our own page, served at another address.
    return { why, origin, ownPage: site === 'same-origin' };
  }
  return undefined;
}

export default fp(
  async (app) => {
    const reject = (request: FastifyRequest, reason: CrossSite): never => {
      const { origin } = reason;
      if (origin !== undefined) {
        // Named, both origins: a wrong PUBLIC_URL otherwise shows only as a refused login.
        request.log.warn(
          { publicUrl: app.publicUrl, origin },
          `request refused: PUBLIC_URL is ${app.publicUrl} but the request comes from ${origin}; ` +
            'if users reach this server at that address, set PUBLIC_URL to it',
        );
        if (reason.ownPage) throw publicUrlMismatch();
        throw csrfRejected();
      }
      request.log.warn({ why: reason.why }, 'csrf rejected');
      throw csrfRejected();
    };
    app.decorate('rejectCrossSite', (request: FastifyRequest) => {
      const reason = crossSiteReason(request, app.publicUrl);
      if (reason) reject(request, reason);
    });
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.headers['x-requested-with'] !== 'fuelmarket') {
        reject(request, { why: 'missing X-Requested-With' });
      }
      app.rejectCrossSite(request);
    });
  },
  { name: 'csrf' },
);
