/**
 * Applies server/migrations/NNN_name.sql in order, each in its own transaction, recorded in schema_migrations.
 * Each migration has its down step beside it (NNN_name.down.sql); migrateDown undoes applied migrations
 * newest first, so a release can be rolled back to an older schema.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

export const MIGRATION_TIMEOUT_MS = 10 * 60_000;

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** The down step (NNN_name.down.sql), or undefined when the file is missing. */
  downSql: string | undefined;
}

export function listMigrations(): Migration[] {
  const files = readdirSync(migrationsDir);
  return files
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const down = f.replace(/\.sql$/, '.down.sql');
      return {
        version: Number(f.slice(0, 3)),
        name: f,
        sql: readFileSync(migrationsDir + f, 'utf8'),
        downSql: files.includes(down) ? readFileSync(migrationsDir + down, 'utf8') : undefined,
      };
    });
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

/**
 * Undoes the applied migrations above `toVersion` (default 0: all of them), newest first, each with its
 * down step in its own transaction. Returns the names of the migrations undone.
 */
export async function migrateDown(db: Db, toVersion = 0): Promise<string[]> {
  const undone: string[] = [];
  for (const m of listMigrations().reverse()) {
    if (m.version <= toVersion) break;
    const downSql = m.downSql;
    if (downSql === undefined) throw new Error(`Migration ${m.name} has no down step`);
    const wasApplied = await db.transaction(
      async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(727001)');
        const applied = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
        if (applied.rows.length === 0) return false;
        for (const stmt of splitSql(downSql)) await tx.query(stmt);
        await tx.query('DELETE FROM schema_migrations WHERE version = $1', [m.version]);
        return true;
      },
      { statementTimeoutMs: MIGRATION_TIMEOUT_MS },
    );
    if (wasApplied) undone.push(m.name);
  }
  return undone;
}

/** Splits a migration into statements at semicolons that end a line outside a `$$` body; drops comment lines. */
export function splitSql(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  // Inside a dollar-quoted body (a function's `$$ ... $$`) a line-ending semicolon ends nothing.
  let quoted = false;
  for (const line of sql.split('\n')) {
    current.push(line);
    quoted = (line.match(/\$\$/g)?.length ?? 0) % 2 === 1 ? !quoted : quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter((s) => s.length > 0);
}
