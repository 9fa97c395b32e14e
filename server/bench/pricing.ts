/**
 * `npm run bench:pricing`: the seller side of pricing.
 *
 * 1. CSV preview: a 10,000-row offer file (fixed and live offers on the demo seller's terminals) uploaded
 *    over HTTP to `POST /api/seller/offer-uploads/preview`, BENCH_RUNS times (default 5); prints the
 *    median and the slowest answer against the 2 s target, then applies one preview once and prints that.
 * 2. Live re-pricing: the price of 5,000 live offers with 50 customer rules each (mixed price units) from
 *    one set of quotes through the one pricing function (`quoteOffer`) the market, the basket and the
 *    seller screens use, BENCH_RUNS times, against the 100 ms target.
 *
 * The server runs in-process on a fresh PGlite data directory (or on BENCH_DATABASE_URL), migrated and
 * seeded. Environment: BENCH_RUNS, BENCH_ROWS (default 10,000), BENCH_DATABASE_URL.
 */
import { performance } from 'node:perf_hooks';
import { CSV_COLUMNS, type CsvRow } from '../src/features/offers/csvFormat.js';
import {
  quoteOffer,
  type PriceableOffer,
  type PriceRule,
  type Quote,
} from '../src/features/pricing/index.js';
import { login, positiveInt, runBench, startBenchServer } from './support.js';

const RUNS = positiveInt('BENCH_RUNS', 5);
const ROWS = positiveInt('BENCH_ROWS', 10_000);
const SELLER = { username: 'verkauf@suedoel.de', password: 'Demo!2026' };
const TERMINALS = ['tm-hamburg', 'tm-karlsruhe', 'tm-ingolstadt'];
const PRODUCTS = ['heizoel-el', 'diesel-b7'];

function offerFile(rows: number): string {
  const lines = [CSV_COLUMNS.join(';')];
  for (let i = 0; i < rows; i++) {
    const live = i % 2 === 1;
    const row: Partial<CsvRow> = {
      productId: PRODUCTS[i % PRODUCTS.length]!,
      terminalId: TERMINALS[i % TERMINALS.length]!,
      totalVolume: String(100_000 + i),
      minimumOrderQuantity: '5000',
      maximumOrderQuantity: '36000',
      pricingType: live ? 'API' : 'FIXED',
      fixedPrice: live ? '' : `${90 + (i % 10)},${String(i % 10_000).padStart(4, '0')}`,
      futureMonth: live ? 'M01' : '',
      fxRate: live ? '1,0850' : '',
      surcharge: live ? '25,0000' : '',
      surchargeUnit: live ? 'USD/METRIC_TONNE' : '',
      availabilityStartDate: '2027-01-04',
      availabilityEndDate: '29.01.2027',
      dailyStartTime: '07:00',
      dailyEndTime: '18:00',
    };
    lines.push(CSV_COLUMNS.map((c) => row[c] ?? '').join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  process.stderr.write(`Starting the server on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} ...\n`);
  const server = await startBenchServer({ databaseUrl, env: { PASSWORD_HASH_COST: '1024' } });
  try {
    const cookie = await login(server.baseUrl, SELLER);
    const file = offerFile(ROWS);
    const headers = { cookie, 'x-requested-with': 'fuelmarket', origin: server.baseUrl };
    const previewOnce = async () => {
      const form = new FormData();
      form.set('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/seller/offer-uploads/preview`, {
        method: 'POST',
        headers,
        body: form,
      });
      const body = (await res.json()) as {
        uploadId: string;
        valid: boolean;
        created: number;
        errors: unknown[];
      };
      const took = performance.now() - started;
      if (res.status !== 200 || !body.valid || body.created !== ROWS) {
        throw new Error(`preview answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
      }
      return { took, uploadId: body.uploadId };
    };
    await previewOnce(); // warm-up
    const previews = [];
    for (let i = 0; i < RUNS; i++) previews.push(await previewOnce());
    const times = previews.map((p) => p.took);

    const started = performance.now();
    const applied = await fetch(`${server.baseUrl}/api/seller/offer-uploads/${previews[0]!.uploadId}/apply`, {
      method: 'POST',
      headers,
    });
    const applyTook = performance.now() - started;
    if (applied.status !== 200) throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);

    const now = new Date();
    const quotes: Quote[] = [
      { symbol: 'ICE/GAS/M01', price: '712.25', timestamp: now },
      { symbol: 'EUR/USD', price: '1.0850', timestamp: now },
      { symbol: 'EUR/CHF', price: '0.9410', timestamp: now },
    ];
    const offers: PriceableOffer[] = Array.from({ length: 5_000 }, (_, i) => ({
      priceType: 'API',
      price: null,
      futureMonth: 'M01',
      surcharge: `${20 + (i % 30)}.5000`,
      surchargeUnit: i % 2 ? 'USD/METRIC_TONNE' : 'EUR/LITRE',
      density: '0.8450',
      productType: 'fuel',
    }));
    const units: PriceRule['priceUnit'][] = [
      'EUR/100L15',
      'EUR/LITRE',
      'EUR/CUBIC_METRE',
      'EUR/METRIC_TONNE',
      'USD/METRIC_TONNE',
    ];
    /** 50 rules of mixed units; `set` makes the values of one product/terminal/customer combination. */
    const ruleSet = (set: number): PriceRule[] =>
      Array.from({ length: 50 }, (_, i) => ({
        id: `pr-${set}-${i}`,
        name: `Regel ${i}`,
        kind: i % 5 === 4 ? 'DISCOUNT' : 'MARGIN',
        priceUnit: units[i % units.length]!,
        value:
          i % 5 === 4
            ? `-0.${String(100 + set).padStart(4, '0')}`
            : `0.${String(125 + set).padStart(4, '0')}`,
      }));
    // A market: the offers' rules come from 20 product/terminal combinations; and the worst case, where
    // no two offers share their rules.
    const shared = Array.from({ length: 20 }, (_, set) => ruleSet(set));
    const distinct = offers.map((_, i) => ruleSet(1000 + i));
    const reprice = (rulesOf: (i: number) => PriceRule[]) => {
      const times: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        // Each run is a new tick: new prices, so nothing computed for the last one applies.
        const at = new Date(now.getTime() + run);
        const moved = (price: string) => (Number(price) + run / 10_000).toFixed(6);
        const tick = quotes.map((q) => ({ ...q, price: moved(q.price), timestamp: at }));
        const t0 = performance.now();
        offers.forEach((offer, i) => {
          if (!quoteOffer(offer, tick, 'CHF', at, rulesOf(i)))
            throw new Error('an offer could not be priced');
        });
        if (run > 0) times.push(performance.now() - t0); // the first run warms up
      }
      return times;
    };
    const repricing = reprice((i) => shared[i % shared.length]!);
    const worst = reprice((i) => distinct[i]!);

    const db = server.postgres ? 'PostgreSQL' : 'PGlite';
    const kb = (Buffer.byteLength(file) / 1024).toFixed(0);
    console.log('');
    console.log('| figure | median | slowest | target |');
    console.log('|---|---|---|---|');
    console.log(
      `| CSV preview, ${ROWS.toLocaleString('en')} rows (${kb} KiB), HTTP, ${db} | ${ms(median(times))} | ${ms(Math.max(...times))} | <= 2,000 ms |`,
    );
    console.log(`| CSV apply of that preview, one transaction, ${db} | ${ms(applyTook)} | - | - |`);
    console.log(
      `| re-pricing 5,000 live offers with 50 customer rules each after one tick (quoteOffer, CHF; rules of 20 product/terminal combinations) | ${ms(median(repricing))} | ${ms(Math.max(...repricing))} | <= 100 ms |`,
    );
    console.log(
      `| the same, no two offers sharing their rules (worst case) | ${ms(median(worst))} | ${ms(Math.max(...worst))} | - |`,
    );
    if (median(times) > 2_000 || median(repricing) > 100) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

runBench(main);
