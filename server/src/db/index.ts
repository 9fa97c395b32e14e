/**
 * Opening the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR guarded by
 * a pid lock file. All failures become one-line StartupErrors.
 */
import {
  mkdirSync,
  accessSync,
  constants,
  openSync,
  writeSync,
  closeSync,
  readFileSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from './types.js';
import { openPostgres } from './postgres.js';

export class StartupError extends Error {
  override name = 'StartupError';
}

export const LOCK_FILE = 'fuelmarket.lock';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data-directory lock (a file holding our pid). Stale locks of dead pids are taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid)) {
        throw new StartupError(`Data folder ${dataDir} is locked by another fuelmarket server (pid ${pid})`);
      }
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new StartupError(`Could not lock data folder ${dataDir}`);
}

export async function openDatabase(config: Config): Promise<Db> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl, {
      statementTimeoutMs: config.dbStatementTimeoutMs,
      acquireTimeoutMs: config.dbAcquireTimeoutMs,
    });
    try {
      await db.ping();
    } catch {
      await db.close().catch(() => undefined);
      const safe = config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@');
      throw new StartupError(`Database unreachable at ${safe}`);
    }
    return db;
  }
  const dir = config.dataDir;
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.R_OK | constants.W_OK);
  } catch {
    throw new StartupError(`Data folder ${dir} is not readable and writable`);
  }
  const release = acquireDataDirLock(dir);
  try {
    // Loaded only here: a server on PostgreSQL does not carry the embedded database (~40 MB of memory).
    const { openPglite, wrapPglite } = await import('./pglite.js');
    const pg = await openPglite(dir);
    return wrapPglite(pg, release);
  } catch (err) {
    release();
    throw new StartupError(`Could not open the database in ${dir}: ${(err as Error).message}`);
  }
}
