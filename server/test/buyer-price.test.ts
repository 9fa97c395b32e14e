/**
 * The price of an offer for one buyer (features/pricing/buyerPrice.ts), which the market listing, the
 * basket, the price triggers and the price alerts share: the seller's price with the buyer's rules, and an
 * Aviat's price with its adjustment; none without fresh quotes or without a positive price.
 */
import { describe, expect, it } from 'vitest';
import {
  offerPriceForBuyer,
  type BuyerOfferRow,
  type MarketPricing,
} from '../src/features/pricing/buyerPrice.js';
import type { Quote } from '../src/features/pricing/index.js';
import { DEFAULT_SUB_ACCOUNT_TERMS, type SubAccountTerms } from '../src/features/sub-accounts/rules.js';

const now = new Date('2026-11-23T10:00:00.000Z');

const quotes = (at: Date = now): Quote[] => [
  { symbol: 'ICE/GAS/M00', price: '742.2500', timestamp: at },
  { symbol: 'EUR/USD', price: '1.0832', timestamp: at },
];

const market = (over: Partial<MarketPricing> = {}): MarketPricing => ({
  quotes: quotes(),
  opening: [],
  currency: 'EUR',
  now,
  ...over,
});

const fixed = (price: string, over: Partial<BuyerOfferRow> = {}): BuyerOfferRow => ({
  price_type: 'FIXED',
  price,
  future_month: null,
  surcharge: null,
  surcharge_unit: null,
  density: '0.8450',
  product_type: 'fuel',
  min_price: null,
  max_price_fall: null,
  price_rules: [],
  ...over,
});

/** A live offer of ICE gasoil M00: 742.25 / 1.0832 × 0.845 / 10 = 57.9026 EUR/100 L. */
const live = fixed('0', { price_type: 'API', price: null, future_month: 'M00' });

const aviat = (priceAdjustment: string): SubAccountTerms => ({
  ...DEFAULT_SUB_ACCOUNT_TERMS,
  priceAdjustment,
});

describe('offerPriceForBuyer', () => {
  it('prices a buyer without settings at the seller’s price, with the rules read for the buyer', () => {
    const rules = JSON.stringify([
      { id: 'pr-1', name: 'Fracht', kind: 'FREIGHT', priceUnit: 'EUR/100L15', value: '0.8500' },
    ]);
    expect(offerPriceForBuyer(fixed('92.45', { price_rules: rules }), market(), null)).toEqual({
      quoted: '93.3000',
      price: '93.3000',
    });
    expect(offerPriceForBuyer(live, market(), null)).toEqual({ quoted: '57.9026', price: '57.9026' });
  });

  it('[T6] has no price for a live offer whose quote is older than two minutes; a fixed one keeps its price', () => {
    const stale = market({ quotes: quotes(new Date(now.getTime() - 2 * 60_000 - 1)) });
    expect(offerPriceForBuyer(live, stale, null)).toBeNull();
    expect(offerPriceForBuyer(fixed('92.45'), stale, null)?.price).toBe('92.4500');
  });

  it('[V11] gives an Aviat the seller’s price plus its adjustment, and no price when that is not positive', () => {
    // −1.5 ct/l is −1.50 per 100 L of fuel and −0.015 per litre of an additive.
    expect(offerPriceForBuyer(fixed('92.45'), market(), aviat('-0.0150'))).toEqual({
      quoted: '92.4500',
      price: '90.9500',
    });
    expect(
      offerPriceForBuyer(fixed('0.69', { product_type: 'additive' }), market(), aviat('-0.0150')),
    ).toEqual({ quoted: '0.6900', price: '0.6750' });
    expect(offerPriceForBuyer(fixed('1.5000'), market(), aviat('-0.0150'))).toBeNull();
    expect(offerPriceForBuyer(fixed('1.5001'), market(), aviat('-0.0150'))?.price).toBe('0.0001');
  });
});
