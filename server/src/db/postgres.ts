/**
 * PostgreSQL implementation of Db on pg.Pool. Type parsing matches ./pglite.ts.
 * Connection failures surface as DbUnavailableError (-> 503).
 *
 * Timeouts, so a database that stops answering (sockets open, nothing comes back) costs a request at
 * most ~`statementTimeoutMs` and recovers by itself:
 * - every statement runs under `statement_timeout` on the server and the same `query_timeout` in the
 *   client (the server cannot cancel anything while it is silent); a timed-out connection is discarded,
 *   never reused;
 * - taking a connection from the pool (or opening one) gives up after `acquireTimeoutMs`;
 * - the long-lived connections (LISTEN, leader lock) send a heartbeat every `heartbeatMs`; one that
 *   does not answer in time counts as lost: LISTEN reconnects, the leader lock reports `lost`.
 *
 * Statements with parameters are prepared once per connection (named by their text), so PostgreSQL
 * parses them once. This needs a session per connection: behind a pooler, use session pooling.
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

export interface PostgresOptions {
  /** Pool size. @default 10 */
  max?: number;
  /** Server- and client-side limit of one statement. @default 1500 */
  statementTimeoutMs?: number;
  /** Limit of taking (or opening) a pool connection. @default 1000 */
  acquireTimeoutMs?: number;
  /** Heartbeat interval of the LISTEN and leader-lock connections. @default 5000 */
  heartbeatMs?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 1500;
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 1000;

/**
 * Errors that mean "the database is not answering", not "your SQL is wrong": unreachable, connection
 * lost, a statement cancelled by statement_timeout (57014) or given up by the client (query_timeout).
 */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (
    e.code &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE|EHOSTUNREACH|57014|57P01|57P02|57P03|08\w{3})$/.test(
      e.code,
    )
  ) {
    return true;
  }
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
    e.message ?? '',
  );
}

function wrapError(err: unknown): never {
  if (isConnectionError(err)) {
    throw new DbUnavailableError('Database unreachable', { cause: err });
  }
  throw err;
}

/**
 * Statement names by SQL text. A named statement is parsed and planned once per connection and then
 * only bound and executed: the order transaction's joins cost PostgreSQL more to plan than to run.
 * The SQL texts are the code's own (values always travel as parameters), so the map stays small; past
 * MAX_NAMED_STATEMENTS distinct texts, further ones run unnamed.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2000;

function statementName(sql: string, params: unknown[] | undefined): string | undefined {
  // Without parameters the plan is generic anyway, and pg sends the text as a simple query (which may
  // hold several statements).
  if (!params || params.length === 0) return undefined;
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `fm_${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name;
}

const wrapClient = (c: pg.Pool | pg.PoolClient, timeoutMs: number): Queryable => ({
  async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    try {
      // pg reads query_timeout per query too (its types do not say so).
      const config = {
        name: statementName(sql, params),
        text: sql,
        values: params,
        types: typeParsers,
        query_timeout: timeoutMs,
      };
      const r = await c.query(config as pg.QueryConfig);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    } catch (err) {
      wrapError(err);
    }
  },
});

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const statementTimeoutMs = opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const acquireTimeoutMs = opts.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS;
  const heartbeatMs = opts.heartbeatMs ?? 5000;
  /** Settings of every connection this Db opens. */
  const clientConfig = {
    connectionString: url,
    connectionTimeoutMillis: acquireTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs,
    keepAlive: true,
  } satisfies pg.ClientConfig;
  const pool = new pg.Pool({ ...clientConfig, max: opts.max ?? 10, idleTimeoutMillis: 10000 });
  // Idle clients erroring (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const base = wrapClient(pool, statementTimeoutMs);

  /**
   * Runs `SELECT 1` on a long-lived client every heartbeatMs; calls onDead once when it fails or takes
   * longer than the statement timeout (a silent server never errors by itself).
   */
  function heartbeat(c: pg.Client, onDead: () => void): () => void {
    let stopped = false;
    const timer = setInterval(() => {
      c.query('SELECT 1').catch(() => {
        if (stopped) return;
        stop();
        onDead();
      });
    }, heartbeatMs);
    timer.unref();
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    return stop;
  }

  /** Drops a client without waiting for a goodbye from a server that may never answer. */
  function destroy(c: pg.Client): void {
    (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    c.end().catch(() => undefined);
  }

  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const quoteIdent = (s: string) => '"' + s.replace(/"/g, '""') + '"';

  /** The dedicated LISTEN connection; on loss (or a missed heartbeat) it reconnects and re-LISTENs. */
  async function connectListener(): Promise<pg.Client> {
    const c = new pg.Client(clientConfig);
    let stopHeartbeat = () => {};
    const lost = () => {
      stopHeartbeat();
      if (listener !== c) return;
      listener = undefined;
      destroy(c);
      if (!closed && handlers.size > 0) scheduleReconnect(250);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    try {
      await c.connect();
      for (const ch of handlers.keys()) await c.query(`LISTEN ${quoteIdent(ch)}`);
    } catch (err) {
      destroy(c);
      throw err;
    }
    listener = c;
    stopHeartbeat = heartbeat(c, lost);
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
    async transaction(fn, txOpts) {
      const timeoutMs = txOpts?.statementTimeoutMs ?? statementTimeoutMs;
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        wrapError(err);
      }
      // The pool listens for errors of idle clients only. A connection cut while this transaction holds
      // it emits 'error' besides failing the query in flight; unheard, that would end the process.
      const onError = () => undefined;
      client.on('error', onError);
      const release = (discard?: boolean) => {
        client.removeListener('error', onError);
        client.release(discard);
      };
      const tx = wrapClient(client, timeoutMs);
      try {
        await tx.query(
          txOpts?.genericPlans ? 'BEGIN; SET LOCAL plan_cache_mode = force_generic_plan' : 'BEGIN',
        );
        if (timeoutMs !== statementTimeoutMs) {
          await tx.query(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`);
        }
        const result = await fn(tx);
        await tx.query('COMMIT');
        release();
        return result;
      } catch (err) {
        if (err instanceof DbUnavailableError) {
          // A connection that timed out or broke may never answer a ROLLBACK: discard it (the server
          // rolls back when the session ends).
          release(true);
          throw err;
        }
        try {
          await tx.query('ROLLBACK');
          release();
        } catch {
          release(true);
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
      const c = new pg.Client(clientConfig);
      let resolveLost!: () => void;
      const lost = new Promise<void>((r) => (resolveLost = r));
      let stopHeartbeat = () => {};
      const onLost = () => {
        stopHeartbeat();
        leaderClients.delete(c);
        destroy(c);
        resolveLost();
      };
      c.on('error', onLost);
      c.on('end', () => resolveLost());
      try {
        await c.connect();
        const r = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
        if (!r.rows[0]?.ok) {
          await c.end();
          return null;
        }
      } catch (err) {
        destroy(c);
        wrapError(err);
      }
      leaderClients.add(c);
      // A silent server never ends the connection: without a heartbeat the leader would keep its
      // duties on a lock it may no longer hold.
      stopHeartbeat = heartbeat(c, onLost);
      return {
        lost,
        async release() {
          stopHeartbeat();
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
      const l = listener;
      listener = undefined;
      await l?.end().catch(() => undefined);
      await pool.end();
    },
  };
  return db;
}
