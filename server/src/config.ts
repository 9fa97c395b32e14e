/**
 * Configuration: read from the environment and validated once at start (`loadConfig`).
 * Every problem becomes a one-line `ConfigError` that `main.ts` prints before exiting with code 1.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  BrandConfigError,
  brandIds,
  deploymentFlagsFrom,
  getBrand,
  isBrandId,
  type BrandFlags,
  type BrandId,
} from '@fuelmarket/brands';

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
  /**
   * The flags of this deployment: the brand's own with the deployment's (`PURCHASING_DISABLED`) applied,
   * read and validated by `@fuelmarket/brands` as the app's build reads them [B7][B8]. The API enforces
   * every flag that gates a capability (features/platformFlags.ts).
   */
  flags: BrandFlags;
  staticDir: string | undefined;
  marketWindowSeconds: number;
  /**
   * How long a basket item's price stays reserved (rule BK1); a reservation never outlives the market
   * window its price belongs to.
   */
  basketHoldSeconds: number;
  /** How long one instance may answer a repeated market listing from memory (0 = never). */
  marketListingCacheMs: number;
  /** How long a master-data change waits to tell the open markets, so a burst of changes tells them once. */
  marketNoticeDelayMs: number;
  /** How long the order history's filter options may come from memory (any order change ends it); 0: off. */
  historyOptionsCacheMs: number;
  /** How often an instance looks for expiry rules that came due (pricing/settingsRoutes.ts); 0: never. */
  expiryRollIntervalMs: number;
  /** How long an instance keeps a checked session in memory (features/auth/sessionCache.ts); 0: off. */
  sessionCacheMs: number;
  /**
   * Order transactions one instance runs at once; the others wait in memory. Orders for the same offers
   * wait for each other's row locks anyway; more at once would hold more pool connections (10) waiting,
   * and a burst of orders could starve every other request of a connection (503).
   */
  orderTransactionsAtOnce: number;
  smtpUrl: string | undefined;
  /** How often the outbox sender looks for mails due for a retry (a new mail wakes it at once). */
  mailPollMs: number;
  /** Delay after a mail's first failed send; it doubles with every further failure (mail/sender.ts). */
  mailRetryBaseMs: number;
  /** Send attempts before a mail is given up (marked failed, logged as an error). */
  mailMaxAttempts: number;
  logLevel: LogLevel;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** scrypt cost parameter N (a power of two). */
  passwordHashCost: number;
  /**
   * The origin users reach this deployment at (`https://fuelmarket.example`), without a trailing slash.
   * Links in mails, the CSRF Origin check and the cookie's `Secure` flag come from it, never from the
   * request. Undefined -> the server's own `http://127.0.0.1:<port>` (see `app.publicUrl`).
   */
  publicUrl: string | undefined;
  /**
   * Origin of the analytics script the app loads after consent (`VITE_ANALYTICS_URL` of the build),
   * allowed by the Content-Security-Policy; undefined (`ANALYTICS_ORIGIN=none`) allows no outside script.
   */
  analyticsOrigin: string | undefined;
  /**
   * Origin of the help-centre widget the help centre loads after consent (`VITE_HELP_WIDGET_URL` of the
   * build); undefined (`HELP_WIDGET_ORIGIN=none`) allows none.
   */
  helpWidgetOrigin: string | undefined;
  /**
   * Origin of the maps library an address search loads (`VITE_MAPS_URL` of the build); its images come
   * from the maps image host. Undefined (`MAPS_ORIGIN=none`) allows none.
   */
  mapsOrigin: string | undefined;
  /**
   * Whether the Content-Security-Policy also allows axe-core's script (by the hash of the installed
   * axe.min.js), so an accessibility audit can inject it into the running app. Off by default; the
   * local demo (`npm start`) turns it on.
   */
  cspAllowAxe: boolean;
  /** Login attempts per client IP and minute (then 429 RATE_LIMITED). */
  loginRateLimit: number;
  /** Password-reset requests (and new passwords set by key) per client IP and 15 minutes. */
  passwordResetRateLimit: number;
  /** Reset mails per e-mail address and 15 minutes; further requests answer the same 202 without a mail. */
  passwordResetMailsPerAddress: number;
  /**
   * Fastify `trustProxy`: which proxies' `X-Forwarded-For` names the client (for the per-client limits).
   * false (default): the socket's peer is the client.
   */
  trustProxy: boolean | string[];
  /** PostgreSQL: limit of one statement (server statement_timeout and client query_timeout). */
  dbStatementTimeoutMs: number;
  /** PostgreSQL: limit of taking or opening a pool connection. */
  dbAcquireTimeoutMs: number;
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

const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/i.test(host);

/** An absolute http(s) URL without credentials, path, query or fragment -> its origin. */
function origin(key: string, raw: string): string {
  const bad = (why: string) =>
    new ConfigError(
      `Invalid ${key} '${raw}': ${why}; expected an absolute http(s) URL without path or query, e.g. https://fuelmarket.example`,
    );
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw bad('not an absolute URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw bad(`scheme ${u.protocol} is not http or https`);
  if (u.username || u.password) throw bad('it contains credentials');
  if (u.search || u.hash || /[?#]/.test(raw)) throw bad('it has a query or fragment');
  if (u.pathname !== '/') throw bad(`it has the path ${u.pathname}`);
  return u.origin;
}

function publicUrl(env: Env, host: string): string | undefined {
  const raw = str(env, 'PUBLIC_URL');
  if (raw !== undefined) return origin('PUBLIC_URL', raw);
  if (!isLoopback(host)) {
    throw new ConfigError(
      `PUBLIC_URL is required when HOST is ${host}: set the address users reach this server at, e.g. https://fuelmarket.example`,
    );
  }
  return undefined;
}

/** The app's default analytics host (app/src/features/third-party/analytics.ts). */
export const DEFAULT_ANALYTICS_ORIGIN = 'https://analytics.fuelmarket.example';

/** The app's default help-centre widget host (app/src/shell/thirdParty/helpWidget.ts). */
export const DEFAULT_HELP_WIDGET_ORIGIN = 'https://widget.feedback.fuelmarket.example';
/** The app's default maps library host (app/src/shell/thirdParty/maps.ts). */
export const DEFAULT_MAPS_ORIGIN = 'https://maps.googleapis.com';

/** A third-party origin the Content-Security-Policy allows: the variable, else the default; `none` allows none. */
function thirdPartyOrigin(env: Env, key: string, fallback: string): string | undefined {
  const raw = str(env, key) ?? fallback;
  return raw === 'none' ? undefined : origin(key, raw);
}

function flag(env: Env, key: string, fallback: boolean): boolean {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${key} must be true or false, not "${raw}"`);
}

function trustProxy(env: Env): boolean | string[] {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  const list = raw.split(',').map((x) => x.trim());
  if (list.some((x) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(x))) {
    throw new ConfigError(
      `Invalid TRUST_PROXY '${raw}': expected true or the proxies' addresses, such as 127.0.0.1,10.0.0.0/8`,
    );
  }
  return list;
}

/**
 * The brand's flags with the deployment's own applied (`PURCHASING_DISABLED=true|false`), by the same
 * functions and rules as the app's build (app/vite.config.ts): a value other than true or false, or a flag
 * the brand may not have (PURCHASING_DISABLED off the Swiss brand), stops the start [B7][B8].
 */
function deploymentBrandFlags(brand: BrandId, env: Env): BrandFlags {
  try {
    return getBrand(brand, deploymentFlagsFrom(env)).flags;
  } catch (err) {
    if (err instanceof BrandConfigError) throw new ConfigError(`Invalid deployment flags: ${err.message}`);
    throw err;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const brandRaw = str(env, 'BRAND') ?? 'default';
  if (!isBrandId(brandRaw)) {
    throw new ConfigError(
      `Unknown BRAND '${brandRaw}': expected ${brandIds.slice(0, -1).join(', ')} or ${brandIds.at(-1)}`,
    );
  }
  const flags = deploymentBrandFlags(brandRaw, env);
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
  const host = str(env, 'HOST') ?? '127.0.0.1';
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host,
    databaseUrl,
    dataDir: path.resolve(str(env, 'DATA_DIR') ?? path.join(repoRoot, '.data/pglite')),
    brand: brandRaw,
    flags,
    staticDir: staticDir === undefined ? undefined : path.resolve(staticDir),
    marketWindowSeconds: int(env, 'MARKET_WINDOW_SECONDS', 900, 5, 86400),
    basketHoldSeconds: int(env, 'BASKET_HOLD_SECONDS', 120, 5, 86400),
    marketListingCacheMs: int(env, 'MARKET_LISTING_CACHE_MS', 1000, 0, 10_000),
    marketNoticeDelayMs: int(env, 'MARKET_NOTICE_DELAY_MS', 200, 0, 10_000),
    historyOptionsCacheMs: int(env, 'HISTORY_OPTIONS_CACHE_MS', 300_000, 0, 3_600_000),
    expiryRollIntervalMs: int(env, 'EXPIRY_ROLL_INTERVAL_MS', 15_000, 0, 3_600_000),
    sessionCacheMs: int(env, 'SESSION_CACHE_MS', 5000, 0, 60_000),
    orderTransactionsAtOnce: int(env, 'ORDER_TRANSACTIONS_AT_ONCE', 4, 1, 100),
    smtpUrl,
    mailPollMs: int(env, 'MAIL_POLL_MS', 5000, 10, 3_600_000),
    mailRetryBaseMs: int(env, 'MAIL_RETRY_BASE_MS', 180_000, 1, 86_400_000),
    mailMaxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 10, 1, 100),
    logLevel: logLevelRaw as LogLevel,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 1440),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 720),
    passwordHashCost: cost,
    publicUrl: publicUrl(env, host),
    analyticsOrigin: thirdPartyOrigin(env, 'ANALYTICS_ORIGIN', DEFAULT_ANALYTICS_ORIGIN),
    helpWidgetOrigin: thirdPartyOrigin(env, 'HELP_WIDGET_ORIGIN', DEFAULT_HELP_WIDGET_ORIGIN),
    mapsOrigin: thirdPartyOrigin(env, 'MAPS_ORIGIN', DEFAULT_MAPS_ORIGIN),
    cspAllowAxe: flag(env, 'CSP_ALLOW_AXE', false),
    loginRateLimit: int(env, 'LOGIN_RATE_LIMIT', 30, 1, 1_000_000),
    passwordResetRateLimit: int(env, 'PASSWORD_RESET_RATE_LIMIT', 10, 1, 1_000_000),
    passwordResetMailsPerAddress: int(env, 'PASSWORD_RESET_MAILS_PER_ADDRESS', 3, 1, 1000),
    trustProxy: trustProxy(env),
    dbStatementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 1500, 100, 600_000),
    dbAcquireTimeoutMs: int(env, 'DB_ACQUIRE_TIMEOUT_MS', 1000, 100, 60_000),
  };
}
