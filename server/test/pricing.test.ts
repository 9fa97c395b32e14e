/** The pricing module: live and fixed offer prices, hand-computed (spec §4 T6, §9 K4). */
import { describe, expect, it } from 'vitest';
import {
  liveQuotesAvailable,
  quoteOffer,
  quotesFromWindow,
  type PriceableOffer,
  type PriceRule,
  type Quote,
} from '../src/features/pricing/index.js';

const now = new Date('2026-11-23T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const TWO_MINUTES = 2 * 60_000;

const quotes = (at: Date = now): Quote[] => [
  { symbol: 'ICE/GAS/M00', price: '742.2500', timestamp: at },
  { symbol: 'ICE/GAS/M01', price: '738.5000', timestamp: at },
  { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
  { symbol: 'EUR/CHF', price: '0.9412', timestamp: at },
];

const live = (over: Partial<PriceableOffer> = {}): PriceableOffer => ({
  priceType: 'API',
  price: null,
  futureMonth: 'M00',
  surcharge: null,
  surchargeUnit: null,
  density: '0.8450',
  productType: 'fuel',
  ...over,
});

const fixed = (price: string): PriceableOffer => ({
  priceType: 'FIXED',
  price,
  futureMonth: null,
  surcharge: null,
  surchargeUnit: null,
  density: '0.8450',
  productType: 'fuel',
});

describe('quoteOffer', () => {
  it('[K4] converts USD per tonne into EUR per 100 L at 15 °C with the density', () => {
    // 800 / 1.25 = 640 EUR/t; × 0.84 t/m³ = 537.6 EUR/m³; / 10 = 53.76 EUR/100 L.
    const q: Quote[] = [
      { symbol: 'ICE/GAS/M02', price: '800', timestamp: now },
      { symbol: 'EUR/USD', price: '1.25', timestamp: now },
    ];
    expect(quoteOffer(live({ futureMonth: 'M02', density: '0.8400' }), q, 'EUR', now)).toMatchObject({
      price: '53.7600',
      live: true,
    });
  });

  it('[K4] prices a live offer from its future month, rounded half-up to 4 decimals', () => {
    // 742.25 / 1.0832 × 0.845 / 10 = 57.902626...
    expect(quoteOffer(live(), quotes(), 'EUR', now)).toMatchObject({ price: '57.9026', live: true });
  });

  it('[K4] adds a USD/mt surcharge before the currency conversion', () => {
    // (738.50 + 15) / 1.0832 × 0.845 / 10 = 58.78023...
    const offer = live({ futureMonth: 'M01', surcharge: '15.0000', surchargeUnit: 'USD/METRIC_TONNE' });
    expect(quoteOffer(offer, quotes(), 'EUR', now)?.price).toBe('58.7802');
  });

  it('[K4] adds a EUR/lt surcharge per 100 litres', () => {
    // 57.902626... + 0.015 × 100 = 59.402626...
    const offer = live({ surcharge: '0.0150', surchargeUnit: 'EUR/LITRE' });
    expect(quoteOffer(offer, quotes(), 'EUR', now)?.price).toBe('59.4026');
  });

  it('[K4] converts a live price into CHF on the Swiss platform', () => {
    // 57.902626... × 0.9412 = 54.497992... (the unrounded EUR price is converted)
    expect(quoteOffer(live(), quotes(), 'CHF', now)).toMatchObject({ price: '54.4980', live: true });
  });

  it('[K4] returns a fixed price as stored, in the platform currency, on every platform', () => {
    expect(quoteOffer(fixed('92.45'), quotes(), 'EUR', now)).toMatchObject({ price: '92.4500', live: false });
    expect(quoteOffer(fixed('98.6'), quotes(), 'CHF', now)).toMatchObject({ price: '98.6000', live: false });
    // Fixed prices do not need quotes at all.
    expect(quoteOffer(fixed('92.45'), [], 'EUR', now)?.price).toBe('92.4500');
  });

  it('rounds half-up', () => {
    expect(quoteOffer(fixed('1.00005'), [], 'EUR', now)?.price).toBe('1.0001');
    expect(quoteOffer(fixed('1.00004'), [], 'EUR', now)?.price).toBe('1.0000');
  });

  it('[T6] withholds a live offer whose future quote is older than two minutes', () => {
    expect(quoteOffer(live(), quotes(ago(TWO_MINUTES)), 'EUR', now)?.price).toBe('57.9026');
    expect(quoteOffer(live(), quotes(ago(TWO_MINUTES + 1)), 'EUR', now)).toBeNull();
  });

  it('[T6] withholds a live offer whose quotes are missing (future month or FX)', () => {
    const q = quotes();
    expect(quoteOffer(live({ futureMonth: 'M06' }), q, 'EUR', now)).toBeNull();
    expect(
      quoteOffer(
        live(),
        q.filter((x) => x.symbol !== 'EUR/USD'),
        'EUR',
        now,
      ),
    ).toBeNull();
    expect(
      quoteOffer(
        live(),
        q.filter((x) => x.symbol !== 'EUR/CHF'),
        'CHF',
        now,
      ),
    ).toBeNull();
    // EUR/CHF is only needed on the Swiss platform.
    expect(
      quoteOffer(
        live(),
        q.filter((x) => x.symbol !== 'EUR/CHF'),
        'EUR',
        now,
      ),
    ).not.toBeNull();
  });

  it('[T6] uses the newest quote of a symbol', () => {
    const q: Quote[] = [
      { symbol: 'ICE/GAS/M00', price: '700', timestamp: ago(TWO_MINUTES + 5000) },
      ...quotes(),
    ];
    expect(quoteOffer(live(), q, 'EUR', now)?.price).toBe('57.9026');
  });

  it('[E6] never prices a TRACKING offer; additives only at fixed prices', () => {
    expect(quoteOffer({ ...live(), priceType: 'TRACKING' }, quotes(), 'EUR', now)).toBeNull();
    expect(quoteOffer(live({ productType: 'additive' }), quotes(), 'EUR', now)).toBeNull();
    expect(quoteOffer({ ...fixed('4.85'), productType: 'additive' }, [], 'EUR', now)?.price).toBe('4.8500');
    expect(quoteOffer({ ...fixed('1'), price: null }, [], 'EUR', now)).toBeNull();
  });
});

const rule = (priceUnit: PriceRule['priceUnit'], value: string, kind = 'FREIGHT'): PriceRule => ({
  id: `pr-${kind}-${priceUnit}`,
  name: `${kind} ${priceUnit}`,
  kind,
  priceUnit,
  value,
});

describe('quoteOffer with pricing rules', () => {
  it.each([
    ['EUR/100L15', '0.8500', 'EUR', '92.45', '93.3000'],
    // 0.003 EUR/l × 100
    ['EUR/LITRE', '0.0030', 'EUR', '92.45', '92.7500'],
    // 5 EUR/m³ / 10
    ['EUR/CUBIC_METRE', '5.0000', 'EUR', '92.45', '92.9500'],
    // 10 EUR/t × 0.845 / 10
    ['EUR/METRIC_TONNE', '10.0000', 'EUR', '92.45', '93.2950'],
    // 10 / 1.0832 × 0.845 / 10 = 0.7800960...
    ['USD/METRIC_TONNE', '10.0000', 'EUR', '92.45', '93.2301'],
    // × 0.9412 on the Swiss platform = 0.7342263...
    ['USD/METRIC_TONNE', '10.0000', 'CHF', '98.6', '99.3342'],
    // Values in the platform currency are not converted again.
    ['EUR/100L15', '0.8500', 'CHF', '98.6', '99.4500'],
  ] as const)('[S4] adds a %s rule of %s (%s) to a fixed price', (unit, value, currency, price, expected) => {
    expect(quoteOffer(fixed(price), quotes(), currency, now, [rule(unit, value)])?.price).toBe(expected);
  });

  it('[S4] adds every rule to a live price and explains each step, exactly', () => {
    const priced = quoteOffer(
      live(),
      quotes(),
      'EUR',
      now,
      [rule('EUR/100L15', '0.8500', 'FREIGHT'), rule('EUR/100L15', '-0.3000', 'DISCOUNT')],
      { explain: true },
    );
    // 742.25 / 1.0832 × 0.845 / 10 = 57.902626... + 0.85 - 0.30
    expect(priced).toEqual({
      price: '58.4526',
      live: true,
      basePrice: '57.9026',
      adjustment: '0.5500',
      steps: [
        { code: 'FUTURE', value: '742.25', unit: 'USD/METRIC_TONNE' },
        { code: 'FX', value: '1.0832', unit: 'USD/EUR' },
        { code: 'DENSITY', value: '0.845', unit: 'KG/L' },
        { code: 'BASE_PRICE', value: '57.9026', unit: 'EUR/100L15' },
        {
          code: 'RULE',
          value: '0.8500',
          unit: 'EUR/100L15',
          rule: { id: 'pr-FREIGHT-EUR/100L15', name: 'FREIGHT EUR/100L15', kind: 'FREIGHT' },
        },
        {
          code: 'RULE',
          value: '-0.3000',
          unit: 'EUR/100L15',
          rule: { id: 'pr-DISCOUNT-EUR/100L15', name: 'DISCOUNT EUR/100L15', kind: 'DISCOUNT' },
        },
        { code: 'FINAL_PRICE', value: '58.4526', unit: 'EUR/100L15' },
      ],
    });
  });

  it('raises a live price below the offer’s minimum price to it, before the rules, and says so', () => {
    // 57.902626... < 60: the offer's own price is 60, the customer's 60 + 0.85.
    const priced = quoteOffer(
      live({ minPrice: '60.0000' }),
      quotes(),
      'EUR',
      now,
      [rule('EUR/100L15', '0.8500')],
      {
        explain: true,
      },
    );
    expect(priced).toMatchObject({ price: '60.8500', basePrice: '60.0000', adjustment: '0.8500' });
    expect(priced?.steps.map((s) => [s.code, s.value])).toEqual([
      ['FUTURE', '742.25'],
      ['FX', '1.0832'],
      ['DENSITY', '0.845'],
      ['BASE_PRICE', '57.9026'],
      ['MIN_PRICE', '60.0000'],
      ['RULE', '0.8500'],
      ['FINAL_PRICE', '60.8500'],
    ]);
    // Above its minimum a price stays as it is.
    expect(quoteOffer(live({ minPrice: '55.0000' }), quotes(), 'EUR', now)?.price).toBe('57.9026');
    // The floor does not make an offer without fresh quotes priceable.
    expect(quoteOffer(live({ minPrice: '60.0000' }), [], 'EUR', now)).toBeNull();
  });

  it('[V11] never offers a price that the rules bring to zero or below', () => {
    expect(
      quoteOffer(fixed('92.45'), [], 'EUR', now, [rule('EUR/100L15', '-92.4500', 'DISCOUNT')]),
    ).toBeNull();
    expect(
      quoteOffer(fixed('92.45'), [], 'EUR', now, [rule('EUR/100L15', '-92.4499', 'DISCOUNT')])?.price,
    ).toBe('0.0001');
  });

  it('[T6] withholds an offer whose USD rule meets no fresh EUR/USD quote', () => {
    const usd = [rule('USD/METRIC_TONNE', '10.0000')];
    expect(quoteOffer(fixed('92.45'), [], 'EUR', now, usd)).toBeNull();
    expect(quoteOffer(fixed('92.45'), quotes(ago(TWO_MINUTES + 1)), 'EUR', now, usd)).toBeNull();
  });

  it('counts only the kinds that add an amount (density, FX and ICE rules change inputs)', () => {
    expect(quoteOffer(fixed('92.45'), [], 'EUR', now, [rule('EUR/100L15', '5.0000', 'FX')])?.price).toBe(
      '92.4500',
    );
  });
});

describe('quoteOffer with FX and exchange rules', () => {
  const period = (fromMs: number, untilMs: number) => ({
    activeFrom: new Date(now.getTime() + fromMs).toISOString(),
    activeUntil: new Date(now.getTime() + untilMs).toISOString(),
  });
  const fx = (rate: string, from = -3_600_000, until = 3_600_000): PriceRule => ({
    id: 'pr-fx',
    name: 'Tageskurs',
    kind: 'FX',
    priceUnit: 'EUR/100L15',
    value: '0',
    exchangeRate: rate,
    ...period(from, until),
  });
  const ice = (month: 'M01', from = -3_600_000, until = 3_600_000): PriceRule => ({
    id: 'pr-ice',
    name: 'Kontrakt Januar',
    kind: 'ICE_GASOIL',
    priceUnit: 'EUR/100L15',
    value: '0',
    futureMonth: month,
    ...period(from, until),
  });

  it.each([
    // 742.25 / 1.25 × 0.845 / 10 = 50.17610: the rule's rate, not the market's 1.0832.
    ['in its period', fx('1.25'), '50.1761'],
    ['from its first instant', fx('1.25', 0), '50.1761'],
    // Before or after its period the market's rate counts: 742.25 / 1.0832 × 0.845 / 10.
    ['before its period', fx('1.25', 1, 3_600_000), '57.9026'],
    ['at its end (exclusive)', fx('1.25', -3_600_000, 0), '57.9026'],
    // The exchange rule's month M01 (738.50) instead of the offer's M00: 738.5 / 1.0832 × 0.845 / 10.
    ['an exchange rule in its period', ice('M01'), '57.6101'],
    ['an exchange rule after its period', ice('M01', -7_200_000, -3_600_000), '57.9026'],
  ] as const)('[S4] prices a live offer with %s', (_label, r, expected) => {
    expect(quoteOffer(live(), quotes(), 'EUR', now, [r])?.price).toBe(expected);
  });

  it('[S4] converts USD rules at the FX rule’s rate and names both rules in the explanation', () => {
    // 10 USD/t / 1.25 × 0.845 / 10 = 0.676
    const priced = quoteOffer(
      live(),
      quotes(),
      'EUR',
      now,
      [fx('1.25'), ice('M01'), rule('USD/METRIC_TONNE', '10')],
      {
        explain: true,
      },
    );
    // 738.5 / 1.25 × 0.845 / 10 = 49.9226 (+ 0.676)
    expect(priced?.price).toBe('50.5986');
    expect(priced?.steps.slice(0, 2)).toEqual([
      {
        code: 'FUTURE',
        value: '738.5',
        unit: 'USD/METRIC_TONNE',
        rule: { id: 'pr-ice', name: 'Kontrakt Januar', kind: 'ICE_GASOIL' },
      },
      { code: 'FX', value: '1.25', unit: 'USD/EUR', rule: { id: 'pr-fx', name: 'Tageskurs', kind: 'FX' } },
    ]);
  });

  it('[T6] an FX rule prices live offers even while the market’s EUR/USD is stale; a stale future never', () => {
    const staleFx = quotes().map((q) =>
      q.symbol === 'EUR/USD' ? { ...q, timestamp: ago(TWO_MINUTES + 1) } : q,
    );
    expect(quoteOffer(live(), staleFx, 'EUR', now, [fx('1.25')])?.price).toBe('50.1761');
    expect(quoteOffer(live(), quotes(ago(TWO_MINUTES + 1)), 'EUR', now, [fx('1.25')])).toBeNull();
  });
});

describe('quoteOffer with a maximum price fall', () => {
  // The window opened at M00 742.25 USD/t: 742.25 / 1.0832 × 0.845 / 10 = 57.9026.
  const opening = quotes(ago(10 * 60_000));
  const now700 = (price: string) => quotes().map((q) => (q.symbol === 'ICE/GAS/M00' ? { ...q, price } : q));

  it.each([
    // 700 / 1.0832 × 0.845 / 10 = 54.6067, below 57.9026 - 1: raised to 56.9026.
    ['a fall beyond it', '700', '1.0000', null, '56.9026'],
    // 740: 57.7271 lies within a fall of 1.
    ['a fall within it', '740', '1.0000', null, '57.7271'],
    // A rise is never touched.
    ['a rise', '760', '1.0000', null, '59.2873'],
    // The higher floor counts: the minimum price 57.50 over 56.9026.
    ['a higher minimum price', '700', '1.0000', '57.5000', '57.5000'],
    // Without a maximum price fall the live price stands.
    ['none', '700', null, null, '54.6067'],
  ] as const)('[S4] prices a live offer with %s', (_label, future, maxPriceFall, minPrice, expected) => {
    expect(
      quoteOffer(live({ maxPriceFall, minPrice }), now700(future), 'EUR', now, [], { opening })?.price,
    ).toBe(expected);
  });

  it('[S4] says so in the explanation; without opening quotes or for a fixed price it does nothing', () => {
    const priced = quoteOffer(live({ maxPriceFall: '1.0000' }), now700('700'), 'EUR', now, [], {
      opening,
      explain: true,
    });
    expect(priced?.steps.map((s) => [s.code, s.value])).toContainEqual(['MAX_PRICE_FALL', '56.9026']);
    expect(quoteOffer(live({ maxPriceFall: '1.0000' }), now700('700'), 'EUR', now)?.price).toBe('54.6067');
    expect(
      quoteOffer({ ...fixed('50.00'), maxPriceFall: '1' }, quotes(), 'EUR', now, [], { opening })?.price,
    ).toBe('50.0000');
  });
});

describe('liveQuotesAvailable', () => {
  it('[T6] is true while some /GAS quote is at most two minutes old', () => {
    expect(liveQuotesAvailable(quotes(ago(TWO_MINUTES)), now)).toBe(true);
    expect(liveQuotesAvailable(quotes(ago(TWO_MINUTES + 1)), now)).toBe(false);
    const fxOnly = quotes().filter((q) => !q.symbol.includes('/GAS'));
    expect(liveQuotesAvailable(fxOnly, now)).toBe(false);
    expect(liveQuotesAvailable([], now)).toBe(false);
  });

  it('reads the quotes of a market window', () => {
    const q = quotesFromWindow({
      prices: [{ symbol: 'ICE/GAS/M00', price: '742.2500', timestamp: now.toISOString() }],
    });
    expect(q).toEqual([{ symbol: 'ICE/GAS/M00', price: '742.2500', timestamp: now }]);
  });
});
