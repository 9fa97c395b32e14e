/** Offers: fuel offers per seller terminal (fixed and live prices) and additive offers. */

/** The terminals each seller offers at. */
export const sellerTerminals: Record<string, string[]> = {
  'acc-suedoel': ['tm-karlsruhe', 'tm-hamburg', 'tm-ingolstadt'],
  'acc-rheintank': ['tm-duisburg', 'tm-koeln', 'tm-bremen'],
  'acc-alpenbrennstoff': ['tm-basel', 'tm-zuerich'],
  'acc-donauoel': ['tm-wien', 'tm-linz'],
};

/** The fuels offered at every seller terminal. */
export const offeredFuels = ['heizoel-el', 'diesel-b7', 'super-e10'] as const;

/** [seller, additive product, price]: additive offers have no terminal. */
export const additiveOffers = [
  ['acc-suedoel', 'add-fliessverbesserer', '3.4500'],
  ['acc-suedoel', 'add-adblue', '0.6900'],
  ['acc-rheintank', 'add-heizoel-stabil', '4.1000'],
  ['acc-alpenbrennstoff', 'add-adblue', '0.7400'],
] as const;
