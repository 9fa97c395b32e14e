import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromUnits, normalizePrice, toUnits } from '../src/features/market-window/decimal.js';
import {
  RandomWalkPriceSource,
  defaultInstruments,
  seededRandom,
  type Instrument,
  type Quote,
} from '../src/features/market-window/priceSource.js';
import { isLive, toPriceTick, LIVE_PRICE_MAX_AGE_MS } from '../src/features/market-window/dto.js';
import { marketChange } from '../src/features/market-window/scheduler.js';

const DECIMAL_4 = /^-?\d+\.\d{4}$/;

describe('decimal units', () => {
  it('converts decimal strings to integer units and back without loss', () => {
    expect(toUnits('742.25')).toBe(7_422_500);
    expect(toUnits('0.0001')).toBe(1);
    expect(toUnits('-3.5')).toBe(-35_000);
    expect(fromUnits(7_422_500)).toBe('742.2500');
    expect(fromUnits(-35_000)).toBe('-3.5000');
    expect(fromUnits(-1)).toBe('-0.0001');
    expect(normalizePrice('78.1')).toBe('78.1000');
  });

  it('rejects non-decimals and more than four decimals', () => {
    expect(() => toUnits('1e3')).toThrow(RangeError);
    expect(() => toUnits('1.00001')).toThrow(RangeError);
    expect(() => fromUnits(0.5)).toThrow(RangeError);
  });

  it('adds 0.1 ten thousand times exactly (floats would drift)', () => {
    let units = 0;
    for (let i = 0; i < 10_000; i++) units += toUnits('0.1');
    expect(fromUnits(units)).toBe('1000.0000');
  });
});

describe('random walk price source', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const at = new Date('2026-11-22T09:00:00.000Z');

  it('delivers every default symbol: ICE gasoil M00..M06, Brent, EUR/USD, EUR/CHF', () => {
    const quotes = new RandomWalkPriceSource({ seed: 1 }).snapshot(at);
    expect(quotes.map((q) => q.symbol)).toEqual([
      'ICE/GAS/M00',
      'ICE/GAS/M01',
      'ICE/GAS/M02',
      'ICE/GAS/M03',
      'ICE/GAS/M04',
      'ICE/GAS/M05',
      'ICE/GAS/M06',
      'ICE/BRN/M00',
      'EUR/USD',
      'EUR/CHF',
    ]);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const run = (seed: number) => {
      const source = new RandomWalkPriceSource({ seed });
      return Array.from({ length: 50 }, () => source.step(at).map((q) => q.price));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
    expect(seededRandom(7)()).toBe(seededRandom(7)());
  });

  it('produces exact 4-decimal strings on the tick grid and within bounds over 5000 steps', () => {
    const source = new RandomWalkPriceSource({ seed: 2026 });
    const bounds = new Map(defaultInstruments.map((i) => [i.symbol, i]));
    const seen = new Map<string, Set<string>>();
    const violations: string[] = [];
    for (let n = 0; n < 5000; n++) {
      for (const q of source.step(at)) {
        const inst = bounds.get(q.symbol)!;
        const units = toUnits(q.price);
        if (!DECIMAL_4.test(q.price)) violations.push(`${q.symbol} ${q.price} format`);
        if (units < toUnits(inst.min) || units > toUnits(inst.max))
          violations.push(`${q.symbol} ${q.price} bounds`);
        if (units % toUnits(inst.tickSize) !== 0) violations.push(`${q.symbol} ${q.price} grid`);
        if (!seen.has(q.symbol)) seen.set(q.symbol, new Set());
        seen.get(q.symbol)!.add(q.price);
      }
    }
    expect(violations).toEqual([]);
    // The walk really moves: every symbol takes many distinct values.
    for (const values of seen.values()) expect(values.size).toBeGreaterThan(50);
  });

  it('reflects at the bounds instead of leaving them', () => {
    const narrow: Instrument[] = [
      {
        symbol: 'X',
        start: '1.0000',
        min: '1.0000',
        max: '1.0003',
        tickSize: '0.0001',
        maxSteps: 5,
        group: 'X',
      },
    ];
    const source = new RandomWalkPriceSource({ seed: 9, instruments: narrow });
    const values = new Set<string>();
    for (let n = 0; n < 500; n++) values.add(source.step(at)[0]!.price);
    expect([...values].sort()).toEqual(['1.0000', '1.0001', '1.0002', '1.0003']);
  });

  it('continues from the initial prices, snapped to the grid and clamped to the bounds', () => {
    const source = new RandomWalkPriceSource({
      seed: 1,
      initial: new Map([
        ['ICE/GAS/M00', '751.30'],
        ['ICE/BRN/M00', '120.00'],
      ]),
    });
    const snap = new Map(source.snapshot(at).map((q) => [q.symbol, q.price]));
    expect(snap.get('ICE/GAS/M00')).toBe('751.2500');
    expect(snap.get('ICE/BRN/M00')).toBe('90.0000');
    expect(snap.get('EUR/USD')).toBe('1.0832');
  });

  it('emits the current prices on start and then one batch per interval until stopped', async () => {
    vi.useFakeTimers({ now: at });
    const source = new RandomWalkPriceSource({ seed: 5, intervalMs: 1000 });
    const batches: Quote[][] = [];
    source.start((quotes) => batches.push(quotes));
    expect(batches).toHaveLength(1);
    expect(batches[0]![0]).toEqual({ symbol: 'ICE/GAS/M00', price: '742.2500', timestamp: at });
    await vi.advanceTimersByTimeAsync(3000);
    expect(batches).toHaveLength(4);
    expect(batches[3]![0]!.timestamp).toEqual(new Date(at.getTime() + 3000));
    source.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(4);
  });
});

describe('staleness of live prices', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[T6] a quote is live up to two minutes after its timestamp and stale afterwards', () => {
    const quoted = new Date('2026-11-22T09:00:00.000Z');
    expect(LIVE_PRICE_MAX_AGE_MS).toBe(120_000);
    expect(isLive(quoted, new Date('2026-11-22T09:00:00.000Z'))).toBe(true);
    expect(isLive(quoted, new Date('2026-11-22T09:02:00.000Z'))).toBe(true);
    expect(isLive(quoted, new Date('2026-11-22T09:02:00.001Z'))).toBe(false);
  });

  it('[T6] a feed that goes silent turns live off after two minutes (fake clock)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') });
    const source = new RandomWalkPriceSource({ seed: 3, intervalMs: 5000 });
    let last: Quote[] = [];
    source.start((q) => (last = q));
    await vi.advanceTimersByTimeAsync(10_000);
    source.stop(); // the feed goes silent
    const gas = last.find((q) => q.symbol === 'ICE/GAS/M00')!;
    expect(toPriceTick(gas, new Date()).live).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(toPriceTick(gas, new Date()).live).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(toPriceTick(gas, new Date())).toEqual({
      symbol: 'ICE/GAS/M00',
      price: gas.price,
      live: false,
      timestamp: '2026-11-22T09:00:10.000Z',
    });
  });
});

describe('market change', () => {
  it('is the exact difference per symbol present in both snapshots', () => {
    const t = new Date();
    const previous: Quote[] = [
      { symbol: 'ICE/GAS/M00', price: '745.7500', timestamp: t },
      { symbol: 'EUR/USD', price: '1.0820', timestamp: t },
    ];
    const current: Quote[] = [
      { symbol: 'ICE/GAS/M00', price: '742.2500', timestamp: t },
      { symbol: 'EUR/USD', price: '1.0832', timestamp: t },
      { symbol: 'EUR/CHF', price: '0.9415', timestamp: t },
    ];
    expect(marketChange(current, previous)).toEqual({ 'ICE/GAS/M00': '-3.5000', 'EUR/USD': '0.0012' });
  });
});
