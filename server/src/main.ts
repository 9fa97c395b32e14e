/**
 * Starts the server: config from env (validated once), database (PGlite in DATA_DIR or PostgreSQL),
 * migrations, demo seed, listen. Any start-up problem prints one line and exits with code 1.
 */
import { loadConfig, ConfigError } from './config.js';
import { StartupError } from './db/index.js';
import { buildServer } from './app.js';
import { loggerOptions } from './logging.js';
import type { FastifyInstance } from 'fastify';
import net from 'node:net';

/** Fails fast on a taken port, before the database is opened or migrated. */
function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

function fail(message: string): never {
  process.stderr.write(`fuelmarket server: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  let app: FastifyInstance | undefined;
  try {
    await assertPortFree(config.host, config.port);
    app = await buildServer(config, { logger: loggerOptions(config.logLevel) });
    await app.listen({ port: config.port, host: config.host });
    // The origin links, the CSRF Origin check and the cookie's Secure flag use: a wrong one shows here.
    app.log.info(
      { publicUrl: app.publicUrl, brand: config.brand },
      config.publicUrl
        ? `PUBLIC_URL in use: ${app.publicUrl}`
        : `PUBLIC_URL not set: using the server's own ${app.publicUrl}`,
    );
  } catch (err) {
    await app?.close().catch(() => undefined);
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE') fail(`Port ${config.port} on ${config.host} is already in use`);
    if (e.code === 'EACCES') fail(`No permission to listen on ${config.host}:${config.port}`);
    if (err instanceof StartupError || err instanceof ConfigError) fail(err.message);
    fail(`Start failed: ${(e.message ?? String(err)).split('\n')[0]}`);
  }
  const shutdown = (signal: string) => {
    app?.log.info({ signal }, 'shutting down');
    void app
      ?.close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
