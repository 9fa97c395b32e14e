/** Relationships in every state (RS1, E3) and their payment terms per product. */

export type Rel = [
  id: string,
  buyer: string,
  seller: string,
  state: string,
  sellerSt: string,
  buyerSt: string,
  additives: boolean,
  mode: string,
  limit: string | null,
];

/** The sellers' creditor numbers of their buyers, kept only on the Austrian platform (CREDITORS). */
export const creditorNumbers: Readonly<Record<string, string>> = { 'rel-11': 'K-10452' };

export const relationships: Rel[] = [
  ['rel-1', 'acc-nordheiz', 'acc-suedoel', 'RELEASED', 'ENABLED', 'ENABLED', true, 'MANUAL', '250000.00'],
  [
    'rel-2',
    'acc-nordheiz',
    'acc-rheintank',
    'RELEASED',
    'ENABLED',
    'ENABLED',
    false,
    'STANDARD_API',
    '100000.00',
  ],
  ['rel-3', 'acc-nordheiz', 'acc-altbrand', 'DECLINED', 'DISABLED', 'ENABLED', false, 'NONE', null],
  ['rel-4', 'acc-nordheiz', 'acc-hansetank', 'IN_REVIEW', 'NEW', 'ENABLED', false, 'NONE', null],
  ['rel-5', 'acc-nordheiz', 'acc-moselenergie', 'REQUESTED', 'NEW', 'ENABLED', false, 'NONE', null],
  [
    'rel-6',
    'acc-aviat-nord',
    'acc-suedoel',
    'RELEASED',
    'ENABLED',
    'ENABLED',
    true,
    'CSV_LINKED',
    '500000.00',
  ],
  ['rel-7', 'acc-aviat-nord', 'acc-altbrand', 'CANCELLED', 'DISABLED', 'DISABLED', false, 'NONE', null],
  [
    'rel-8',
    'acc-aviat-sued',
    'acc-rheintank',
    'RELEASED',
    'ENABLED',
    'ENABLED',
    false,
    'MANUAL',
    '150000.00',
  ],
  ['rel-9', 'acc-aviaten', 'acc-suedoel', 'RELEASED', 'ENABLED', 'ENABLED', false, 'MANUAL', '1000000.00'],
  [
    'rel-10',
    'acc-heizoel-zuerich',
    'acc-alpenbrennstoff',
    'RELEASED',
    'ENABLED',
    'ENABLED',
    true,
    'MANUAL',
    '80000.00',
  ],
  ['rel-11', 'acc-waerme-wien', 'acc-donauoel', 'RELEASED', 'ENABLED', 'ENABLED', true, 'NONE', null],
  ['rel-12', 'acc-heizwerk-graz', 'acc-donauoel', 'REQUESTED', 'NEW', 'ENABLED', false, 'NONE', null],
];

/** [relationship, product, days] */
export const relationshipPaymentTerms: [string, string, number][] = [
  ['rel-1', 'heizoel-el', 14],
  ['rel-1', 'diesel-b7', 30],
  ['rel-2', 'heizoel-el', 7],
  ['rel-6', 'diesel-b7', 21],
  ['rel-8', 'diesel-b7', 45],
  ['rel-10', 'heizoel-el', 30],
];
