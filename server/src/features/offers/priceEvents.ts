/**
 * Prices follow a seller's changes at once (issue: rules, minimum prices, densities, expiry rolls, offer
 * edits and CSV uploads). The instance that made the change forgets its market listings immediately and
 * NOTIFYs `fm_offers` with the seller; every instance then forgets its own listings and sends an `offers`
 * event (data: `{ sellerId }`) to the open event streams of the seller's buyers, whose market pages load
 * their listing again without waiting for the next price tick.
 *
 * A parent's change of an Aviat's settings (terminals, price adjustment) changes that Aviat's market only:
 * `accountMarketsChanged` NOTIFYs the accounts, and every instance sends an `offers` event (data:
 * `{ accountId }`) to their open streams. The listings need not be forgotten: an Aviat's settings are part
 * of its listing's key (routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { accountStreamTag } from '../market-window/plugin.js';
import { latestPerKey } from '../../latestPerKey.js';
import { forgetMarketListings } from './listingCache.js';

export const OFFERS_NOTIFY_CHANNEL = 'fm_offers';

/** After a committed change of the seller's offers or prices: this instance at once, the others by NOTIFY. */
export function offersChanged(app: FastifyInstance, sellerAccountId: string): void {
  forgetMarketListings(app.db);
  app.db
    .notify(OFFERS_NOTIFY_CHANNEL, JSON.stringify({ sellerAccountId }))
    .catch((err: unknown) => app.log.warn({ err }, 'announcing a price change failed'));
}

/** After a committed change of what these accounts' markets show (an Aviat's settings): every instance. */
export function accountMarketsChanged(app: FastifyInstance, accountIds: readonly string[]): void {
  app.db
    .notify(OFFERS_NOTIFY_CHANNEL, JSON.stringify({ accountIds }))
    .catch((err: unknown) => app.log.warn({ err }, 'announcing a market change failed'));
}

/**
 * Every instance: forget the listings and tell the seller's buyers' open streams (once per burst); tell
 * the open streams of the accounts of `accountMarketsChanged`.
 */
export function pushOfferChanges(
  app: FastifyInstance,
  buyersOf: (sellerAccountId: string) => Promise<string[]>,
): void {
  if (!app.hasDecorator('market')) return; // no markets and no event streams without the market plugin
  let unlisten: (() => Promise<void>) | undefined;
  const push = latestPerKey(
    async (sellerId) => {
      forgetMarketListings(app.db);
      if (app.market.hub.size === 0) return;
      for (const buyerId of await buyersOf(sellerId)) {
        const tag = accountStreamTag(buyerId);
        if (app.market.hub.has(tag)) app.market.hub.sendTo(tag, { event: 'offers', data: { sellerId } });
      }
    },
    (err) => app.log.warn({ err }, 'pushing a price change failed'),
  );

  app.addHook('onReady', async () => {
    unlisten = await app.db.listen(OFFERS_NOTIFY_CHANNEL, (payload) => {
      let sellerAccountId: unknown;
      let accountIds: unknown;
      try {
        ({ sellerAccountId, accountIds } = JSON.parse(payload) as {
          sellerAccountId?: unknown;
          accountIds?: unknown;
        });
      } catch {
        return;
      }
      if (typeof sellerAccountId === 'string') push(sellerAccountId);
      if (Array.isArray(accountIds)) {
        for (const accountId of accountIds) {
          if (typeof accountId !== 'string') continue;
          app.market.hub.sendTo(accountStreamTag(accountId), { event: 'offers', data: { accountId } });
        }
      }
    });
  });
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => undefined);
  });
}
