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
