/**
 * Configuration: read from the environment and validated once at start (`loadConfig`).
 * Every problem becomes a one-line `ConfigError` that `main.ts` prints before exiting with code 1.
 * Shared with engineer C2 (market): add fields only, do not rename.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Brand ids of `@fuelmarket/brands` (kept here as the server validates env before anything loads). */
export const brandIds = ['default', 'ch', 'at'] as const;
export type BrandId = (typeof brandIds)[number];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** scrypt parameters; OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1. */
export const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; undefined -> embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  brand: BrandId;
  staticDir: string | undefined;
  marketWindowSeconds: number;
  smtpUrl: string | undefined;
  logLevel: LogLevel;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** scrypt cost parameter N (a power of two). */
  passwordHashCost: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Env = Record<string, string | undefined>;

function str(env: Env, key: string): string | undefined {
  const v = env[key];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function int(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`Invalid ${key} '${raw}': expected a whole number`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`Invalid ${key} '${raw}': expected ${min}..${max}`);
  return n;
}

export function loadConfig(env: Env = process.env): Config {
  const brandRaw = str(env, 'BRAND') ?? 'default';
  if (!(brandIds as readonly string[]).includes(brandRaw)) {
    throw new ConfigError(`Unknown BRAND '${brandRaw}': expected default, ch or at`);
  }
  const logLevelRaw = str(env, 'LOG_LEVEL') ?? 'info';
  if (!(logLevels as readonly string[]).includes(logLevelRaw)) {
    throw new ConfigError(`Unknown LOG_LEVEL '${logLevelRaw}': expected ${logLevels.join(', ')}`);
  }
  const databaseUrl = str(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`Invalid DATABASE_URL: expected postgres://user@host:port/database`);
  }
  const smtpUrl = str(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError(`Invalid SMTP_URL: expected smtp://... or smtps://...`);
  }
  const cost = int(env, 'PASSWORD_HASH_COST', OWASP_SCRYPT.N, 2, 2 ** 20);
  if ((cost & (cost - 1)) !== 0) {
    throw new ConfigError(`Invalid PASSWORD_HASH_COST '${cost}': expected a power of two (scrypt N)`);
  }
  const staticDir = str(env, 'STATIC_DIR');
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: str(env, 'HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(str(env, 'DATA_DIR') ?? path.join(repoRoot, '.data/pglite')),
    brand: brandRaw as BrandId,
    staticDir: staticDir === undefined ? undefined : path.resolve(staticDir),
    marketWindowSeconds: int(env, 'MARKET_WINDOW_SECONDS', 900, 5, 86400),
    smtpUrl,
    logLevel: logLevelRaw as LogLevel,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 1440),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 720),
    passwordHashCost: cost,
  };
}
