/**
 * Serves STATIC_DIR (the built app). The wildcard route looks files up per request, so a rebuild while the
 * server runs is served at once; non-/api GETs that match no file fall back to index.html (errors.ts).
 */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp(
  async (app) => {
    if (!app.config.staticDir) return;
    await app.register(fastifyStatic, { root: app.config.staticDir, wildcard: true, index: 'index.html' });
  },
  { name: 'static' },
);
