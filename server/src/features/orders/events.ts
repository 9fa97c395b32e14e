/**
 * Every change of an order reaches the open screens of both parties: the order transaction (placing,
 * confirm, review, decline, transfer, edit) NOTIFYs `fm_orders` with the order's sellers and buyers (the
 * buyers widened by their parent accounts, which see their child accounts' orders), delivered at commit
 * to every instance; each instance then sends each such account's open-orders count as an `orders` event
 * (data: `OpenOrdersCount`: received open orders for a seller, placed ones for a buyer) to that account's
 * own event streams (`GET /api/events`). The app loads its order screens again on the event, and a
 * seller's menu bubble shows the count.
 *
 * A count is read only for an account with an open stream on this instance, and at most one count per
 * account is in flight: notifications arriving meanwhile (a burst of orders) are answered by one more
 * count after it, so a burst costs two queries, not one per order.
 */
import type { FastifyInstance } from 'fastify';
import { latestPerKey } from '../../latestPerKey.js';
import { accountStreamTag } from '../market-window/plugin.js';
import { ORDER_NOTIFY_CHANNEL, ordersRepo } from './repository.js';

type Side = 'buyer' | 'seller';

export function pushOrderEvents(app: FastifyInstance): void {
  if (!app.hasDecorator('market')) return; // no event streams without the market plugin
  let unlisten: (() => Promise<void>) | undefined;

  const push = latestPerKey(
    async (key) => {
      const [side, accountId] = splitKey(key);
      const tag = accountStreamTag(accountId);
      if (!app.market.hub.has(tag)) return;
      const count = await ordersRepo(app.db).openCount(accountId, side);
      app.market.hub.sendTo(tag, { event: 'orders', data: { count } });
    },
    (err) => app.log.warn({ err }, 'pushing an order event failed'),
  );

  function onChange(payload: string): void {
    let parsed: { sellerAccountIds?: unknown; buyerAccountIds?: unknown };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    const sides: [Side, unknown][] = [
      ['seller', parsed.sellerAccountIds],
      ['buyer', parsed.buyerAccountIds],
    ];
    for (const [side, ids] of sides) {
      if (!Array.isArray(ids)) continue;
      for (const id of ids) if (typeof id === 'string') push(`${side}:${id}`);
    }
  }

  app.addHook('onReady', async () => {
    unlisten = await app.db.listen(ORDER_NOTIFY_CHANNEL, onChange);
  });
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => undefined);
  });
}

/** `seller:acc-1` → `['seller', 'acc-1']`. */
function splitKey(key: string): [Side, string] {
  const at = key.indexOf(':');
  return [key.slice(0, at) as Side, key.slice(at + 1)];
}
