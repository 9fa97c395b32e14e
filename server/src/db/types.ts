/**
 * The database seam every feature module and plugin uses, so they run unchanged on both implementations:
 * PGlite (`./pglite.ts`, one embedded connection) and pg.Pool (`./postgres.ts`).
 *
 * Conventions: numeric columns come back as strings (money stays a decimal string), bigint as string,
 * timestamptz as Date. Always pass parameters ($1, $2 ...), never interpolate values into SQL.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE (0 when unknown). */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** A lock held on its own connection for as long as `release()` is not called. */
export interface LeaderLock {
  release(): Promise<void>;
  /** Resolves when the lock was lost (connection died); never rejects. */
  lost: Promise<void>;
}

export type DbKind = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly kind: DbKind;
  /**
   * Runs fn inside BEGIN/COMMIT; ROLLBACK and rethrow on error. Nested calls are not supported.
   * `statementTimeoutMs` replaces the statement timeout for this transaction (migrations); PGlite has none.
   * `genericPlans` (PostgreSQL): the transaction's statements run on plans made once per connection
   * (plan_cache_mode = force_generic_plan), for hot key lookups whose planning costs more than their
   * execution; not for queries whose best plan depends on the values.
   */
  transaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    opts?: { statementTimeoutMs?: number; genericPlans?: boolean },
  ): Promise<T>;
  /** LISTEN on channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY channel with payload (pg_notify). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Tries a session-level advisory lock (pg_try_advisory_lock) on a dedicated connection that stays open
   * while the lock is held. Returns null when another session holds it. On PGlite (single process,
   * single connection) the lock is process-local but has the same semantics.
   */
  acquireLeaderLock(key: number): Promise<LeaderLock | null>;
  /** Cheap liveness probe; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown (and mapped to 503 SERVICE_UNAVAILABLE) when the database cannot be reached. */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
