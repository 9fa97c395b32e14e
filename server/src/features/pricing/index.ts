/**
 * Pricing of market offers: the one place that turns an offer and the market's quotes into the price a
 * buyer sees (market list, basket, order). Pure functions; exact decimal arithmetic (decimal.js). The price
 * of an offer for one buyer, with an Aviat's adjustment, as every feature takes it: buyerPrice.ts.
 *
 * Units (spec §9, rule K4)
 * - Fuel prices are per 100 litres at 15 °C (`EUR/100L15`), additive prices per litre (`EUR/LITRE`), both
 *   in the platform currency (CHF on the Swiss platform).
 * - `ICE/GAS/Mxx` (the ICE gasoil future of month xx) is quoted in USD per metric tonne.
 * - `EUR/USD` is USD per EUR, `EUR/CHF` is CHF per EUR.
 * - A surcharge is given in USD per metric tonne or in EUR per litre (rule V7).
 *
 * Formula of a live (`API`) fuel offer, per 100 L at 15 °C:
 *
 *   EUR = (future + surcharge[USD/mt]) / EURUSD × density / 10 + surcharge[EUR/l] × 100
 *   CHF = EUR × EURCHF
 *
 * (USD/mt ÷ USD/EUR = EUR/mt; × density kg/l = t/m³ gives EUR/m³; ÷ 10 gives EUR/100 L.) Only one of the
 * two surcharge terms applies, according to `surchargeUnit`.
 *
 * A live offer is priced only while every quote it needs (its future month, EUR/USD and, on the Swiss
 * platform, EUR/CHF) is present and at most two minutes old (rule T6); otherwise `quoteOffer` answers null
 * and the offer is withheld from the market (rule M5). Fixed prices are stored in the platform currency
 * and returned as they are. TRACKING is disabled on every platform (rule E6): such offers are never priced.
 * Additives are sold at fixed prices only.
 *
 * A live offer's price may fall at most `maxPriceFall` below its price at the market window's opening
 * quotes (`opening`; the same formula and rules' inputs): a lower live price is raised to that. An offer's
 * minimum price (`minPrice`) is the floor of its own price: a price below it is raised to it. Both come
 * before any additive rule.
 *
 * Pricing rules (a seller's, matched to the offer and the buyer by the caller): an FX rule in its period
 * replaces the market's EUR/USD (for the live price and USD rules), an exchange rule (ICE_GASOIL) the
 * offer's ICE month (INPUT_RULE_KINDS). Rules of the additive kinds (ADDITIVE_RULE_KINDS) then add their
 * value, converted from their price unit into the offer's (`ruleAmount`). A price that is not positive
 * after them cannot be offered (rule V11): null.
 *
 * Every result is rounded half-up to 4 decimals and returned as a string (`"92.4500"`); the steps of the
 * calculation (`PriceStep`) explain it: inputs as they are, amounts per 100 L rounded like the price.
 */
import { Decimal } from 'decimal.js';
import { LIVE_PRICE_MAX_AGE_MS } from '../market-window/dto.js';

export type Currency = 'EUR' | 'CHF';
export type FutureMonth = 'M00' | 'M01' | 'M02' | 'M03' | 'M04' | 'M05' | 'M06';

export interface PriceableOffer {
  priceType: 'FIXED' | 'TRACKING' | 'API';
  /** Fixed price, EUR/100L15 (fuel) or EUR/L (additive) in the platform currency; numeric from the DB as string. */
  price: string | null;
  /** Live offers: the ICE gasoil future month the price tracks. */
  futureMonth: FutureMonth | null;
  surcharge: string | null;
  surchargeUnit: 'USD/METRIC_TONNE' | 'EUR/LITRE' | null;
  /** Product density kg/l at 15 °C (products.density). */
  density: string;
  productType: 'fuel' | 'additive';
  /** The offer's minimum price (same unit as its price): a lower price is raised to it. */
  minPrice?: string | null;
  /**
   * Live offers: how far (per 100 L) the price may fall below its price at the window's opening quotes
   * (`quoteOffer`'s `opening`); a lower price is raised to that.
   */
  maxPriceFall?: string | null;
}

/** The columns of an offer row that price it (every query that prices offers selects them). */
export interface OfferPriceColumns {
  price_type: PriceableOffer['priceType'];
  price: string | null;
  future_month: FutureMonth | null;
  surcharge: string | null;
  surcharge_unit: PriceableOffer['surchargeUnit'];
  density: string;
  product_type?: PriceableOffer['productType'];
  min_price: string | null;
  max_price_fall: string | null;
}

/** An offer row as `quoteOffer` takes it (a row without a product type is a fuel offer). */
export function priceableOf(row: OfferPriceColumns): PriceableOffer {
  return {
    priceType: row.price_type,
    price: row.price,
    futureMonth: row.future_month,
    surcharge: row.surcharge,
    surchargeUnit: row.surcharge_unit,
    density: row.density,
    productType: row.product_type ?? 'fuel',
    minPrice: row.min_price,
    maxPriceFall: row.max_price_fall,
  };
}

/** Price units of a pricing rule; `EUR` stands for the platform currency (CHF on the Swiss platform). */
export type PriceUnit =
  'USD/METRIC_TONNE' | 'EUR/METRIC_TONNE' | 'EUR/100L15' | 'EUR/CUBIC_METRE' | 'EUR/LITRE';

/** Rule kinds that add an amount to the price. */
export const ADDITIVE_RULE_KINDS = ['DUTY', 'BIO_BLEND', 'FREIGHT', 'MARGIN', 'DISCOUNT'] as const;

/**
 * Rule kinds that change an input of the live price during their period instead: FX (the EUR/USD rate,
 * `exchangeRate`) and the exchange rule ICE_GASOIL (the ICE gasoil month, `futureMonth`).
 */
export const INPUT_RULE_KINDS = ['FX', 'ICE_GASOIL'] as const;

/** A pricing rule that applies to the offer being priced. */
export interface PriceRule {
  id: string;
  name: string;
  kind: string;
  priceUnit: PriceUnit;
  value: string;
  /** FX rules: USD per EUR. */
  exchangeRate?: string | null;
  /** Exchange rules: the ICE gasoil month live offers track instead of their own. */
  futureMonth?: FutureMonth | null;
  /** Input rules: the period they apply in (ISO instants, from inclusive, until exclusive). */
  activeFrom?: string | null;
  activeUntil?: string | null;
}

/** The input rules among a rule list (remembered per list: many offers share their list). */
const inputRulesMemo = new WeakMap<readonly PriceRule[], readonly PriceRule[]>();

/** The input rule of `kind` among `rules` that applies at `now` (the first one; duplicates are refused). */
function activeInputRule(rules: readonly PriceRule[], kind: (typeof INPUT_RULE_KINDS)[number], now: Date) {
  let inputs = inputRulesMemo.get(rules);
  if (!inputs) {
    inputs = rules.filter((r) => (INPUT_RULE_KINDS as readonly string[]).includes(r.kind));
    inputRulesMemo.set(rules, inputs);
  }
  if (inputs.length === 0) return undefined;
  const t = now.getTime();
  return inputs.find(
    (r) =>
      r.kind === kind &&
      r.activeFrom != null &&
      r.activeUntil != null &&
      Date.parse(r.activeFrom) <= t &&
      t < Date.parse(r.activeUntil),
  );
}

/** One step of a price's calculation, for the explanation a seller sees per customer. */
export interface PriceStep {
  code:
    | 'FIXED_PRICE'
    | 'FUTURE'
    | 'SURCHARGE'
    | 'FX'
    | 'DENSITY'
    | 'CURRENCY'
    | 'BASE_PRICE'
    | 'MAX_PRICE_FALL'
    | 'MIN_PRICE'
    | 'RULE'
    | 'FINAL_PRICE';
  /** The input (future USD/mt, EUR/USD, density kg/l, ...) or the amount per 100 L (base, rule, final). */
  value: string;
  unit: string;
  rule?: { id: string; name: string; kind: string };
}

export interface PricedOffer {
  /** The buyer's price: the base price plus every rule. */
  price: string;
  live: boolean;
  /** The offer's own price (fixed, or from the live formula, at least its minimum) before the rules. */
  basePrice: string;
  /** price - basePrice. */
  adjustment: string;
  /** The calculation step by step; only when asked for (`explain`), else empty. */
  steps: PriceStep[];
}

/** A market quote, e.g. from `app.market.currentWindow()`'s prices (see `quotesFromWindow`). */
export interface Quote {
  symbol: string;
  price: string;
  timestamp: Date;
}

/** Decimal places of every price this module returns. */
export const PRICE_DECIMALS = 4;

export const FX_EUR_USD = 'EUR/USD';
export const FX_EUR_CHF = 'EUR/CHF';
export const gasoilSymbol = (month: FutureMonth): string => `ICE/GAS/${month}`;

// A private Decimal class: the global configuration stays untouched for other users of decimal.js.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

const fresh = (q: Quote, now: Date): boolean => {
  const age = now.getTime() - q.timestamp.getTime();
  return age <= LIVE_PRICE_MAX_AGE_MS;
};

/** The newest quote of a symbol. */
function latest(quotes: readonly Quote[], symbol: string): Quote | undefined {
  let best: Quote | undefined;
  for (const q of quotes) {
    if (q.symbol === symbol && (!best || q.timestamp > best.timestamp)) best = q;
  }
  return best;
}

/** Fresh prices already read from a quote list at a time (one list and time per market tick). */
const freshMemo = new WeakMap<
  readonly Quote[],
  { at: number; prices: Map<string, InstanceType<typeof D> | null> }
>();

function freshPrice(quotes: readonly Quote[], symbol: string, now: Date): InstanceType<typeof D> | null {
  let memo = freshMemo.get(quotes);
  if (!memo || memo.at !== now.getTime()) {
    memo = { at: now.getTime(), prices: new Map() };
    freshMemo.set(quotes, memo);
  }
  const known = memo.prices.get(symbol);
  if (known !== undefined) return known;
  const q = latest(quotes, symbol);
  const price = q && fresh(q, now) ? new D(q.price) : null;
  memo.prices.set(symbol, price);
  return price;
}

const round = (d: InstanceType<typeof D>): string =>
  d.toDecimalPlaces(PRICE_DECIMALS, Decimal.ROUND_HALF_UP).toFixed(PRICE_DECIMALS);

/** True when some `/GAS` quote is at most 2 minutes old (rule T6). */
export function liveQuotesAvailable(quotes: readonly Quote[], now: Date): boolean {
  return quotes.some((q) => q.symbol.includes('/GAS') && fresh(q, now));
}

/**
 * The price of an offer for a buyer on a platform of `currency`, or null when it cannot be priced now:
 * a live offer whose inputs are missing or stale (rules T6, M5), a TRACKING offer (rule E6), an offer
 * without the fields its price type needs, a rule in USD without a fresh EUR/USD quote, or a price that is
 * not positive after the rules (V11). `live` says whether the price came from the market. `rules`: the
 * seller's rules that match the offer and the buyer; only ADDITIVE_RULE_KINDS count.
 */
export function quoteOffer(
  offer: PriceableOffer,
  quotes: readonly Quote[],
  currency: Currency,
  now: Date,
  rules: readonly PriceRule[] = [],
  { explain = false, opening = [] }: { explain?: boolean; opening?: readonly Quote[] } = {},
): PricedOffer | null {
  const steps: PriceStep[] = [];
  const step = (s: PriceStep) => {
    if (explain) steps.push(s);
  };
  const unit = 'EUR/100L15';
  // An FX rule in its period fixes the rate; an exchange rule the ICE month.
  const fxRule = activeInputRule(rules, 'FX', now);
  const iceRule = activeInputRule(rules, 'ICE_GASOIL', now);
  const eurUsd = fxRule?.exchangeRate ? new D(fxRule.exchangeRate) : freshPrice(quotes, FX_EUR_USD, now);
  const ruleRef = (r: PriceRule | undefined) => (r ? { rule: { id: r.id, name: r.name, kind: r.kind } } : {});
  let chfPerEur: InstanceType<typeof D> | null = null;
  if (currency === 'CHF') chfPerEur = freshPrice(quotes, FX_EUR_CHF, now);
  let base: InstanceType<typeof D>;
  let live = false;

  if (offer.priceType === 'FIXED') {
    if (offer.price === null) return null;
    base = new D(offer.price);
    step({ code: 'FIXED_PRICE', value: round(base), unit });
  } else {
    if (offer.priceType !== 'API' || offer.productType !== 'fuel' || offer.futureMonth === null) return null;
    const month = iceRule?.futureMonth ?? offer.futureMonth;
    const future = freshPrice(quotes, gasoilSymbol(month), now);
    if (future === null || eurUsd === null || eurUsd.isZero()) return null;
    if (currency === 'CHF' && chfPerEur === null) return null;
    const surcharge = new D(offer.surcharge ?? 0);
    base = liveBase(future, surcharge, offer.surchargeUnit, offer.density, eurUsd, chfPerEur);
    live = true;
    step({ code: 'FUTURE', value: future.toFixed(), unit: 'USD/METRIC_TONNE', ...ruleRef(iceRule) });
    if (offer.surchargeUnit)
      step({ code: 'SURCHARGE', value: surcharge.toFixed(), unit: offer.surchargeUnit });
    step({ code: 'FX', value: eurUsd.toFixed(), unit: 'USD/EUR', ...ruleRef(fxRule) });
    step({ code: 'DENSITY', value: new D(offer.density).toFixed(), unit: 'KG/L' });
    if (chfPerEur) step({ code: 'CURRENCY', value: chfPerEur.toFixed(), unit: 'CHF/EUR' });
    step({ code: 'BASE_PRICE', value: round(base), unit });
    // The price may fall at most maxPriceFall below its price at the window's opening quotes.
    if (offer.maxPriceFall != null && opening.length) {
      const openingEurUsd = fxRule?.exchangeRate
        ? new D(fxRule.exchangeRate)
        : latestPrice(opening, FX_EUR_USD);
      const openingFuture = latestPrice(opening, gasoilSymbol(month));
      const openingChf = currency === 'CHF' ? latestPrice(opening, FX_EUR_CHF) : null;
      if (openingFuture && openingEurUsd && !openingEurUsd.isZero() && (currency === 'EUR' || openingChf)) {
        const reference = liveBase(
          openingFuture,
          surcharge,
          offer.surchargeUnit,
          offer.density,
          openingEurUsd,
          openingChf,
        );
        const floor = reference.minus(offer.maxPriceFall);
        if (base.lt(floor)) {
          base = floor;
          step({ code: 'MAX_PRICE_FALL', value: round(base), unit });
        }
      }
    }
  }

  if (offer.minPrice != null && base.lt(offer.minPrice)) {
    base = new D(offer.minPrice);
    step({ code: 'MIN_PRICE', value: round(base), unit });
  }
  let price = base;
  if (rules.length) {
    const applied = ruleAmounts(rules, offer.density, eurUsd, chfPerEur, currency);
    if (applied === null) return null;
    price = price.plus(applied.sum);
    if (explain) {
      const additive = rules.filter((r) => (ADDITIVE_RULE_KINDS as readonly string[]).includes(r.kind));
      applied.amounts.forEach((amount, i) => {
        const rule = additive[i]!;
        step({
          code: 'RULE',
          value: round(amount),
          unit,
          rule: { id: rule.id, name: rule.name, kind: rule.kind },
        });
      });
    }
  }
  if (price.lte(0)) return null;
  const final = round(price);
  const basePrice = round(base);
  step({ code: 'FINAL_PRICE', value: final, unit });
  const adjustment = new D(final).minus(basePrice).toFixed(PRICE_DECIMALS);
  return { price: final, live, basePrice, adjustment, steps };
}

/** The newest quote of `symbol` among `quotes` whatever its age (the window's opening quotes), or null. */
function latestPrice(quotes: readonly Quote[], symbol: string): InstanceType<typeof D> | null {
  let best: Quote | undefined;
  for (const q of quotes) if (q.symbol === symbol && (!best || q.timestamp > best.timestamp)) best = q;
  return best ? new D(best.price) : null;
}

/** Remembered live prices: many offers share their month, surcharge and density within a tick. */
const liveMemo = new Map<string, InstanceType<typeof D>>();
const MEMO_SIZE = 10_000;

/** The live formula (see the module comment), remembered under all of its inputs. */
function liveBase(
  future: InstanceType<typeof D>,
  surcharge: InstanceType<typeof D>,
  surchargeUnit: PriceableOffer['surchargeUnit'],
  density: string,
  eurUsd: InstanceType<typeof D>,
  chfPerEur: InstanceType<typeof D> | null,
): InstanceType<typeof D> {
  const key = `${future.toString()}|${surcharge.toString()}|${surchargeUnit ?? '-'}|${density}|${eurUsd.toString()}|${chfPerEur?.toString() ?? '-'}`;
  const known = liveMemo.get(key);
  if (known) return known;
  const usdPerTonne = surchargeUnit === 'USD/METRIC_TONNE' ? future.plus(surcharge) : future;
  let eurPer100L = usdPerTonne.div(eurUsd).times(new D(density)).div(10);
  if (surchargeUnit === 'EUR/LITRE') eurPer100L = eurPer100L.plus(surcharge.times(100));
  const base = chfPerEur ? eurPer100L.times(chfPerEur) : eurPer100L;
  if (liveMemo.size >= MEMO_SIZE) liveMemo.clear();
  liveMemo.set(key, base);
  return base;
}

interface AppliedRules {
  /** The amount of each additive rule, in the order of the rules. */
  amounts: InstanceType<typeof D>[];
  sum: InstanceType<typeof D>;
}

/**
 * The amounts of the additive rules among `rules` and their sum, or null when a USD rule meets no fresh
 * quote. Many offers share their rules, density and the tick's quotes: the result is remembered under
 * exactly those inputs (the quotes are part of the key, so a new tick never meets an old result).
 */
const appliedMemo = new Map<string, AppliedRules | null>();
/** The part of that key a rule list makes (many offers share their list). */
const rulesKeyMemo = new WeakMap<readonly PriceRule[], string>();

function ruleAmounts(
  rules: readonly PriceRule[],
  density: string,
  eurUsd: InstanceType<typeof D> | null,
  chfPerEur: InstanceType<typeof D> | null,
  currency: Currency,
): AppliedRules | null {
  let rulesKey = rulesKeyMemo.get(rules);
  if (rulesKey === undefined) {
    // What a rule adds depends on its kind, unit and value (its name only labels the explanation).
    rulesKey = rules.map((r) => `${r.kind}:${r.priceUnit}:${r.value}`).join('|');
    rulesKeyMemo.set(rules, rulesKey);
  }
  const key = `${currency}|${eurUsd?.toString() ?? '-'}|${chfPerEur?.toString() ?? '-'}|${density}|${rulesKey}`;
  const known = appliedMemo.get(key);
  if (known !== undefined) return known;
  let result: AppliedRules | null = { amounts: [], sum: new D(0) };
  for (const rule of rules) {
    if (!(ADDITIVE_RULE_KINDS as readonly string[]).includes(rule.kind)) continue;
    const amount = ruleAmount(rule, density, eurUsd, chfPerEur, currency);
    if (amount === null) {
      result = null;
      break;
    }
    result.amounts.push(amount);
    result.sum = result.sum.plus(amount);
  }
  if (appliedMemo.size >= MEMO_SIZE) appliedMemo.clear();
  appliedMemo.set(key, result);
  return result;
}

/**
 * A rule's value per 100 L at 15 °C in the platform currency: per 100 L as it is, per litre x 100, per
 * cubic metre / 10, per tonne x density / 10; USD per tonne first / EUR/USD (and x EUR/CHF on the Swiss
 * platform). Null when a USD rule meets no fresh quote.
 */
export function ruleAmount(
  rule: Pick<PriceRule, 'priceUnit' | 'value'>,
  density: string,
  eurUsd: InstanceType<typeof D> | null,
  chfPerEur: InstanceType<typeof D> | null,
  currency: Currency,
): InstanceType<typeof D> | null {
  const value = new D(rule.value);
  switch (rule.priceUnit) {
    case 'EUR/100L15':
      return value;
    case 'EUR/LITRE':
      return value.times(100);
    case 'EUR/CUBIC_METRE':
      return value.div(10);
    case 'EUR/METRIC_TONNE':
      return value.times(new D(density)).div(10);
    case 'USD/METRIC_TONNE': {
      if (eurUsd === null || eurUsd.isZero() || (currency === 'CHF' && chfPerEur === null)) return null;
      const eur = value.div(eurUsd).times(new D(density)).div(10);
      return chfPerEur ? eur.times(chfPerEur) : eur;
    }
  }
}

/** The quotes of a market window DTO (`app.market.currentWindow()`) in the form `quoteOffer` takes. */
export function quotesFromWindow(window: {
  prices: readonly { symbol: string; price: string; timestamp: string }[];
}): Quote[] {
  return window.prices.map((p) => ({ symbol: p.symbol, price: p.price, timestamp: new Date(p.timestamp) }));
}

export const FUTURE_MONTHS: readonly FutureMonth[] = ['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06'];

/**
 * The fresh market inputs of the live-price formula, for pricing inside a query (sorting and paging by
 * price): the future price per month in the order M00..M06, the EUR/USD rate and the multiplier into the
 * platform currency (1 for EUR, EUR/CHF for CHF). A value is null when its quote is missing or stale;
 * `quoteOffer` withholds exactly the offers that would need a null input.
 */
export interface LiveInputs {
  futures: (string | null)[];
  eurUsd: string | null;
  toCurrency: string | null;
}

/**
 * The inputs of the live-price formula at the window's opening quotes (the reference of the maximum price
 * fall), in the form of `liveInputs`, whatever the quotes' age.
 */
export function openingInputs(opening: readonly Quote[], currency: Currency): LiveInputs {
  const text = (d: InstanceType<typeof D> | null) => (d === null ? null : d.toFixed());
  const eurUsd = latestPrice(opening, FX_EUR_USD);
  return {
    futures: FUTURE_MONTHS.map((m) => text(latestPrice(opening, gasoilSymbol(m)))),
    eurUsd: eurUsd === null || eurUsd.isZero() ? null : eurUsd.toFixed(),
    toCurrency: currency === 'CHF' ? text(latestPrice(opening, FX_EUR_CHF)) : '1',
  };
}

export function liveInputs(quotes: readonly Quote[], currency: Currency, now: Date): LiveInputs {
  const text = (d: InstanceType<typeof D> | null) => (d === null ? null : d.toFixed());
  const eurUsd = freshPrice(quotes, FX_EUR_USD, now);
  return {
    futures: FUTURE_MONTHS.map((m) => text(freshPrice(quotes, gasoilSymbol(m), now))),
    eurUsd: eurUsd === null || eurUsd.isZero() ? null : eurUsd.toFixed(),
    toCurrency: currency === 'CHF' ? text(freshPrice(quotes, FX_EUR_CHF, now)) : '1',
  };
}
