/**
 * Brand flags that gate a capability, enforced by the API and not only hidden in the app (spec §6).
 * The flags are the deployment's (`config.flags`: the brand's own with the deployment's `PURCHASING_DISABLED`
 * applied, read at start); a session belongs to the server's platform (plugins/auth.ts), so they are the
 * caller's platform's flags too.
 */
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './errors.js';
import type { AuthContext } from './features/auth/types.js';

/** 403 PURCHASING_DISABLED: the deployment has switched purchasing off [B8][B13]. */
export const purchasingDisabled = () =>
  new HttpProblem(
    403,
    'PURCHASING_DISABLED',
    'Einkauf ausgeschaltet',
    'Auf dieser Plattform ist der Einkauf derzeit ausgeschaltet.',
  );

/**
 * [B13] Refuses a reservation, an order or a trigger's order while the deployment has purchasing switched
 * off (`PURCHASING_DISABLED=true`, Swiss platform only).
 */
export function assertPurchasing(app: FastifyInstance): void {
  if (app.config.flags.PURCHASING_DISABLED) throw purchasingDisabled();
}

/** 403 NOT_ON_PLATFORM: the platform's brand does not have this capability (its flag is off). */
export const notOnPlatform = (detail: string) =>
  new HttpProblem(403, 'NOT_ON_PLATFORM', 'Nicht auf dieser Plattform', detail);

/**
 * [B14] Buyers of a platform without their orders page (NO_ORDERS_BUYER_PAGE, the Austrian one) get neither
 * what only that page shows (an order's detail) nor its export; they still place orders, and the
 * dashboard's latest orders (the order history) stay.
 */
export function assertBuyerOrdersPage(app: FastifyInstance, auth: AuthContext): void {
  if (auth.account.type === 'buyer' && app.config.flags.NO_ORDERS_BUYER_PAGE) {
    throw notOnPlatform('Käufer haben auf dieser Plattform keine Bestellübersicht.');
  }
}
