/**
 * The sellers' open-orders bubble follows placed orders: the order transaction NOTIFYs `fm_orders` with
 * the sellers it placed orders for (delivered at commit, to every instance); each instance then sends
 * the seller's new open-orders count as an `orders` event (data: `OpenOrdersCount`) to that seller's own
 * event streams (`GET /api/events`).
 */
import type { FastifyInstance } from 'fastify';
import { accountStreamTag } from '../market-window/plugin.js';
import { ORDER_NOTIFY_CHANNEL, ordersRepo } from './repository.js';

export function pushOpenOrderCounts(app: FastifyInstance): void {
  if (!app.hasDecorator('market')) return; // no event streams without the market plugin
  let unlisten: (() => Promise<void>) | undefined;

  async function onPlaced(payload: string): Promise<void> {
    try {
      const { sellerAccountIds } = JSON.parse(payload) as { sellerAccountIds?: unknown };
      if (!Array.isArray(sellerAccountIds)) return;
      for (const id of sellerAccountIds) {
        if (typeof id !== 'string') continue;
        const count = await ordersRepo(app.db).openCount(id, 'seller');
        app.market.hub.sendTo(accountStreamTag(id), { event: 'orders', data: { count } });
      }
    } catch (err) {
      app.log.warn({ err }, 'pushing the open-orders count failed');
    }
  }

  app.addHook('onReady', async () => {
    unlisten = await app.db.listen(ORDER_NOTIFY_CHANNEL, (payload) => void onPlaced(payload));
  });
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => undefined);
  });
}
