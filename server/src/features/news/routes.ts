/**
 * News (spec §2 news box, §9 last 10):
 * - GET /api/news (listNews): a buyer's box holds the news of the sellers it trades with; a seller sees
 *   its own news; others get none.
 * - POST /api/news (createNews): a seller with the newsBox feature publishes rich text, sanitised here
 *   (sanitise.ts); text that is empty once sanitised is refused (400).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { components } from '@fuelmarket/api-client';
import type { RouteTypes } from '../../contract/types.js';
import { problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { newsRepo, type NewsRow } from './repository.js';
import { hasText, sanitiseNewsHtml } from './sanitise.js';

type NewsItem = components['schemas']['NewsItem'];

const toNewsItem = (row: NewsRow): NewsItem => ({
  id: row.id,
  date: row.published_at.toISOString(),
  seller: { id: row.seller_account_id, name: row.seller_name },
  ...(row.title ? { title: row.title } : {}),
  text: row.body_html,
});

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const publishers = app.authorize({ accountTypes: ['seller'], features: ['newsBox'] });

  app.get<RouteTypes<'listNews'>>(
    '/api/news',
    { schema: c.routeSchema('listNews'), preHandler: app.requireAuth },
    async (request) => {
      const { account } = authOf(request);
      const repo = newsRepo(app.db);
      if (account.type === 'seller') return (await repo.ofSeller(account.id)).map(toNewsItem);
      if (account.type === 'buyer')
        return (await repo.forBuyer(account.id, account.platform)).map(toNewsItem);
      return [];
    },
  );

  app.post<RouteTypes<'createNews'>>(
    '/api/news',
    { schema: c.routeSchema('createNews'), preHandler: publishers },
    async (request, reply) => {
      const { account } = authOf(request);
      const html = sanitiseNewsHtml(request.body.text);
      if (!hasText(html)) {
        throw problems.validation('Die Nachricht enthält keinen Text.', [{ path: '/text', code: 'no_text' }]);
      }
      const title = request.body.title?.trim() ?? '';
      const row = await newsRepo(app.db).insert({
        sellerAccountId: account.id,
        platformId: account.platform,
        title,
        html,
        now: app.clock(),
      });
      return reply.status(201).send(toNewsItem(row));
    },
  );
};

export default routes;
