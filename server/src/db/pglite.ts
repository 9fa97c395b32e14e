/**
 * PGlite implementation of Db: one embedded connection, queries serialised by PGlite itself.
 * Type parsing matches ./postgres.ts: numeric -> string, int8 -> number, date -> 'YYYY-MM-DD'.
 */
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, LeaderLock, Queryable, QueryResult } from './types.js';

export const pgliteParsers = {
  [types.DATE]: (v: string) => v,
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => v,
};

/** Wrap an open PGlite instance. `onClose` runs after the instance is closed (e.g. release a lock file). */
export function wrapPglite(pg: PGlite, onClose?: () => Promise<void> | void): Db {
  const heldLocks = new Set<number>();
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[] | undefined);
      return { rows: r.rows, rowCount: r.affectedRows ?? 0 };
    },
  });
  const base = asQueryable(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return async () => {
        if (!pg.closed) await unlisten();
      };
    },
    async notify(channel, payload) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async acquireLeaderLock(key): Promise<LeaderLock | null> {
      // One process owns the data directory (lock file), so a process-local registry is exact here.
      if (heldLocks.has(key)) return null;
      heldLocks.add(key);
      let resolveLost!: () => void;
      const lost = new Promise<void>((r) => (resolveLost = r));
      return {
        lost,
        async release() {
          heldLocks.delete(key);
          resolveLost();
        },
      };
    },
    async ping() {
      await pg.query('SELECT 1');
    },
    async close() {
      if (!pg.closed) await pg.close();
      await onClose?.();
    },
  };
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: pgliteParsers,
  });
}
