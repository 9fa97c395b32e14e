/** The demo platform's master data (README lists the logins). All passwords: Demo!2026. */
import { brandIds, brandsRequiringTerms, currencyByBrand, type BrandId } from '@fuelmarket/brands';

export const DEMO_PASSWORD = 'Demo!2026';

/** Per brand: the platform's name and VAT; currency and the terms rule come from the brand itself. */
const platformData: Record<BrandId, { name: string; vat: string }> = {
  default: { name: 'fuelmarket', vat: '19.00' },
  ch: { name: 'fuelmarket Schweiz', vat: '8.10' },
  at: { name: 'fuelmarket Österreich', vat: '20.00' },
};

/** One platform per brand of `@fuelmarket/brands`. */
export const platforms = brandIds.map((id) => ({
  id,
  ...platformData[id],
  currency: currencyByBrand[id],
  terms: brandsRequiringTerms.includes(id),
}));

export interface SeedAccount {
  id: string;
  platform: BrandId;
  type: 'buyer' | 'seller' | 'admin';
  name: string;
  features: string[];
  parent?: string;
  shareholderParent?: boolean;
  address: [street: string, zip: string, city: string, country: string];
  iwo?: boolean;
}

export const accounts: SeedAccount[] = [
  {
    id: 'acc-nordheiz',
    platform: 'default',
    type: 'buyer',
    name: 'Nordheiz Handel GmbH',
    features: ['productAdditives', 'newsBox'],
    address: ['Am Sandtorkai 12', '20457', 'Hamburg', 'DE'],
    iwo: true,
  },
  {
    id: 'acc-suedoel',
    platform: 'default',
    type: 'seller',
    name: 'Südöl Vertrieb GmbH',
    features: ['productAdditives', 'newsBox', 'triggers'],
    address: ['Rheinhafenstraße 20', '76189', 'Karlsruhe', 'DE'],
  },
  {
    id: 'acc-rheintank',
    platform: 'default',
    type: 'seller',
    name: 'Rheintank Mineralöl KG',
    features: ['productAdditives'],
    address: ['Ruhrorter Straße 5', '47119', 'Duisburg', 'DE'],
  },
  {
    id: 'acc-altbrand',
    platform: 'default',
    type: 'seller',
    name: 'Altbrand Energie GmbH',
    features: [],
    address: ['Hafenstraße 3', '28217', 'Bremen', 'DE'],
  },
  {
    id: 'acc-hansetank',
    platform: 'default',
    type: 'seller',
    name: 'Hansetank Handels GmbH',
    features: [],
    address: ['Blumensand 40', '21107', 'Hamburg', 'DE'],
  },
  {
    id: 'acc-moselenergie',
    platform: 'default',
    type: 'seller',
    name: 'Moselenergie AG',
    features: [],
    address: ['Moselufer 8', '54290', 'Trier', 'DE'],
  },
  {
    id: 'acc-aviaten',
    platform: 'default',
    type: 'buyer',
    name: 'Aviaten Gruppe Holding GmbH',
    features: ['productAdditives', 'sharedCreditLimits'],
    shareholderParent: true,
    address: ['Lilienthalstraße 1', '30669', 'Hannover', 'DE'],
  },
  {
    id: 'acc-aviat-nord',
    platform: 'default',
    type: 'buyer',
    name: 'Aviat Nord GmbH',
    features: ['productAdditives'],
    parent: 'acc-aviaten',
    address: ['Flughafenstraße 9', '22335', 'Hamburg', 'DE'],
  },
  {
    id: 'acc-aviat-sued',
    platform: 'default',
    type: 'buyer',
    name: 'Aviat Süd GmbH',
    features: [],
    parent: 'acc-aviaten',
    address: ['Nordallee 25', '85356', 'München', 'DE'],
  },
  {
    id: 'acc-fuelmarket',
    platform: 'default',
    type: 'admin',
    name: 'fuelmarket GmbH',
    features: [],
    address: ['Speicherstadt 1', '20457', 'Hamburg', 'DE'],
  },
  {
    id: 'acc-heizoel-zuerich',
    platform: 'ch',
    type: 'buyer',
    name: 'Heizöl Zürich AG',
    features: ['productAdditives'],
    address: ['Hardturmstrasse 101', '8005', 'Zürich', 'CH'],
  },
  {
    id: 'acc-alpenbrennstoff',
    platform: 'ch',
    type: 'seller',
    name: 'Alpenbrennstoff AG',
    features: ['productAdditives', 'newsBox'],
    address: ['Rheinhafen 4', '4057', 'Basel', 'CH'],
  },
  {
    id: 'acc-waerme-wien',
    platform: 'at',
    type: 'buyer',
    name: 'Wärme Wien GmbH',
    features: [],
    address: ['Handelskai 94', '1200', 'Wien', 'AT'],
  },
  {
    id: 'acc-donauoel',
    platform: 'at',
    type: 'seller',
    name: 'Donauöl GmbH',
    features: ['newsBox'],
    address: ['Hafenstraße 19', '4020', 'Linz', 'AT'],
  },
];

export interface SeedUser {
  id: string;
  account: string;
  email: string;
  first: string;
  last: string;
  salutation: 'Mr' | 'Ms';
  roles: string[];
  admin?: boolean;
  operator?: boolean;
  status?: number;
  termsAccepted?: boolean;
}

export const users: SeedUser[] = [
  {
    id: 'u-buyer-1',
    account: 'acc-nordheiz',
    email: 'kaeufer@nordheiz.de',
    first: 'Jana',
    last: 'Becker',
    salutation: 'Ms',
    roles: ['MyRelationships_View', 'MyOffers_Purchase'],
    admin: true,
    termsAccepted: true,
  },
  {
    id: 'u-buyer-2',
    account: 'acc-nordheiz',
    email: 'f.wagner@nordheiz.de',
    first: 'Felix',
    last: 'Wagner',
    salutation: 'Mr',
    roles: ['MyRelationships_View', 'MyOffers_Purchase'],
    termsAccepted: true,
  },
  {
    id: 'u-buyer-3',
    account: 'acc-nordheiz',
    email: 'l.schmitt@nordheiz.de',
    first: 'Laura',
    last: 'Schmitt',
    salutation: 'Ms',
    roles: ['MyRelationships_View'],
    status: 200,
  },
  {
    id: 'u-seller-1',
    account: 'acc-suedoel',
    email: 'verkauf@suedoel.de',
    first: 'Markus',
    last: 'Weber',
    salutation: 'Mr',
    roles: ['MyRelationships_View'],
    admin: true,
    termsAccepted: true,
  },
  {
    id: 'u-seller-2',
    account: 'acc-rheintank',
    email: 'verkauf@rheintank.de',
    first: 'Petra',
    last: 'Schulz',
    salutation: 'Ms',
    roles: ['MyRelationships_View'],
    admin: true,
    termsAccepted: true,
  },
  {
    id: 'u-seller-3',
    account: 'acc-altbrand',
    email: 'verkauf@altbrand.de',
    first: 'Jörg',
    last: 'Lange',
    salutation: 'Mr',
    roles: ['MyRelationships_View'],
    admin: true,
  },
  {
    id: 'u-seller-4',
    account: 'acc-hansetank',
    email: 'verkauf@hansetank.de',
    first: 'Birte',
    last: 'Hansen',
    salutation: 'Ms',
    roles: ['MyRelationships_View'],
    admin: true,
  },
  {
    id: 'u-seller-5',
    account: 'acc-moselenergie',
    email: 'verkauf@moselenergie.de',
    first: 'Paul',
    last: 'Kremer',
    salutation: 'Mr',
    roles: ['MyRelationships_View'],
    admin: true,
  },
  {
    id: 'u-parent-1',
    account: 'acc-aviaten',
    email: 'zentrale@aviaten-gruppe.de',
    first: 'Thomas',
    last: 'Krüger',
    salutation: 'Mr',
    roles: ['ChildAccounts_View', 'ChildAccounts_Offers_View'],
    admin: true,
    termsAccepted: true,
  },
  {
    id: 'u-child-1',
    account: 'acc-aviat-nord',
    email: 'disposition@aviat-nord.de',
    first: 'Sabine',
    last: 'Hoffmann',
    salutation: 'Ms',
    roles: ['MyRelationships_View', 'MyOffers_Purchase'],
    admin: true,
    termsAccepted: true,
  },
  {
    id: 'u-child-2',
    account: 'acc-aviat-sued',
    email: 'disposition@aviat-sued.de',
    first: 'Michael',
    last: 'Bauer',
    salutation: 'Mr',
    roles: ['MyOffers_Purchase'],
    admin: true,
  },
  {
    id: 'u-admin-1',
    account: 'acc-fuelmarket',
    email: 'admin@fuelmarket.de',
    first: 'Clara',
    last: 'Neumann',
    salutation: 'Ms',
    roles: [],
    admin: true,
    termsAccepted: true,
  },
  {
    id: 'u-operator-1',
    account: 'acc-fuelmarket',
    email: 'betrieb@fuelmarket.de',
    first: 'Lukas',
    last: 'Fischer',
    salutation: 'Mr',
    roles: [],
    operator: true,
    termsAccepted: true,
  },
  {
    id: 'u-ch-buyer-1',
    account: 'acc-heizoel-zuerich',
    email: 'einkauf@heizoel-zuerich.ch',
    first: 'Reto',
    last: 'Meier',
    salutation: 'Mr',
    roles: ['MyRelationships_View', 'MyOffers_Purchase'],
    admin: true,
  },
  {
    id: 'u-ch-seller-1',
    account: 'acc-alpenbrennstoff',
    email: 'verkauf@alpenbrennstoff.ch',
    first: 'Nina',
    last: 'Keller',
    salutation: 'Ms',
    roles: ['MyRelationships_View'],
    admin: true,
    termsAccepted: true,
  },
  {
    id: 'u-at-buyer-1',
    account: 'acc-waerme-wien',
    email: 'einkauf@waerme-wien.at',
    first: 'Anna',
    last: 'Gruber',
    salutation: 'Ms',
    roles: ['MyRelationships_View', 'MyOffers_Purchase'],
    admin: true,
  },
  {
    id: 'u-at-seller-1',
    account: 'acc-donauoel',
    email: 'verkauf@donauoel.at',
    first: 'Stefan',
    last: 'Huber',
    salutation: 'Mr',
    roles: ['MyRelationships_View'],
    admin: true,
    termsAccepted: true,
  },
];

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

export function categorySortOrder(category: string): number {
  return category === 'Heizöl' ? 10 : category === 'Diesel' ? 20 : category === 'Benzin' ? 30 : 100;
}

/** [regionId, platform, name, terminals: [id, name, city, country][]] */
export const regions: [string, string, string, [string, string, string, string][]][] = [
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
