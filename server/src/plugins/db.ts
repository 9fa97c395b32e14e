/** Decorates app.db: the injected Db or one opened from config; migrates and seeds at start. */
import fp from 'fastify-plugin';
import type { Db } from '../db/types.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ db?: Db | undefined; migrate: boolean; seed: boolean }>(
  async (app, opts) => {
    const owned = !opts.db;
    const db = opts.db ?? (await openDatabase(app.config));
    app.decorate('db', db);
    if (owned) app.addHook('onClose', async () => db.close());
    if (opts.migrate) {
      const applied = await migrate(db);
      if (applied.length) app.log.info({ applied }, 'migrations applied');
    }
    if (opts.seed) {
      const seeded = await seedDemo(db, { hashCost: app.config.passwordHashCost });
      if (seeded) app.log.info('demo data seeded');
    }
  },
  { name: 'db' },
);
