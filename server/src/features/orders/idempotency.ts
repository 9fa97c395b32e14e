/**
 * Idempotency keys of order placements (`Idempotency-Key` on POST /api/orders, migration 260): the first
 * outcome of a placement is kept for IDEMPOTENCY_KEY_TTL_MS per user and key, written in the order's own
 * transaction, so a request retried after its answer was lost (a connection cut right after COMMIT)
 * gets that outcome again, status and body, and places nothing twice.
 *
 * - `claim` inserts the key first in the transaction. A concurrent request with the same key waits on
 *   that row (its primary key) until the first transaction ends: committed, it finds the outcome; rolled
 *   back, it claims the key itself. So two requests with one key never both place.
 * - The same key with another request body is refused (409 IDEMPOTENCY_KEY_REUSED), nothing placed.
 * - A key older than the TTL counts as unused; the user's expired keys are deleted on each claim.
 */
import { createHash } from 'node:crypto';
import { HttpProblem } from '../../errors.js';
import type { Queryable } from '../../db/types.js';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A stored outcome: the status and body answered the first time. */
export interface StoredOutcome {
  status: number;
  body: unknown;
}

/** The request's fingerprint: SHA-256 of its JSON with object keys sorted (key order says nothing). */
export function fingerprintOf(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

export const keyReused = () =>
  new HttpProblem(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'Schlüssel bereits verwendet',
    'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.',
  );

export function idempotencyKeys(tx: Queryable) {
  return {
    /**
     * Claims the key for this placement (null), or returns the outcome stored for it. Throws
     * IDEMPOTENCY_KEY_REUSED when the key was used with another body.
     */
    async claim(userId: string, key: string, fingerprint: string, now: Date): Promise<StoredOutcome | null> {
      const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
      await tx.query(`DELETE FROM order_idempotency_keys WHERE user_id = $1 AND created_at <= $2`, [
        userId,
        expired,
      ]);
      const claimed = await tx.query(
        `INSERT INTO order_idempotency_keys (user_id, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, key) DO NOTHING RETURNING 1 AS claimed`,
        [userId, key, fingerprint, now],
      );
      if (claimed.rows.length === 1) return null;
      const { rows } = await tx.query<{ fingerprint: string; status: number; body: unknown }>(
        `SELECT fingerprint, status, body FROM order_idempotency_keys WHERE user_id = $1 AND key = $2`,
        [userId, key],
      );
      const row = rows[0];
      // Gone meanwhile (the user's other request expired it): an unknown state, retried by the client.
      if (!row || row.status === null) throw new Error('idempotency key vanished while claimed');
      if (row.fingerprint !== fingerprint) throw keyReused();
      return { status: row.status, body: row.body };
    },

    /** Stores the outcome of the placement that claimed the key (in the same transaction). */
    async record(userId: string, key: string, outcome: StoredOutcome): Promise<void> {
      await tx.query(
        `UPDATE order_idempotency_keys SET status = $3, body = $4::json WHERE user_id = $1 AND key = $2`,
        [userId, key, outcome.status, JSON.stringify(outcome.body)],
      );
    },
  };
}
