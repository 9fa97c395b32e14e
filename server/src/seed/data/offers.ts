/** Offers: fuel offers per seller terminal (fixed and live prices) and additive offers. */

/** The terminals each seller offers at. */
export const sellerTerminals: Record<string, string[]> = {
  'acc-suedoel': ['tm-karlsruhe', 'tm-hamburg', 'tm-ingolstadt'],
  'acc-rheintank': ['tm-duisburg', 'tm-koeln', 'tm-bremen'],
  'acc-alpenbrennstoff': ['tm-basel', 'tm-zuerich'],
  'acc-donauoel': ['tm-wien', 'tm-linz'],
};

/** The fuels offered at every seller terminal. */
export const offeredFuels = [
  'heizoel-el',
  'heizoel-premium',
  'diesel-b7',
  'diesel-winter',
  'super-e10',
] as const;

/** Base price (EUR/100L15, CHF on the Swiss platform) of the fixed-price offers per fuel. */
export const fixedBasePrice: Record<(typeof offeredFuels)[number], number> = {
  'heizoel-el': 92,
  'heizoel-premium': 95,
  'diesel-b7': 118,
  'diesel-winter': 121,
  'super-e10': 141,
};

/**
 * Each seller's first Heizöl offer is nearly sold out (available litres), so "not enough volume" can be
 * tried by hand: reserve it in one browser, order most of it in another, then confirm in the first.
 */
export const nearlySoldOutLitres = 4000;

/** Purchase units of additives: [label, size in litres]. */
export const barrel = ['Fass 200 l', 200] as const;
export const ibc = ['IBC 1000 l', 1000] as const;

/**
 * [seller, additive product, price per litre, purchase unit, maximum units per order]: additive offers have
 * no terminal; they are ordered in whole purchase units.
 */
export const additiveOffers = [
  ['acc-suedoel', 'add-fliessverbesserer', '3.4500', barrel, 25],
  ['acc-suedoel', 'add-adblue', '0.6900', ibc, 10],
  ['acc-rheintank', 'add-heizoel-stabil', '4.1000', barrel, 25],
  ['acc-alpenbrennstoff', 'add-adblue', '0.7400', ibc, 10],
  ['acc-donauoel', 'add-fliessverbesserer', '3.6200', barrel, 25],
] as const;
