/** Builds the template database once per test run (see template.ts). */
import { existsSync, mkdirSync, writeFileSync, renameSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, wrapPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/seed/index.js';
import { TEST_HASH_COST, adminUrl, databaseUrl, templateKey } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const key = templateKey();
  const admin = adminUrl();
  if (admin) {
    const name = `fm_tpl_${key}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      // Templates of older migrations/seeds (or days) are dropped; busy ones are left for later.
      const old = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'fm\\_tpl\\_%' AND datname <> $1 AND datname NOT LIKE '%\\_build\\_%'`,
        [name],
      );
      for (const r of old.rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname}`).catch(() => undefined);
      const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!exists.rows.length) {
        const building = `${name}_build_${process.pid}`;
        await c.query(`DROP DATABASE IF EXISTS ${building}`);
        await c.query(`CREATE DATABASE ${building}`);
        const db = await openPostgres(databaseUrl(admin, building), { max: 2 });
        await migrate(db);
        await seedDemo(db, { hashCost: TEST_HASH_COST });
        await db.close();
        await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`).catch(async () => {
          await c.query(`DROP DATABASE IF EXISTS ${building}`); // another run won the race
        });
      }
    } finally {
      await c.end();
    }
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = path.join(os.tmpdir(), 'fuelmarket-test-templates');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${key}.tar.gz`);
  // Other checkouts' templates may be in use by their own runs right now: only old ones go.
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const f of readdirSync(dir)) {
    const other = path.join(dir, f);
    if (/^pglite-\w+\.tar\.gz$/.test(f) && other !== file && statSync(other).mtimeMs < dayAgo)
      rmSync(other, { force: true });
  }
  if (!existsSync(file)) {
    const pgl = await openPglite(undefined);
    const db = wrapPglite(pgl);
    await migrate(db);
    await seedDemo(db, { hashCost: TEST_HASH_COST });
    const dump = await pgl.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    await db.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
}
