/**
 * The sellers' open-orders bubble follows placed orders: the order transaction NOTIFYs `fm_orders` with
 * the sellers it placed orders for (delivered at commit, to every instance); each instance then sends
 * the seller's new open-orders count as an `orders` event (data: `OpenOrdersCount`) to that seller's own
 * event streams (`GET /api/events`).
 *
 * A count is read only for a seller with an open stream on this instance, and at most one count per
 * seller is in flight: notifications arriving meanwhile (a burst of orders) are answered by one more
 * count after it, so a burst costs two queries, not one per order.
 */
import type { FastifyInstance } from 'fastify';
import { accountStreamTag } from '../market-window/plugin.js';
import { ORDER_NOTIFY_CHANNEL, ordersRepo } from './repository.js';

export function pushOpenOrderCounts(app: FastifyInstance): void {
  if (!app.hasDecorator('market')) return; // no event streams without the market plugin
  let unlisten: (() => Promise<void>) | undefined;

  const push = latestPerKey(
    async (sellerId) => {
      const tag = accountStreamTag(sellerId);
      if (!app.market.hub.has(tag)) return;
      const count = await ordersRepo(app.db).openCount(sellerId, 'seller');
      app.market.hub.sendTo(tag, { event: 'orders', data: { count } });
    },
    (err) => app.log.warn({ err }, 'pushing the open-orders count failed'),
  );

  function onPlaced(payload: string): void {
    let sellerAccountIds: unknown;
    try {
      ({ sellerAccountIds } = JSON.parse(payload) as { sellerAccountIds?: unknown });
    } catch {
      return;
    }
    if (!Array.isArray(sellerAccountIds)) return;
    for (const id of sellerAccountIds) if (typeof id === 'string') push(id);
  }

  app.addHook('onReady', async () => {
    unlisten = await app.db.listen(ORDER_NOTIFY_CHANNEL, onPlaced);
  });
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => undefined);
  });
}

/**
 * Runs `task(key)` for each call, but at most one run per key at a time: calls that arrive while a run
 * for their key is in flight are answered by one more run after it (which sees everything they were
 * about). A failed run is reported to `onError` and does not stop later ones.
 */
export function latestPerKey(
  task: (key: string) => Promise<void>,
  onError: (err: unknown) => void,
): (key: string) => void {
  /** Keys with a run in flight: whether another call came in meanwhile. */
  const running = new Map<string, boolean>();
  async function drain(key: string): Promise<void> {
    do {
      running.set(key, false);
      try {
        await task(key);
      } catch (err) {
        onError(err);
      }
    } while (running.get(key));
    running.delete(key);
  }
  return (key) => {
    if (running.has(key)) running.set(key, true);
    else void drain(key);
  };
}
