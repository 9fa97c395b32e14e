/**
 * CSRF: POST/PUT/PATCH/DELETE under /api need `X-Requested-With: fuelmarket` (a custom header a
 * cross-site form cannot send without a CORS preflight we never grant) and, when the browser sends them,
 * a same-origin `Origin` and a `Sec-Fetch-Site` of same-origin or none. Otherwise 403 CSRF_REJECTED.
 */
import fp from 'fastify-plugin';
import { HttpProblem } from '../errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      const reject = (why: string) => {
        request.log.warn({ why }, 'csrf rejected');
        throw new HttpProblem(
          403,
          'CSRF_REJECTED',
          'Anfrage abgelehnt',
          'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.',
        );
      };
      if (request.headers['x-requested-with'] !== 'fuelmarket') reject('missing X-Requested-With');
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'none')
        reject(`Sec-Fetch-Site ${String(site)}`);
      const origin = request.headers.origin;
      if (origin !== undefined) {
        let host: string;
        try {
          host = new URL(origin).host;
        } catch {
          return reject('bad Origin');
        }
        if (host !== request.headers.host) reject(`Origin ${origin} is not ${request.headers.host ?? '?'}`);
      }
    });
  },
  { name: 'csrf' },
);
