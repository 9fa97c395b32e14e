/**
 * A triggered price alert reaches its owner at once: the trigger transaction NOTIFYs `fm_price_alerts`
 * (delivered at commit, to every instance) with the user and the alert; each instance sends it as a
 * `priceAlert` event (data: `PriceAlert`) to that user's own event streams (`GET /api/events`).
 */
import type { FastifyInstance } from 'fastify';
import { userStreamTag } from '../market-window/plugin.js';
import { PRICE_ALERTS_NOTIFY_CHANNEL } from './evaluate.js';

export function pushTriggeredAlerts(app: FastifyInstance): void {
  if (!app.hasDecorator('market')) return; // no event streams without the market plugin
  let unlisten: (() => Promise<void>) | undefined;

  function onTriggered(payload: string): void {
    let message: { userId?: unknown; alert?: unknown };
    try {
      message = JSON.parse(payload) as { userId?: unknown; alert?: unknown };
    } catch {
      return;
    }
    if (typeof message.userId !== 'string' || typeof message.alert !== 'object' || !message.alert) return;
    app.market.hub.sendTo(userStreamTag(message.userId), { event: 'priceAlert', data: message.alert });
  }

  app.addHook('onReady', async () => {
    unlisten = await app.db.listen(PRICE_ALERTS_NOTIFY_CHANNEL, onTriggered);
  });
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => undefined);
  });
}
