/**
 * PostgreSQL implementation of Db on pg.Pool. Type parsing matches ./pglite.ts.
 * Connection failures surface as DbUnavailableError (-> 503).
 */
import pg from 'pg';
import type { Db, LeaderLock, Queryable, QueryResult } from './types.js';
import { DbUnavailableError } from './types.js';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 1082 || oid === 1700) return (v: string) => v; // date, numeric
    if (oid === 20) return (v: string) => Number(v); // int8
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Errors that mean "the server is not reachable", not "your SQL is wrong". */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (
    e.code &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE|EHOSTUNREACH|57P01|57P02|57P03|08\w{3})$/.test(
      e.code,
    )
  ) {
    return true;
  }
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}

function wrapError(err: unknown): never {
  if (isConnectionError(err)) {
    throw new DbUnavailableError('Database unreachable', { cause: err });
  }
  throw err;
}

const wrapClient = (c: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    try {
      const r = await c.query({ text: sql, values: params, types: typeParsers });
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    } catch (err) {
      wrapError(err);
    }
  },
});

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 10000,
  });
  // Idle clients erroring (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const base = wrapClient(pool);

  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const quoteIdent = (s: string) => '"' + s.replace(/"/g, '""') + '"';

  /** The dedicated LISTEN connection; on loss it reconnects (backoff) and re-LISTENs every channel. */
  async function connectListener(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    const lost = () => {
      if (listener !== c) return;
      listener = undefined;
      c.end().catch(() => undefined);
      if (!closed && handlers.size > 0) scheduleReconnect(250);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    await c.connect();
    for (const ch of handlers.keys()) await c.query(`LISTEN ${quoteIdent(ch)}`);
    listener = c;
    return c;
  }
  function scheduleReconnect(delay: number): void {
    setTimeout(() => {
      if (closed || listener || connecting) return;
      connecting = connectListener().finally(() => (connecting = undefined));
      connecting.catch(() => scheduleReconnect(Math.min(delay * 2, 5000)));
    }, delay).unref();
  }
  async function getListener(): Promise<pg.Client> {
    if (listener) return listener;
    if (!connecting) connecting = connectListener().finally(() => (connecting = undefined));
    return connecting;
  }
  const leaderClients = new Set<pg.Client>();

  const db: Db = {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        wrapError(err);
      }
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
          client.release();
        } catch {
          client.release(true);
        }
        wrapError(err);
      }
    },
    async listen(channel, onPayload) {
      const c = await getListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (listener === c) await c.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await listener?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await base.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async acquireLeaderLock(key): Promise<LeaderLock | null> {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
      let resolveLost!: () => void;
      const lost = new Promise<void>((r) => (resolveLost = r));
      c.on('error', () => resolveLost());
      c.on('end', () => resolveLost());
      try {
        await c.connect();
        const r = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
        if (!r.rows[0]?.ok) {
          await c.end();
          return null;
        }
      } catch (err) {
        await c.end().catch(() => undefined);
        wrapError(err);
      }
      leaderClients.add(c);
      return {
        lost,
        async release() {
          leaderClients.delete(c);
          await c.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
          await c.end().catch(() => undefined);
          resolveLost();
        },
      };
    },
    async ping() {
      await base.query('SELECT 1');
    },
    async close() {
      closed = true;
      for (const c of leaderClients) await c.end().catch(() => undefined);
      leaderClients.clear();
      await listener?.end().catch(() => undefined);
      listener = undefined;
      await pool.end();
    },
  };
  return db;
}
