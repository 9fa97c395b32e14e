/**
 * Leader election over a PostgreSQL session advisory lock (`Db.acquireLeaderLock`): the instance holding
 * the lock runs the leader duties (price source and window scheduler); the others poll for the lock every
 * `pollMs` and take over when the leader dies (its connection closes and PostgreSQL frees the lock).
 * When the lock is lost (the lock connection died) the duties stop at once and polling resumes.
 */
import type { Db, LeaderLock } from '../../db/types.js';

export interface LeaderDuties {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface LeaderLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface LeaderElectorOptions {
  db: Pick<Db, 'acquireLeaderLock'>;
  /** Advisory-lock key shared by all instances. */
  lockKey: number;
  duties: LeaderDuties;
  log: LeaderLog;
  /** Milliseconds between attempts to take the lock. @default 3000 */
  pollMs?: number;
}

/** 'fmkt' as a 32-bit integer: the advisory-lock key of the market leader. */
export const MARKET_LEADER_LOCK_KEY = 0x666d6b74;

export class LeaderElector {
  private lock: LeaderLock | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private busy: Promise<void> = Promise.resolve();
  private readonly pollMs: number;

  constructor(private readonly opts: LeaderElectorOptions) {
    this.pollMs = opts.pollMs ?? 3000;
  }

  get isLeader(): boolean {
    return this.lock !== null;
  }

  /** Starts competing for the lock; resolves after the first attempt. */
  start(): Promise<void> {
    this.stopped = false;
    return this.serial(() => this.attempt());
  }

  /** Stops the duties (if leading), releases the lock and stops polling. */
  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.serial(async () => {
      const lock = this.lock;
      if (!lock) return;
      await this.resign(lock, 'stopping');
      await lock
        .release()
        .catch((err: unknown) => this.opts.log.warn({ err }, 'releasing the leader lock failed'));
    });
  }

  private serial(fn: () => Promise<void>): Promise<void> {
    this.busy = this.busy.then(fn, fn);
    return this.busy;
  }

  private poll(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.serial(() => this.attempt()), this.pollMs);
    this.timer.unref();
  }

  private async attempt(): Promise<void> {
    if (this.stopped || this.lock) return;
    let lock: LeaderLock | null = null;
    try {
      lock = await this.opts.db.acquireLeaderLock(this.opts.lockKey);
    } catch (err) {
      this.opts.log.warn({ err }, 'leader lock attempt failed');
    }
    if (!lock) {
      this.poll();
      return;
    }
    if (this.stopped) {
      await lock.release().catch(() => undefined);
      return;
    }
    this.lock = lock;
    const held = lock;
    void held.lost.then(() =>
      this.serial(async () => {
        if (this.lock !== held) return;
        this.opts.log.warn({}, 'market leader lock lost; stopping leader duties');
        await this.resign(held, 'lock lost');
        this.poll();
      }),
    );
    this.opts.log.info({}, 'this instance is the market leader');
    try {
      await this.opts.duties.start();
    } catch (err) {
      this.opts.log.warn({ err }, 'starting the leader duties failed; giving up the lock');
      await this.resign(held, 'start failed');
      await held.release().catch(() => undefined);
      this.poll();
    }
  }

  private async resign(lock: LeaderLock, reason: string): Promise<void> {
    if (this.lock !== lock) return;
    this.lock = null;
    try {
      await this.opts.duties.stop();
    } catch (err) {
      this.opts.log.warn({ err, reason }, 'stopping the leader duties failed');
    }
  }
}
