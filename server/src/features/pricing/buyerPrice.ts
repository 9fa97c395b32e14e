/**
 * The price of an offer for one buyer now: the one definition that the market listing (features/offers),
 * the basket's reservation (features/basket), the price triggers (features/contracts) and the price alerts
 * (features/price-alerts) share, so that what a buyer sees, reserves, is alerted at and triggers at cannot
 * drift apart.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketWindowDto } from '../market-window/dto.js';
import { adjustedPrice, isPositivePrice, type SubAccountTerms } from '../sub-accounts/rules.js';
import {
  priceableOf,
  quoteOffer,
  quotesFromWindow,
  type Currency,
  type OfferPriceColumns,
  type Quote,
} from './index.js';
import { priceRulesOf } from './rules.js';

/** What offers of one platform are priced with in the open market window; read once, used per offer. */
export interface MarketPricing {
  quotes: readonly Quote[];
  /** The window's opening quotes: the reference of a live offer's maximum price fall. */
  opening: readonly Quote[];
  currency: Currency;
  now: Date;
}

/** The pricing inputs of the open `window` for a platform of `currency` at `now`. */
export function marketPricing(
  app: FastifyInstance,
  window: MarketWindowDto,
  currency: Currency,
  now: Date,
): MarketPricing {
  return { quotes: quotesFromWindow(window), opening: app.market.openingQuotes(), currency, now };
}

/** An offer row read for one buyer: its price columns and the seller's rules matching offer and buyer. */
export type BuyerOfferRow = OfferPriceColumns & {
  product_type: 'fuel' | 'additive';
  /** JSON, `priceRulesOf`. */
  price_rules: unknown;
};

export interface BuyerPrice {
  /** The seller's price for this buyer (their rules included): what a basket reserves, a trigger compares. */
  quoted: string;
  /** What the buyer pays: `quoted` plus an Aviat's adjustment; what the market lists and an alert watches. */
  price: string;
}

/**
 * The offer's price for the buyer it was read for (`quoteOffer` with the seller's rules for that buyer and
 * the window's opening quotes; for an Aviat, `terms`, plus its adjustment), or null when it cannot be
 * offered: a live offer without fresh quotes (rules T6, M5) or a price that is not positive after the
 * rules or the adjustment (rule V11). Pure, no query: a market page prices all its offers with it.
 */
export function offerPriceForBuyer(
  offer: BuyerOfferRow,
  market: MarketPricing,
  terms: SubAccountTerms | null,
): BuyerPrice | null {
  const quoted = quoteOffer(
    priceableOf(offer),
    market.quotes,
    market.currency,
    market.now,
    priceRulesOf(offer.price_rules),
    { opening: market.opening },
  );
  if (!quoted) return null;
  const price = adjustedPrice(quoted.price, terms, offer.product_type);
  return isPositivePrice(price) ? { quoted: quoted.price, price } : null;
}
