/**
 * The market and the metadata show a master-data change at once (issue P5): every server memory that
 * holds product, region or terminal names or densities registers here what to forget (the market
 * listings, the order history's and statistics' filter options). The instance that made the change forgets
 * at once; the NOTIFY on `fm_master_data` tells every instance (the others, and this one once more).
 * The metadata itself is read fresh on every request.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';

export const MASTER_DATA_NOTIFY_CHANNEL = 'fm_master_data';

/** The forgetters of this instance, per database (one per server instance). */
const forgetters = new WeakMap<Db, Set<() => void>>();

/** After a committed master-data write: this instance's memories at once, the others' by NOTIFY. */
export function masterDataChanged(app: FastifyInstance): void {
  for (const forget of forgetters.get(app.db) ?? []) forget();
  app.db
    .notify(MASTER_DATA_NOTIFY_CHANNEL, '{}')
    .catch((err: unknown) => app.log.warn({ err }, 'announcing a master-data change failed'));
}

/**
 * Runs `forget` whenever any instance changed products, regions or terminals. `unavailable` runs when
 * this instance cannot LISTEN (other instances' changes would go unseen: stop remembering).
 */
export function onMasterDataChange(app: FastifyInstance, forget: () => void, unavailable?: () => void): void {
  let own = forgetters.get(app.db);
  if (!own) forgetters.set(app.db, (own = new Set()));
  own.add(forget);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    try {
      unlisten = await app.db.listen(MASTER_DATA_NOTIFY_CHANNEL, () => forget());
    } catch (err) {
      unavailable?.();
      app.log.warn({ err }, 'master-data notifications unavailable');
    }
  });
  app.addHook('onClose', async () => {
    own.delete(forget);
    await unlisten?.().catch(() => undefined);
  });
}
