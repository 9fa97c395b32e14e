/**
 * The pricing engine's per-seller inputs of an offer `o` (product `p`) in SQL, for every query that prices
 * offers (market, basket, customer prices); the settings themselves are in settings.ts.
 */

/**
 * The conversion factor of an offer `o` of product `p` in SQL: the seller's own or the product's density.
 */
export const OFFER_CONVERSION_SQL = `COALESCE((SELECT spd.conversion_factor FROM seller_product_densities spd
    WHERE spd.seller_account_id = o.seller_account_id AND spd.product_id = o.product_id), p.density)`;

/** The minimum price of an offer `o` in SQL: the higher of its own and its product's at its terminal. */
export const OFFER_MIN_PRICE_SQL = `GREATEST(o.min_price, (SELECT smp.min_price FROM seller_min_prices smp
    WHERE smp.seller_account_id = o.seller_account_id AND smp.product_id = o.product_id
      AND smp.terminal_id = o.terminal_id))`;
