/** Who orders from whom: the generated order history draws from these. */

/** [buyer, buyer user, seller, terminals, delivery address, VAT rate] */
export const orderPairs: [
  buyer: string,
  buyerUser: string,
  seller: string,
  terminals: string[],
  da: string,
  vat: number,
][] = [
  ['acc-nordheiz', 'u-buyer-1', 'acc-suedoel', ['tm-karlsruhe', 'tm-hamburg'], 'da-1', 0.19],
  ['acc-nordheiz', 'u-buyer-2', 'acc-rheintank', ['tm-duisburg', 'tm-bremen'], 'da-2', 0.19],
  ['acc-aviat-nord', 'u-child-1', 'acc-suedoel', ['tm-hamburg'], 'da-3', 0.19],
  ['acc-aviat-sued', 'u-child-2', 'acc-rheintank', ['tm-koeln'], 'da-4', 0.19],
  ['acc-heizoel-zuerich', 'u-ch-buyer-1', 'acc-alpenbrennstoff', ['tm-basel'], 'da-5', 0.081],
  ['acc-waerme-wien', 'u-at-buyer-1', 'acc-donauoel', ['tm-wien', 'tm-linz'], 'da-6', 0.2],
];
/** Orders older than ten days are settled: delivered and invoiced, or declined. */
export const settledStatuses = ['COMPLETE', 'COMPLETE', 'COMPLETE', 'COMPLETE', 'CANCELLED'];
/** The last ten days' orders are in every state. */
export const orderStatuses = [
  'COMPLETE',
  'COMPLETE',
  'COMPLETE',
  'TRANSFERRED',
  'CONFIRMED',
  'MANUAL',
  'INCOMPLETE',
  'CANCELLED',
];
export const orderedFuels = ['heizoel-el', 'heizoel-premium', 'diesel-b7', 'diesel-winter', 'super-e10'];
