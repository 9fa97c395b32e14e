/**
 * Several server instances on one PostgreSQL database (the machine's PostgreSQL, or DATABASE_URL's
 * server; a fresh database is created for this file). The market leader is elected with an advisory
 * lock; ticks and windows travel by LISTEN/NOTIFY to every instance's SSE clients.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { MARKET_LEADER_LOCK_KEY } from '../src/features/market-window/leader.js';
import type { MarketPluginOptions } from '../src/features/market-window/plugin.js';
import {
  BUYER,
  createFreshDatabase,
  listen,
  loginCookie,
  marketTestConfig,
  openStream,
  startServer,
  type Stream,
} from './market-support.js';

const WINDOW_SECONDS = 5;
const market: MarketPluginOptions = { seed: 2026, tickIntervalMs: 250, leaderPollMs: 250 };

let database: { url: string; drop: () => Promise<void> };
const apps: FastifyInstance[] = [];
const closed = new Set<FastifyInstance>();
const streams: Stream[] = [];

async function start(): Promise<FastifyInstance> {
  const config = marketTestConfig({
    DATABASE_URL: database.url,
    MARKET_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
  const app = await startServer(config, { market });
  apps.push(app);
  return app;
}

async function close(app: FastifyInstance): Promise<void> {
  closed.add(app);
  await app.close();
}

const running = () => apps.filter((a) => !closed.has(a));
const leaders = () => running().filter((a) => a.market.isLeader);

interface WindowRow {
  id: number;
  created: Date;
  expires: Date;
}

async function latestWindow(app: FastifyInstance): Promise<WindowRow> {
  const { rows } = await app.db.query<WindowRow>(
    'SELECT id, created, expires FROM market_windows ORDER BY expires DESC LIMIT 1',
  );
  if (!rows[0]) throw new Error('no window yet');
  return rows[0];
}

/** Backend pids holding the market leader's advisory lock in this database. */
async function lockHolders(app: FastifyInstance): Promise<number[]> {
  const { rows } = await app.db.query<{ pid: number }>(
    `SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objid = $1
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [MARKET_LEADER_LOCK_KEY],
  );
  return rows.map((r) => r.pid);
}

beforeAll(async () => {
  database = await createFreshDatabase('market_multi');
}, 30_000);

afterAll(async () => {
  for (const s of streams) s.close();
  for (const app of running()) await close(app).catch(() => undefined);
  await database?.drop();
}, 30_000);

describe('several instances on one PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let follower: FastifyInstance;
  let followerStream: Stream;

  it('elects exactly one leader, which opens the windows', { timeout: 60_000 }, async () => {
    first = await start();
    second = await start();
    await vi.waitFor(() => expect(leaders()).toHaveLength(1), { timeout: 10_000 });
    for (let i = 0; i < 8; i++) {
      expect(leaders()).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 125));
    }
    expect(await lockHolders(first)).toHaveLength(1);
    await vi.waitFor(() => latestWindow(first), { timeout: 10_000 });
  });

  it('[BL1] a user blocked through one instance is refused by the other, which kept the session in memory', async () => {
    const cookie = await loginCookie(second);
    const getUser = async () => (await second.inject({ url: '/api/user', headers: { cookie } })).statusCode;
    expect(await getUser()).toBe(200); // now in the second instance's memory
    await first.db.query(`UPDATE users SET blocked = true WHERE email = $1`, [BUYER.username]);
    try {
      // The triggers of migration 090 NOTIFY fm_sessions; the second instance forgets what it kept.
      await expect.poll(getUser, { timeout: 2000, interval: 20 }).toBe(401);
    } finally {
      await first.db.query(`UPDATE users SET blocked = false WHERE email = $1`, [BUYER.username]);
    }
  });

  it('pushes the leader price ticks to an SSE client of the follower', { timeout: 60_000 }, async () => {
    follower = leaders()[0] === first ? second : first;
    expect(follower.market.isLeader).toBe(false);
    const url = await listen(follower);
    const cookie = await loginCookie(follower);
    followerStream = await openStream(`${url}/api/events`, { cookie });
    streams.push(followerStream);
    expect(followerStream.status).toBe(200);
    const opened = Date.now();
    await vi.waitFor(
      () =>
        expect(followerStream.events().filter((e) => e.event === 'prices').length).toBeGreaterThanOrEqual(3),
      { timeout: 10_000 },
    );
    const ticks = followerStream
      .events()
      .filter((e) => e.event === 'prices')
      .map(
        (e) => JSON.parse(e.data) as { symbol: string; price: string; live: boolean; timestamp: string }[],
      );
    // Fresh quotes produced while we listened, by a source that only runs on the leader.
    expect(new Set(ticks.map((t) => t[0]!.timestamp)).size).toBeGreaterThanOrEqual(3);
    expect(Date.parse(ticks.at(-1)![0]!.timestamp)).toBeGreaterThanOrEqual(opened - 1000);
    expect(ticks.at(-1)!.map((t) => t.symbol)).toContain('ICE/GAS/M06');
    expect(ticks.flat().every((t) => t.live && /^\d+\.\d{4}$/.test(t.price))).toBe(true);

    // Both instances serve the same window from the database.
    const [a, b] = await Promise.all(
      [first, second].map(async (app) => {
        const res = await app.inject({
          method: 'GET',
          url: '/api/generic/marketWindow',
          headers: { cookie: await loginCookie(app) },
        });
        expect(res.statusCode).toBe(200);
        return res.json() as { created: string; expires: string };
      }),
    );
    if (a!.expires === b!.expires) expect(a!.created).toBe(b!.created);
    else expect(Math.abs(Date.parse(a!.expires) - Date.parse(b!.expires))).toBe(WINDOW_SECONDS * 1000); // at a rollover
  });

  it(
    'lets the follower take over when the leader closes, and opens the next window',
    { timeout: 60_000 },
    async () => {
      const leader = leaders()[0]!;
      const before = await latestWindow(follower);
      const windowEventsBefore = followerStream.events().filter((e) => e.event === 'marketWindow').length;
      await close(leader);
      await vi.waitFor(() => expect(follower.market.isLeader).toBe(true), { timeout: 10_000 });
      expect(leaders()).toEqual([follower]);

      // The new leader opens the next window when the current one expires, and its SSE client hears of it.
      await vi.waitFor(
        async () => {
          const now = await latestWindow(follower);
          expect(now.id).not.toBe(before.id);
          expect(now.created.getTime()).toBeGreaterThanOrEqual(before.expires.getTime());
        },
        { timeout: (WINDOW_SECONDS + 10) * 1000, interval: 200 },
      );
      await vi.waitFor(
        () => {
          const windows = followerStream.events().filter((e) => e.event === 'marketWindow');
          expect(windows.length).toBeGreaterThan(windowEventsBefore);
          const last = JSON.parse(windows.at(-1)!.data) as {
            created: string;
            marketChange: Record<string, string>;
          };
          expect(Date.parse(last.created)).toBeGreaterThanOrEqual(before.expires.getTime());
          expect(Object.keys(last.marketChange)).toContain('ICE/GAS/M00');
        },
        { timeout: 10_000 },
      );
    },
  );

  it(
    'stops a leader whose database connection dies; another instance takes over',
    { timeout: 60_000 },
    async () => {
      const third = await start();
      const leader = leaders()[0]!;
      expect(leaders()).toHaveLength(1);
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        const [pid] = await lockHolders(leader);
        expect(pid).toBeDefined();
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      // The old leader notices at once and stops; exactly one instance holds the lock again shortly after.
      await vi.waitFor(
        async () => {
          expect(leaders()).toHaveLength(1);
          expect(await lockHolders(third)).toHaveLength(1);
        },
        { timeout: 10_000, interval: 100 },
      );
      const before = await latestWindow(third);
      await vi.waitFor(
        async () =>
          expect((await latestWindow(third)).created.getTime()).toBeGreaterThanOrEqual(
            before.expires.getTime(),
          ),
        { timeout: (WINDOW_SECONDS + 10) * 1000, interval: 200 },
      );
    },
  );
});
