/**
 * The migrated + seeded template every test database starts from (built once per run in global-setup).
 * PGlite: a dumped data directory (tar.gz) loaded per file (~0.5 s instead of ~5 s for migrate + seed).
 * PostgreSQL (DATABASE_URL set): a template database; each file gets `CREATE DATABASE ... TEMPLATE`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const TEST_HASH_COST = 1024; // scrypt N for tests; production uses OWASP N=2^17 (see auth tests)

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** Changes whenever migrations or the seed change (and daily, as seed dates are relative to today). */
export function templateKey(): string {
  const h = createHash('sha256');
  const files = [
    ...readdirSync(path.join(serverDir, 'migrations')).map((f) => path.join(serverDir, 'migrations', f)),
    ...readdirSync(path.join(serverDir, 'src/seed'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name)),
  ].sort();
  for (const f of files) h.update(f).update(readFileSync(f));
  h.update(new Date().toISOString().slice(0, 10)).update(String(TEST_HASH_COST));
  return h.digest('hex').slice(0, 12);
}

export const adminUrl = () => process.env.DATABASE_URL;

export function databaseUrl(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}
