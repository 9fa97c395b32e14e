/**
 * Support of the market tests: a fresh PostgreSQL database for several instances, servers built with
 * market plugin options, login and an SSE client over real HTTP.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerDeps } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { MarketPluginOptions } from '../src/features/market-window/plugin.js';
import { parseSse } from '../src/features/market-window/sse.js';
import { TEST_HASH_COST } from './helpers/template.js';

/** The machine's PostgreSQL when DATABASE_URL is not set (see the team brief). */
export const postgresAdminUrl = () =>
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const BUYER = { username: 'kaeufer@nordheiz.de', password: 'Demo!2026' };

/** Creates an empty database next to the admin URL's one; `drop()` removes it (ending its connections). */
export async function createFreshDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fm_${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`.toLowerCase();
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: postgresAdminUrl() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export function marketTestConfig(env: Record<string, string | undefined>): Config {
  return loadConfig({ PORT: '0', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: String(TEST_HASH_COST), ...env });
}

export interface MarketServerOptions {
  clock?: () => Date;
  market?: MarketPluginOptions;
}

export async function startServer(config: Config, opts: MarketServerOptions = {}): Promise<FastifyInstance> {
  const deps: ServerDeps = {
    logger: false,
    validateResponses: true,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.market ? { market: opts.market } : {}),
  };
  return buildServer(config, deps);
}

/** Logs in (the demo buyer by default) and returns the `fm_session=...` cookie pair. */
export async function loginCookie(app: FastifyInstance, user = BUYER): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-requested-with': 'fuelmarket', 'content-type': 'application/json' },
    payload: user,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'fm_session');
  if (!cookie) throw new Error('login did not set fm_session');
  return `fm_session=${cookie.value}`;
}

export interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  events: () => { event: string; data: string }[];
  ended: Promise<void>;
  close: () => void;
}

/** Opens `GET url` as an event stream over real HTTP and collects what arrives. */
export function openStream(url: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((r) => {
        res.on('end', () => r());
        res.on('close', () => r());
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        events: () => parseSse(text.slice(0, text.lastIndexOf('\n\n') + 2)),
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

/** Listens on a free port of 127.0.0.1 and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}
