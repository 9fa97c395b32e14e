/**
 * Each test file gets its own database, cloned from the migrated + seeded template:
 * - PGlite (default): the template's data dump loaded into a new in-memory instance;
 * - PostgreSQL (DATABASE_URL set): `CREATE DATABASE fm_test_<random> TEMPLATE fm_tpl_<key>`, dropped after.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/db/types.js';
import { openPglite, wrapPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { adminUrl, databaseUrl } from './template.js';

export interface TestDb {
  db: Db;
  /** The database's URL on PostgreSQL (for a second server instance); undefined on PGlite. */
  url: string | undefined;
  cleanup(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function createTestDb(): Promise<TestDb> {
  const admin = adminUrl();
  if (admin) {
    const template = inject('postgresTemplate');
    const name = `fm_test_${randomBytes(6).toString('hex')}`;
    // CREATE DATABASE ... TEMPLATE fails while another session is connected to the template: retry.
    for (let i = 0; ; i++) {
      try {
        await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (err) {
        if (i >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const url = databaseUrl(admin, name);
    const db = await openPostgres(url, { max: 5 });
    return {
      db,
      url,
      async cleanup() {
        await db.close().catch(() => undefined);
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const pgl = await openPglite(undefined, new Blob([dump]));
  const db = wrapPglite(pgl);
  return { db, url: undefined, cleanup: () => db.close() };
}
