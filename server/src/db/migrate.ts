/** Applies server/migrations/NNN_name.sql in order, each in its own transaction, recorded in schema_migrations. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

export const MIGRATION_TIMEOUT_MS = 10 * 60_000;

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

export function listMigrations(): { version: number; name: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 3)), name: f, sql: readFileSync(migrationsDir + f, 'utf8') }));
}

export async function migrate(db: Db): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const m of listMigrations()) {
    if (done.has(m.version)) continue;
    await db.transaction(
      async (tx) => {
        // Serialise concurrent starters on PostgreSQL; harmless on PGlite.
        await tx.query('SELECT pg_advisory_xact_lock(727001)');
        const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
        if (again.rows.length > 0) return;
        for (const stmt of splitSql(m.sql)) await tx.query(stmt);
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      },
      // A migration may rewrite a large table or wait for another starter: not a request's budget.
      { statementTimeoutMs: MIGRATION_TIMEOUT_MS },
    );
    applied.push(m.name);
  }
  return applied;
}

/** Splits on semicolons at line ends (migrations avoid semicolons inside function bodies). */
function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
