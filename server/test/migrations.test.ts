/** Every migration has a down step: up, down, up leaves the same schema, on PGlite and on PostgreSQL. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, migrateDown } from '../src/db/migrate.js';
import { openPglite, wrapPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import type { Db } from '../src/db/types.js';
import { adminUrl, databaseUrl } from './helpers/template.js';

async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** An empty database of the kind the suite runs on. */
async function emptyDb(): Promise<{ db: Db; cleanup(): Promise<void> }> {
  const admin = adminUrl();
  if (!admin) {
    const db = wrapPglite(await openPglite(undefined));
    return { db, cleanup: () => db.close() };
  }
  const name = `fm_mig_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const db = await openPostgres(databaseUrl(admin, name), { max: 2 });
  return {
    db,
    async cleanup() {
      await db.close().catch(() => undefined);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Tables with their columns, indexes and constraints of the public schema, as comparable text. */
async function schemaOf(db: Db): Promise<string[]> {
  const cols = await db.query<{ x: string }>(
    `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
            coalesce(column_default, '') AS x
       FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const idx = await db.query<{ x: string }>(
    `SELECT indexdef AS x FROM pg_indexes WHERE schemaname = 'public'`,
  );
  const cons = await db.query<{ x: string }>(
    `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS x
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace`,
  );
  return [...cols.rows, ...idx.rows, ...cons.rows].map((r) => r.x).sort();
}

const appliedVersions = async (db: Db) =>
  (await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
    (r) => r.version,
  );

let t: { db: Db; cleanup(): Promise<void> };
beforeAll(async () => {
  t = await emptyDb();
});
afterAll(async () => t?.cleanup());

describe('migrations', () => {
  const migrations = listMigrations();

  it('each has a down step', () => {
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.filter((m) => m.downSql === undefined).map((m) => m.name)).toEqual([]);
  });

  it('up, down, up: the down steps remove everything, and the schema comes back the same', async () => {
    expect(await migrate(t.db)).toEqual(migrations.map((m) => m.name));
    const up = await schemaOf(t.db);

    expect(await migrateDown(t.db)).toEqual(migrations.map((m) => m.name).reverse());
    expect(await appliedVersions(t.db)).toEqual([]);
    // Only the bookkeeping table is left.
    const tables = await t.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(['schema_migrations']);

    expect(await migrate(t.db)).toEqual(migrations.map((m) => m.name));
    expect(await schemaOf(t.db)).toEqual(up);
  });

  it('steps down one migration at a time and back up', async () => {
    const up = await schemaOf(t.db);
    const versions = migrations.map((m) => m.version);
    for (let i = versions.length - 2; i >= -1; i--) {
      const target = i >= 0 ? versions[i]! : 0;
      await migrateDown(t.db, target);
      expect(await appliedVersions(t.db)).toEqual(versions.slice(0, i + 1));
    }
    await migrate(t.db);
    expect(await schemaOf(t.db)).toEqual(up);
  });
});
