/**
 * Where market prices come from.
 *
 * `PriceSource` is the seam for market data. The default is `RandomWalkPriceSource`, a simulation that is
 * deterministic for a given seed. A real market-data adapter (for example an ICE Connect / Refinitiv /
 * Bloomberg B-PIPE subscription for `ICE/GAS/M00..M06` and `ICE/BRN/M00`, an FX feed for `EUR/USD` and
 * `EUR/CHF`) implements the same two methods:
 *
 * ```ts
 * class VendorPriceSource implements PriceSource {
 *   start(onTick) {
 *     this.sub = vendor.subscribe(symbols, (msg) =>
 *       onTick([{ symbol: mapSymbol(msg.ric), price: msg.lastAsDecimalString,
 *                 timestamp: new Date(msg.exchangeTime) }]));
 *   }
 *   stop() { this.sub.unsubscribe(); }
 * }
 * ```
 * and is passed to the market plugin as `priceSourceFactory`. Rules for an adapter: prices are decimal
 * strings (never binary floats), `timestamp` is the time of the quote at the source (staleness is judged
 * from it: a feed silent for more than two minutes turns `live` off, rule T6), `onTick` may be called with
 * any non-empty subset of symbols, and `stop()` must end all callbacks. The market service runs the source
 * on the leader instance only, persists every tick and fans it out to all instances.
 */
import { randomInt } from 'node:crypto';
import { fromUnits, toUnits } from './decimal.js';

/** One quote as delivered by a source. */
export interface Quote {
  symbol: string;
  /** Exact decimal string with four decimals, e.g. `"742.2500"`. */
  price: string;
  /** Time of the quote at the source. */
  timestamp: Date;
}

export interface PriceSource {
  /** Begins delivering quotes; `onTick` receives a non-empty batch. */
  start(onTick: (quotes: Quote[]) => void): void;
  /** Stops delivering; no `onTick` call happens after it returns. */
  stop(): void;
}

/** The prices a new source starts from, usually the last persisted ones (symbol -> decimal string). */
export type InitialPrices = ReadonlyMap<string, string>;
export type PriceSourceFactory = (initial: InitialPrices) => PriceSource;

export interface Instrument {
  symbol: string;
  /** Start price when no initial price is known. */
  start: string;
  /** Inclusive bounds the walk stays within. */
  min: string;
  max: string;
  /** Price grid (minimum move). */
  tickSize: string;
  /** The common move of the group is drawn from [-maxSteps, maxSteps] ticks each interval. */
  maxSteps: number;
  /** Instruments of one group share their common move (a futures curve moves together). */
  group: string;
}

const gasoilStarts = ['742.25', '738.50', '735.00', '731.75', '728.50', '725.75', '723.00'];

/** ICE gasoil M00..M06 (USD/mt), Brent front month (USD/bbl), EUR/USD and EUR/CHF. */
export const defaultInstruments: readonly Instrument[] = [
  ...gasoilStarts.map((start, month): Instrument => ({
    symbol: `ICE/GAS/M0${month}`,
    start,
    min: '700.00',
    max: '800.00',
    tickSize: '0.25',
    maxSteps: 4,
    group: 'ICE/GAS',
  })),
  {
    symbol: 'ICE/BRN/M00',
    start: '78.12',
    min: '70.00',
    max: '90.00',
    tickSize: '0.01',
    maxSteps: 10,
    group: 'ICE/BRN',
  },
  {
    symbol: 'EUR/USD',
    start: '1.0832',
    min: '1.0000',
    max: '1.2000',
    tickSize: '0.0001',
    maxSteps: 5,
    group: 'EUR/USD',
  },
  {
    symbol: 'EUR/CHF',
    start: '0.9415',
    min: '0.9000',
    max: '1.0000',
    tickSize: '0.0001',
    maxSteps: 4,
    group: 'EUR/CHF',
  },
];

/** mulberry32: a tiny, well-distributed 32-bit PRNG; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomWalkOptions {
  /** Seed of the walk; omitted -> a random seed. */
  seed?: number;
  /** Milliseconds between ticks. @default 5000 */
  intervalMs?: number;
  instruments?: readonly Instrument[];
  /** Prices to continue from (e.g. the last persisted ones), snapped to the grid and the bounds. */
  initial?: InitialPrices;
  now?: () => Date;
}

interface WalkState {
  instrument: Instrument;
  units: number;
  min: number;
  max: number;
  tick: number;
}

/**
 * A bounded random walk on integer price units. Each interval every group draws a common move of
 * [-maxSteps, maxSteps] ticks and every instrument adds its own move of [-1, 1] tick; a move past a bound
 * is reflected back into [min, max]. The first batch (the current prices) is delivered on `start()`.
 */
export class RandomWalkPriceSource implements PriceSource {
  private readonly random: () => number;
  private readonly intervalMs: number;
  private readonly now: () => Date;
  private readonly states: WalkState[];
  private timer: NodeJS.Timeout | undefined;

  constructor(opts: RandomWalkOptions = {}) {
    this.random = seededRandom(opts.seed ?? randomInt(0, 2 ** 32 - 1));
    this.intervalMs = opts.intervalMs ?? 5000;
    this.now = opts.now ?? (() => new Date());
    this.states = (opts.instruments ?? defaultInstruments).map((instrument) => {
      const min = toUnits(instrument.min);
      const max = toUnits(instrument.max);
      const tick = toUnits(instrument.tickSize);
      if (tick <= 0 || min > max || instrument.maxSteps < 0) {
        throw new RangeError(`Invalid instrument ${instrument.symbol}`);
      }
      const known = opts.initial?.get(instrument.symbol);
      const startUnits = known === undefined ? toUnits(instrument.start) : toUnits(known);
      const snapped = Math.round(startUnits / tick) * tick;
      return { instrument, units: Math.min(max, Math.max(min, snapped)), min, max, tick };
    });
  }

  /** The current prices without moving them. */
  snapshot(at: Date = this.now()): Quote[] {
    return this.states.map((s) => ({
      symbol: s.instrument.symbol,
      price: fromUnits(s.units),
      timestamp: at,
    }));
  }

  /** Moves every instrument one step and returns the new quotes. */
  step(at: Date = this.now()): Quote[] {
    const common = new Map<string, number>();
    for (const s of this.states) {
      let move = common.get(s.instrument.group);
      if (move === undefined) {
        move = this.draw(s.instrument.maxSteps);
        common.set(s.instrument.group, move);
      }
      let next = s.units + (move + this.draw(1)) * s.tick;
      if (next > s.max) next = s.max - (next - s.max);
      if (next < s.min) next = s.min + (s.min - next);
      s.units = Math.min(s.max, Math.max(s.min, next));
    }
    return this.snapshot(at);
  }

  start(onTick: (quotes: Quote[]) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => onTick(this.step()), this.intervalMs);
    this.timer.unref();
    onTick(this.snapshot());
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** A whole number in [-k, k]. */
  private draw(k: number): number {
    return Math.floor(this.random() * (2 * k + 1)) - k;
  }
}
