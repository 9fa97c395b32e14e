/**
 * Serves STATIC_DIR (the built app). The wildcard route looks files up per request, so a rebuild while the
 * server runs is served at once; non-/api GETs that match no file fall back to index.html (errors.ts).
 *
 * Caching and compression:
 * - `/assets/*` carry a content hash in their names: cached for a year and never revalidated
 *   (`immutable`); everything else (index.html, the favicon) is revalidated on every use (`no-cache`), so
 *   a new deployment is picked up by the next page load.
 * - The build writes `.br` and `.gz` beside each text file (vite-plugin-compression2); they are served
 *   for a matching Accept-Encoding (brotli first), so nothing is compressed per request.
 */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export default fp(
  async (app) => {
    if (!app.config.staticDir) return;
    const assets = path.join(app.config.staticDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: app.config.staticDir,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      },
    });
  },
  { name: 'static' },
);
