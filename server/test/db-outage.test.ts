/**
 * A silent PostgreSQL outage (the server stops answering, sockets stay open), modelled by a TCP proxy in
 * front of the test database that can freeze (stop forwarding in both directions, accept but not serve
 * new connections) and thaw. Requests in flight and new requests must answer 503 problem details within
 * 2 s, and the server must recover by itself. PostgreSQL only (PGlite has no network).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app.js';
import { openPostgres } from '../src/db/postgres.js';
import { DbUnavailableError, type Db } from '../src/db/types.js';
import { CSRF, DEMO_PASSWORD, demo, testConfig, sessionCookie } from './helpers/app.js';
import { createTestDb, type TestDb } from './helpers/db.js';

/** A TCP proxy that can go silent. `thaw('resume')` lets frozen connections go on; `thaw('failover')`
 * keeps them silent for ever (a failover that never tells the old connections) and serves new ones. */
class FreezableProxy {
  private server = net.createServer((client) => this.accept(client));
  private pairs = new Set<{ client: net.Socket; upstream: net.Socket | undefined; dead: boolean }>();
  private frozen = false;
  port = 0;
  constructor(
    private readonly host: string,
    private readonly upstreamPort: number,
  ) {}

  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket): void {
    const pair = { client, upstream: undefined as net.Socket | undefined, dead: false };
    this.pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    });
    const connect = () => {
      const upstream = net.connect(this.upstreamPort, this.host);
      pair.upstream = upstream;
      upstream.on('error', () => client.destroy());
      upstream.on('close', () => client.destroy());
      // Forward by hand so that freezing can stop reading on both sides.
      client.on('data', (d) => upstream.write(d));
      upstream.on('data', (d) => client.write(d));
      if (this.frozen) this.pause(pair);
    };
    if (this.frozen) {
      client.pause(); // accepted, never served while frozen
      (client as net.Socket & { connectLater?: () => void }).connectLater = connect;
    } else connect();
  }

  private pause(pair: { client: net.Socket; upstream: net.Socket | undefined }): void {
    pair.client.pause();
    pair.upstream?.pause();
  }

  freeze(): void {
    this.frozen = true;
    for (const p of this.pairs) this.pause(p);
  }

  thaw(mode: 'resume' | 'failover'): void {
    this.frozen = false;
    for (const p of this.pairs) {
      if (mode === 'failover') {
        p.dead = true; // stays paused: silent for ever
        continue;
      }
      const later = (p.client as net.Socket & { connectLater?: () => void }).connectLater;
      if (later) {
        delete (p.client as net.Socket & { connectLater?: () => void }).connectLater;
        later();
      }
      p.client.resume();
      p.upstream?.resume();
    }
  }

  async stop(): Promise<void> {
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream?.destroy();
    }
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

const onPostgres = !!process.env.DATABASE_URL;
const ms = (t0: number) => Math.round(performance.now() - t0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe.skipIf(!onPostgres)('silent PostgreSQL outage', () => {
  let testDb: TestDb;
  let proxy: FreezableProxy;
  let proxiedUrl: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb();
    const u = new URL(testDb.url!);
    proxy = new FreezableProxy(u.hostname, Number(u.port || 5432));
    await proxy.start();
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    proxiedUrl = u.toString();
    // The product's own wiring: DATABASE_URL -> openDatabase with the configured timeouts.
    app = await buildServer(testConfig({ DATABASE_URL: proxiedUrl }), {
      migrate: false,
      seed: false,
      logger: false,
      validateResponses: true,
      withMarket: false,
    });
  });
  afterAll(async () => {
    proxy?.thaw('resume');
    await app?.close();
    await proxy?.stop();
    await testDb?.cleanup();
  });

  it('answers 503 within 2 s to requests in flight and to new ones, and recovers when the database answers again', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CSRF,
      payload: { username: demo.seller, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const getUser = async () => {
      const t0 = performance.now();
      const res = await app.inject({ url: '/api/user', headers: { cookie } });
      return { res, ms: ms(t0) };
    };
    // Fill the pool with open, idle connections, as a busy server has.
    await Promise.all(Array.from({ length: 8 }, getUser));

    proxy.freeze();
    // In flight: requests whose queries go out on the open connections into the silence.
    const inFlight = await Promise.all(Array.from({ length: 6 }, getUser));
    // New requests while the outage lasts (the timed-out connections are gone; new ones cannot open).
    const later: Awaited<ReturnType<typeof getUser>>[] = [];
    for (let i = 0; i < 8; i++) later.push(await getUser());

    for (const { res, ms: took } of [...inFlight, ...later]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(took).toBeLessThan(2000);
    }

    proxy.thaw('resume');
    const t0 = performance.now();
    let recovered = await getUser();
    while (recovered.res.statusCode !== 200 && performance.now() - t0 < 10_000) recovered = await getUser();
    expect(recovered.res.statusCode).toBe(200);
    const recoveryMs = ms(t0);
    console.log(
      `[outage] in flight: median ${median(inFlight.map((x) => x.ms))} ms, max ${Math.max(...inFlight.map((x) => x.ms))} ms; ` +
        `new, one after another: ${later.map((x) => x.ms).join(', ')} ms; ` +
        `first 200 after thaw: ${recoveryMs} ms`,
    );
    expect(recoveryMs).toBeLessThan(5000);
  });

  it('the LISTEN connection and the leader lock notice a connection that went silent for good', async () => {
    const db: Db = await openPostgres(proxiedUrl, { max: 2, heartbeatMs: 300 });
    const direct = new pg.Client({ connectionString: testDb.url });
    await direct.connect();
    try {
      const got: string[] = [];
      await db.listen('outage_test', (p) => got.push(p));
      const lock = await db.acquireLeaderLock(0x7e57);
      expect(lock).not.toBeNull();
      let lostAfter: number | undefined;
      const t0 = performance.now();
      void lock!.lost.then(() => (lostAfter = ms(t0)));

      proxy.freeze();
      // The failover case: the old connections stay silent for ever, new ones reach the database.
      await new Promise((r) => setTimeout(r, 200));
      proxy.thaw('failover');

      const deadline = performance.now() + 15_000;
      let i = 0;
      while (!got.length && performance.now() < deadline) {
        await direct.query(`SELECT pg_notify('outage_test', $1)`, [`n${i++}`]);
        await new Promise((r) => setTimeout(r, 200));
      }
      const listenMs = ms(t0);
      expect(got.length).toBeGreaterThan(0);
      expect(lostAfter).toBeDefined();
      console.log(
        `[outage] leader lock reported lost after ${lostAfter} ms; LISTEN delivering again after ${listenMs} ms`,
      );
      expect(lostAfter!).toBeLessThan(3000);
      // The database itself is usable through new connections.
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    } finally {
      await direct.end();
      await db.close();
    }
  });

  it('a slow statement on a healthy server is cancelled at DB_STATEMENT_TIMEOUT_MS; a transaction may ask for more (migrations)', async () => {
    const db = await openPostgres(testDb.url!, { max: 2, statementTimeoutMs: 500 });
    try {
      const t0 = performance.now();
      await expect(db.query('SELECT pg_sleep(2)')).rejects.toBeInstanceOf(DbUnavailableError);
      expect(ms(t0)).toBeLessThan(1500);
      const slow = await db.transaction(
        async (tx) => (await tx.query<{ ok: number }>('SELECT 1 AS ok FROM pg_sleep(0.8)')).rows[0]!.ok,
        { statementTimeoutMs: 5000 },
      );
      expect(slow).toBe(1);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    } finally {
      await db.close();
    }
  });
});
