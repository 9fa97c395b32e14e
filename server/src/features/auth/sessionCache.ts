/**
 * The sessions this instance has checked, kept in memory for `SESSION_CACHE_MS` (default 5 s; 0 turns it
 * off), so a request does not pay a database round trip for its session. Correctness does not rest on
 * the time alone:
 * - the database NOTIFYs `fm_sessions` whenever a session is deleted or a user or company column that a
 *   session carries changes (migration 090, triggers, whoever writes); every instance LISTENs and forgets
 *   everything at once;
 * - the writers on this instance that end sessions (logout, blocking, password reset) forget them
 *   synchronously too, before they answer, so the very next request is checked against the database;
 * - idle and absolute expiry are computed from the kept row on every request, and `touch` updates the
 *   kept row along with the database.
 */
import type { SessionRow } from './sessions.js';

export const SESSIONS_CHANNEL = 'fm_sessions';

interface Entry {
  row: SessionRow;
  at: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Off until the instance listens for session changes: without them nothing may be kept. */
  enabled = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The kept row for this token hash while younger than the time-to-live. */
  get(idHash: string, now: number): SessionRow | undefined {
    const hit = this.entries.get(idHash);
    if (!hit) return undefined;
    if (now - hit.at >= this.ttlMs) {
      this.entries.delete(idHash);
      return undefined;
    }
    return hit.row;
  }

  set(idHash: string, row: SessionRow, now: number): void {
    if (!this.enabled || this.ttlMs <= 0) return;
    this.entries.delete(idHash);
    this.entries.set(idHash, { row, at: now });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  forget(idHash: string): void {
    this.entries.delete(idHash);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
