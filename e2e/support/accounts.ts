import type { BrandId } from '@fuelmarket/brands';

/** Demo accounts seeded by the reference server (see the team brief); all share one password. */
export const DEMO_PASSWORD = 'Demo!2026';

export type AccountKind =
  | 'buyer'
  | 'colleague'
  | 'seller'
  | 'sellerWithoutTriggers'
  | 'parent'
  | 'child'
  | 'admin'
  | 'operator'
  | 'newcomer';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  type: 'buyer' | 'seller' | 'admin';
}

/**
 * `colleague`: a second buyer user of the buyer's company (a basket of their own). `newcomer`: a buyer
 * without a released seller (on the Austrian platform with a request waiting for the seller).
 */
type BrandAccounts = {
  buyer: DemoAccount;
  colleague: DemoAccount;
  seller: DemoAccount;
  operator: DemoAccount;
  newcomer: DemoAccount;
} & Partial<Record<AccountKind, DemoAccount>>;

/** Typed by brand id, so a new brand without demo accounts fails the type check. */
export const demoAccounts: Record<BrandId, BrandAccounts> = {
  default: {
    buyer: { email: 'kaeufer@nordheiz.de', firstName: 'Jana', lastName: 'Becker', type: 'buyer' },
    colleague: { email: 'f.wagner@nordheiz.de', firstName: 'Felix', lastName: 'Wagner', type: 'buyer' },
    seller: { email: 'verkauf@suedoel.de', firstName: 'Markus', lastName: 'Weber', type: 'seller' },
    sellerWithoutTriggers: {
      email: 'verkauf@rheintank.de',
      firstName: 'Petra',
      lastName: 'Schulz',
      type: 'seller',
    },
    parent: { email: 'zentrale@aviaten-gruppe.de', firstName: 'Thomas', lastName: 'Krüger', type: 'buyer' },
    child: { email: 'disposition@aviat-nord.de', firstName: 'Sabine', lastName: 'Hoffmann', type: 'buyer' },
    admin: { email: 'admin@fuelmarket.de', firstName: 'Clara', lastName: 'Neumann', type: 'admin' },
    operator: { email: 'betrieb@fuelmarket.de', firstName: 'Lukas', lastName: 'Fischer', type: 'admin' },
    newcomer: { email: 'einkauf@ostsee-waerme.de', firstName: 'Karin', lastName: 'Lange', type: 'buyer' },
  },
  ch: {
    buyer: { email: 'einkauf@heizoel-zuerich.ch', firstName: 'Reto', lastName: 'Meier', type: 'buyer' },
    colleague: {
      email: 'disposition@heizoel-zuerich.ch',
      firstName: 'Urs',
      lastName: 'Brunner',
      type: 'buyer',
    },
    seller: { email: 'verkauf@alpenbrennstoff.ch', firstName: 'Nina', lastName: 'Keller', type: 'seller' },
    operator: { email: 'betrieb@fuelmarket.ch', firstName: 'Simone', lastName: 'Frei', type: 'admin' },
    newcomer: {
      email: 'einkauf@brennstoffe-bern.ch',
      firstName: 'Beat',
      lastName: 'Zimmermann',
      type: 'buyer',
    },
  },
  at: {
    buyer: { email: 'einkauf@waerme-wien.at', firstName: 'Anna', lastName: 'Gruber', type: 'buyer' },
    colleague: {
      email: 'disposition@waerme-wien.at',
      firstName: 'Lukas',
      lastName: 'Berger',
      type: 'buyer',
    },
    seller: { email: 'verkauf@donauoel.at', firstName: 'Stefan', lastName: 'Huber', type: 'seller' },
    operator: { email: 'betrieb@fuelmarket.at', firstName: 'Martin', lastName: 'Wimmer', type: 'admin' },
    newcomer: { email: 'einkauf@heizwerk-graz.at', firstName: 'Eva', lastName: 'Pichler', type: 'buyer' },
  },
};

export function fullName(account: DemoAccount): string {
  return `${account.firstName} ${account.lastName}`;
}
