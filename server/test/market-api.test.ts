/**
 * The market routes on a real server (on its own database cloned from the test template: PGlite, or
 * PostgreSQL when DATABASE_URL is set). Every JSON response is validated against openapi.yaml
 * (`validateResponses`: a violation turns the answer into a 500 and fails the test via helpers/setup).
 * The clock is a frozen TestClock the tests advance; prices come from a source the tests drive.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Quote, PriceSource } from '../src/features/market-window/priceSource.js';
import { createTestApp, demo, type TestApp, type TestClock } from './helpers/app.js';
import './helpers/setup.js';
import { listen, openStream } from './market-support.js';

/** A price source the test drives by hand: nothing is quoted until `emit`. */
class ManualPriceSource implements PriceSource {
  private onTick: ((q: Quote[]) => void) | undefined;
  started = 0;
  start(onTick: (q: Quote[]) => void): void {
    this.started++;
    this.onTick = onTick;
  }
  stop(): void {
    this.onTick = undefined;
  }
  emit(quotes: Quote[]): void {
    this.onTick?.(quotes);
  }
}

const WINDOW_SECONDS = 900;
const source = new ManualPriceSource();
let testApp: TestApp;
let app: FastifyInstance;
let clock: TestClock;
let cookie: string;
let baseUrl: string;

const quotesAt = (at: Date, gas = '742.2500'): Quote[] => [
  { symbol: 'ICE/GAS/M00', price: gas, timestamp: at },
  { symbol: 'ICE/BRN/M00', price: '78.1200', timestamp: at },
  { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
  { symbol: 'EUR/CHF', price: '0.9415', timestamp: at },
];

/** Generous: the machine running the suite may be busy. */
const WAIT = { timeout: 10_000 };

const getWindow = (withCookie = true) =>
  app.inject({
    method: 'GET',
    url: '/api/generic/marketWindow',
    headers: withCookie ? { cookie } : {},
  });

beforeAll(async () => {
  testApp = await createTestApp({
    env: { MARKET_WINDOW_SECONDS: String(WINDOW_SECONDS) },
    deps: { withMarket: true, market: { priceSourceFactory: () => source, keepAliveMs: 200 } },
  });
  ({ app, clock } = testApp);
  cookie = await testApp.login(demo.buyer);
  baseUrl = await listen(app);
});

afterAll(async () => {
  await testApp?.close();
});

describe('market window and live prices', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await getWindow(false);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('runs as the leader on a single instance and has started the price source', () => {
    expect(app.market.isLeader).toBe(true);
    expect(source.started).toBe(1);
  });

  it('[T3] [C1] answers 503 SERVICE_UNAVAILABLE while no window with prices exists', async () => {
    const res = await getWindow();
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ type: 'about:blank', status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(
      app.contract.validateResponse('getMarketWindow', 503, 'application/problem+json', res.json()),
    ).toEqual([]);
    const { rows } = await app.db.query('SELECT count(*)::int AS n FROM market_windows');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('[C1] opens a window as soon as the first prices arrive, conforming to the contract', async () => {
    const at = clock.now();
    source.emit(quotesAt(at));
    await vi.waitFor(async () => expect((await getWindow()).statusCode).toBe(200), WAIT);
    const res = await getWindow();
    const body = res.json() as {
      prices: { symbol: string; price: string; live: boolean; timestamp: string }[];
      currentTime: string;
      created: string;
      expires: string;
      marketChange: Record<string, string>;
    };
    expect(app.contract.validateResponse('getMarketWindow', 200, 'application/json', body)).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.prices).toEqual([
      { symbol: 'ICE/GAS/M00', price: '742.2500', live: true, timestamp: at.toISOString() },
      { symbol: 'ICE/BRN/M00', price: '78.1200', live: true, timestamp: at.toISOString() },
      { symbol: 'EUR/CHF', price: '0.9415', live: true, timestamp: at.toISOString() },
      { symbol: 'EUR/USD', price: '1.0832', live: true, timestamp: at.toISOString() },
    ]);
    expect(Date.parse(body.expires) - Date.parse(body.created)).toBe(WINDOW_SECONDS * 1000);
    expect(Date.parse(body.currentTime)).toBeGreaterThanOrEqual(Date.parse(body.created));
    expect(body.marketChange).toEqual({});
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM market_windows');
    expect(rows[0]?.n).toBe(1);
  });

  it('[T6] prices turn live: false when the feed is silent for more than two minutes, and live again on a tick', async () => {
    const fresh = clock.now();
    source.emit(quotesAt(fresh, '743.0000'));
    await vi.waitFor(async () => expect((await getWindow()).json().prices[0].price).toBe('743.0000'), WAIT);
    clock.advance(120_000); // exactly two minutes after the quote: still live
    expect((await getWindow()).json().prices.every((p: { live: boolean }) => p.live)).toBe(true);
    clock.advance(1); // more than two minutes
    const stale = (await getWindow()).json();
    expect(stale.prices.map((p: { live: boolean }) => p.live)).toEqual([false, false, false, false]);
    expect(stale.prices[0].price).toBe('743.0000'); // the last price stays visible, only not live
    source.emit(quotesAt(clock.now(), '744.2500'));
    await vi.waitFor(async () => {
      const body = (await getWindow()).json();
      expect(body.prices[0]).toMatchObject({ price: '744.2500', live: true });
    }, WAIT);
  });
});

describe('server-sent events', () => {
  it('requires a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('streams the current window first, then price ticks, with keep-alive comments', async () => {
    const stream = await openStream(`${baseUrl}/api/events`, { cookie });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      await vi.waitFor(() => expect(stream.events().length).toBeGreaterThanOrEqual(1), WAIT);
      expect(stream.text().startsWith('retry: 5000\n\n')).toBe(true);
      const first = stream.events()[0]!;
      expect(first.event).toBe('marketWindow');
      expect(
        app.contract.validateResponse('getMarketWindow', 200, 'application/json', JSON.parse(first.data)),
      ).toEqual([]);

      const at = clock.now();
      source.emit(quotesAt(at, '745.5000'));
      await vi.waitFor(() => expect(stream.events().some((e) => e.event === 'prices')).toBe(true), WAIT);
      const prices = JSON.parse(stream.events().find((e) => e.event === 'prices')!.data) as unknown[];
      expect(prices).toContainEqual({
        symbol: 'ICE/GAS/M00',
        price: '745.5000',
        live: true,
        timestamp: at.toISOString(),
      });
      const validTick = app.contract.responseAjv.getSchema('openapi.json#/components/schemas/PriceTick')!;
      expect(prices.every((p) => validTick(p))).toBe(true);

      await vi.waitFor(() => expect(stream.text()).toContain(': keep-alive\n\n'), { timeout: 5000 });
    } finally {
      stream.close();
    }
  });

  it('forgets a client that disconnects', async () => {
    const stream = await openStream(`${baseUrl}/api/events`, { cookie });
    await vi.waitFor(() => expect(app.market.hub.size).toBe(1), WAIT);
    stream.close();
    await vi.waitFor(() => expect(app.market.hub.size).toBe(0), WAIT);
  });

  it('ends open streams cleanly when the server closes', async () => {
    const stream = await openStream(`${baseUrl}/api/events`, { cookie });
    await vi.waitFor(() => expect(app.market.hub.size).toBe(1), WAIT);
    const closed = testApp.close();
    await stream.ended;
    await closed; // app.close() does not hang on the open stream
    expect(app.market.hub.size).toBe(0);
  });
});
