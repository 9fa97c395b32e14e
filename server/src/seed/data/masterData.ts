/** Products, regions with their terminals, lifting periods and payment terms. */
import type { BrandId } from '@fuelmarket/brands';

/** [id, name, type, category, density]; sort order derives from the category (K11). */
export const products: [string, string, 'fuel' | 'additive', string, string][] = [
  ['heizoel-el', 'Heizöl EL schwefelarm', 'fuel', 'Heizöl', '0.8450'],
  ['heizoel-premium', 'Heizöl EL Premium', 'fuel', 'Heizöl', '0.8450'],
  ['heizoel-bio10', 'Heizöl EL Bio 10', 'fuel', 'Heizöl', '0.8500'],
  ['diesel-b7', 'Diesel B7', 'fuel', 'Diesel', '0.8360'],
  ['diesel-winter', 'Diesel B7 Winter (-20 °C)', 'fuel', 'Diesel', '0.8300'],
  ['diesel-hvo', 'HVO 100', 'fuel', 'Diesel', '0.7800'],
  ['super-e5', 'Super E5', 'fuel', 'Benzin', '0.7450'],
  ['super-e10', 'Super E10', 'fuel', 'Benzin', '0.7450'],
  ['superplus', 'Super Plus 98', 'fuel', 'Benzin', '0.7500'],
  ['add-fliessverbesserer', 'Fließverbesserer FV 300', 'additive', 'Additiv', '0.8900'],
  ['add-adblue', 'AdBlue', 'additive', 'Additiv', '1.0900'],
  ['add-heizoel-stabil', 'Heizöl-Stabilisator HS 50', 'additive', 'Additiv', '0.9100'],
];

/** [regionId, platform, name, terminals: [id, name, city, country][]] */
export const regions: [string, BrandId, string, [string, string, string, string][]][] = [
  [
    'reg-nord',
    'default',
    'Nord',
    [
      ['tm-hamburg', 'Hamburg Blumensand', 'Hamburg', 'DE'],
      ['tm-bremen', 'Bremen Industriehafen', 'Bremen', 'DE'],
    ],
  ],
  [
    'reg-west',
    'default',
    'West',
    [
      ['tm-duisburg', 'Duisburg Ruhrort', 'Duisburg', 'DE'],
      ['tm-koeln', 'Köln Godorf', 'Köln', 'DE'],
    ],
  ],
  [
    'reg-sued',
    'default',
    'Süd',
    [
      ['tm-karlsruhe', 'Karlsruhe Rheinhafen', 'Karlsruhe', 'DE'],
      ['tm-ingolstadt', 'Ingolstadt Nord', 'Ingolstadt', 'DE'],
    ],
  ],
  ['reg-ost', 'default', 'Ost', [['tm-leuna', 'Leuna Raffinerie', 'Leuna', 'DE']]],
  [
    'reg-ch-nord',
    'ch',
    'Nordwestschweiz',
    [
      ['tm-basel', 'Basel Birsfelden', 'Birsfelden', 'CH'],
      ['tm-zuerich', 'Zürich Rümlang', 'Rümlang', 'CH'],
    ],
  ],
  ['reg-ch-west', 'ch', 'Westschweiz', [['tm-genf', 'Genève Vernier', 'Vernier', 'CH']]],
  [
    'reg-at-ost',
    'at',
    'Ostösterreich',
    [
      ['tm-wien', 'Wien Lobau', 'Wien', 'AT'],
      ['tm-schwechat', 'Schwechat', 'Schwechat', 'AT'],
    ],
  ],
  [
    'reg-at-west',
    'at',
    'Westösterreich',
    [
      ['tm-linz', 'Linz Hafen', 'Linz', 'AT'],
      ['tm-innsbruck', 'Innsbruck Rossau', 'Innsbruck', 'AT'],
    ],
  ],
];

export const liftingPeriods: [string, string, number][] = [
  ['today', 'Heute', 0],
  ['week', '7 Tage', 7],
  ['month', '30 Tage', 30],
];

export const paymentTerms = [7, 14, 21, 30, 45];
