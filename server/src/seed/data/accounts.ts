/** The demo companies and their users (server/README.md lists the logins). */
import type { BrandId } from '@fuelmarket/brands';

/** Every demo user's password. */
export const DEMO_PASSWORD = 'Demo!2026';

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
    features: ['productAdditives'],
    address: ['Handelskai 94', '1200', 'Wien', 'AT'],
  },
  {
    id: 'acc-donauoel',
    platform: 'at',
    type: 'seller',
    name: 'Donauöl GmbH',
    features: ['productAdditives', 'newsBox'],
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
    id: 'u-ch-buyer-2',
    account: 'acc-heizoel-zuerich',
    email: 'disposition@heizoel-zuerich.ch',
    first: 'Urs',
    last: 'Brunner',
    salutation: 'Mr',
    roles: ['MyOffers_Purchase'],
    termsAccepted: true,
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
    id: 'u-at-buyer-2',
    account: 'acc-waerme-wien',
    email: 'disposition@waerme-wien.at',
    first: 'Lukas',
    last: 'Berger',
    salutation: 'Mr',
    roles: ['MyOffers_Purchase'],
    termsAccepted: true,
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
