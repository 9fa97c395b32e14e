/**
 * A mixed, realistic workload against a running server (used by bench/soak.ts and test/soak.test.ts):
 * virtual buyers of an order scenario, each with an event stream open the whole time, loop through what a
 * trading day looks like: now and then a new login, master data, the market listing, a reservation, the
 * basket, an order, the order list. Every answer is checked: the expected status, or a business refusal
 * of §8 (credit or daily limit reached); anything else (5xx, another status, a network error) is an error.
 */
import { CSRF, ORDER_REJECTION_CODES, SCENARIO_PASSWORD, type OrderScenario } from './orderScenario.js';

export const SOAK_OPERATIONS = [
  'login',
  'getMetadata',
  'getOffers',
  'addBasketItem',
  'getBasket',
  'placeOrder',
  'listOrders',
] as const;
export type SoakOperation = (typeof SOAK_OPERATIONS)[number];

export interface SoakFigures {
  seconds: number;
  /** Answer times in ms per operation. */
  latencies: Record<SoakOperation, number[]>;
  /** Business refusals (422 with a §8 code) per operation. */
  refused: Record<SoakOperation, number>;
  errors: string[];
  /** Events received on the buyers' streams, and streams opened (reconnects included). */
  events: number;
  streams: number;
}

class VirtualBuyer {
  private cookie = '';
  constructor(
    private readonly baseUrl: string,
    private readonly username: string,
    private readonly figures: SoakFigures,
  ) {}

  private async call(
    op: SoakOperation,
    path: string,
    init: { method?: string; body?: unknown } = {},
    expected = 200,
  ): Promise<unknown> {
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { ...CSRF, ...(this.cookie ? { cookie: this.cookie } : {}) },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      status = res.status;
      text = await res.text();
      if (op === 'login' && status === 200) {
        const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fm_session='));
        this.cookie = cookie?.split(';')[0] ?? '';
      }
    } catch (err) {
      this.figures.errors.push(`${op}: ${(err as Error).message}`);
      return undefined;
    }
    this.figures.latencies[op].push(performance.now() - started);
    if (status === expected) return text ? (JSON.parse(text) as unknown) : undefined;
    const code = status === 422 ? (JSON.parse(text) as { code?: string }).code : undefined;
    if (code && ORDER_REJECTION_CODES.has(code)) {
      this.figures.refused[op]++;
      return undefined;
    }
    this.figures.errors.push(`${op} ${path}: ${status} ${text.slice(0, 200)}`);
    return undefined;
  }

  async login(): Promise<void> {
    await this.call('login', '/api/auth/login', {
      method: 'POST',
      body: { username: this.username, password: SCENARIO_PASSWORD },
    });
  }

  /** Keeps an event stream open until `until`, reconnecting when the server ends it. */
  async stream(until: number, signal: AbortSignal): Promise<void> {
    while (Date.now() < until && !signal.aborted) {
      try {
        this.figures.streams++;
        const res = await fetch(`${this.baseUrl}/api/events`, { headers: { cookie: this.cookie }, signal });
        if (res.status !== 200 || !res.body) {
          this.figures.errors.push(`streamEvents: ${res.status}`);
          return;
        }
        const decoder = new TextDecoder();
        for await (const chunk of res.body) {
          this.figures.events += (decoder.decode(chunk as Uint8Array).match(/^event: /gm) ?? []).length;
        }
      } catch (err) {
        if (!signal.aborted) this.figures.errors.push(`streamEvents: ${(err as Error).message}`);
        return;
      }
    }
  }

  async trade(until: number, offers: string[]): Promise<void> {
    for (let round = 0; Date.now() < until; round++) {
      if (round > 0 && round % 20 === 0) await this.login(); // a new session now and then
      await this.call('getMetadata', '/api/generic/metadata');
      await this.call('getOffers', '/api/v2/offers?pageLimit=20');
      const offerId = offers[round % offers.length]!;
      const basket = (await this.call(
        'addBasketItem',
        '/api/basket/items',
        { method: 'POST', body: { offerId, quantity: 1000, deliveryAddressId: null } },
        201,
      )) as { items?: { id: string }[] } | undefined;
      await this.call('getBasket', '/api/basket');
      const itemId = basket?.items?.at(-1)?.id;
      if (itemId) {
        await this.call(
          'placeOrder',
          '/api/orders',
          { method: 'POST', body: { basketItemIds: [itemId] } },
          201,
        );
      }
      await this.call('listOrders', '/api/orders');
    }
  }
}

/** Runs `buyers` virtual buyers of the scenario for `seconds` against `baseUrl`. */
export async function runSoak(opts: {
  baseUrl: string;
  scenario: OrderScenario;
  buyers: number;
  seconds: number;
}): Promise<SoakFigures> {
  const figures: SoakFigures = {
    seconds: opts.seconds,
    latencies: Object.fromEntries(SOAK_OPERATIONS.map((o) => [o, []])) as unknown as SoakFigures['latencies'],
    refused: Object.fromEntries(SOAK_OPERATIONS.map((o) => [o, 0])) as unknown as SoakFigures['refused'],
    errors: [],
    events: 0,
    streams: 0,
  };
  const until = Date.now() + opts.seconds * 1000;
  const offers = opts.scenario.offers.map((o) => o.id);
  const buyers = opts.scenario.buyers
    .slice(0, opts.buyers)
    .map((b) => new VirtualBuyer(opts.baseUrl, b.username, figures));
  await Promise.all(buyers.map((b) => b.login()));
  const streams = new AbortController();
  const open = buyers.map((b) => b.stream(until, streams.signal));
  await Promise.all(buyers.map((b) => b.trade(until, offers)));
  streams.abort();
  await Promise.all(open);
  return figures;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Per operation: count, req/s, p50, p99 (ms), refusals; then the totals. */
export function soakTable(f: SoakFigures): string {
  const rows = SOAK_OPERATIONS.map((op) => {
    const sorted = [...f.latencies[op]].sort((a, b) => a - b);
    return [
      op,
      String(sorted.length),
      (sorted.length / f.seconds).toFixed(1),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      String(f.refused[op]),
    ];
  });
  const header = ['operation', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'refused (§8)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const total = SOAK_OPERATIONS.reduce((n, op) => n + f.latencies[op].length, 0);
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
    '',
    `${total} requests in ${f.seconds} s (${(total / f.seconds).toFixed(0)} req/s), ${f.errors.length} errors, ` +
      `${f.events} events on ${f.streams} streams`,
  ].join('\n');
}
