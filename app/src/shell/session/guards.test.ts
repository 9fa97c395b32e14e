import { brands } from '@fuelmarket/brands';
import { describe, expect, it } from 'vitest';
import {
  accessFor,
  decideAccess,
  firstSegment,
  isPlatformStaff,
  mayOpen,
  needsTermsCheck,
  stayTarget,
  type AccessFlags,
  type AccessUser,
  type AccountType,
} from './guards';

const flagsOff: AccessFlags = {
  PRICE_ALERT: false,
  BUYERS_MUST_ACCEPT_TERMS: false,
  SINGLE_SELLER_MODE: false,
  TRIGGERS: false,
  NO_ORDERS_BUYER_PAGE: false,
};
const defaultFlags: AccessFlags = { ...flagsOff, TRIGGERS: true };

function user(accountType: AccountType, roles: string[] = [], features: string[] = []): AccessUser {
  return { accountType, roles, features };
}

const allRoles = [
  'MyRelationships_View',
  'ChildAccounts_View',
  'ChildAccounts_Offers_View',
  'MyOffers_Purchase',
];
const allFeatures = ['productAdditives', 'newsBox', 'sharedCreditLimits', 'triggers'];
const accountTypes: AccountType[] = ['buyer', 'seller', 'admin'];

const decide = (pathname: string, who: AccessUser | null, flags = defaultFlags, termsAccepted = true) =>
  decideAccess({ pathname, user: who, termsAccepted, flags }).type;

describe('navigation guard', () => {
  const loginRequired = [
    '/',
    '/handelsplatz',
    '/orders',
    '/statistik',
    '/profil',
    '/profil/passwort',
    '/verträge-management',
    '/verkaufer-management',
    '/kaufer-management',
    '/meine-angebote',
    '/aviaten',
    '/kontakt',
    '/hilfe-center/faq/1',
    '/agb',
    '/gibt-es-nicht',
    '/gibt/es/nicht',
  ];
  it.each(loginRequired)('[R1][G1] %s without a session goes to /login', (path) => {
    expect(decide(path, null)).toBe('login');
  });

  it('[B9][PA1] /preisalarme: buyers where the brand has price alerts; sellers stay, other brands go home', () => {
    const withAlerts = { ...defaultFlags, PRICE_ALERT: true };
    expect(decide('/preisalarme', null, withAlerts)).toBe('login');
    expect(decide('/preisalarme', user('buyer'), withAlerts)).toBe('allow');
    expect(decide('/preisalarme', user('seller', allRoles, allFeatures), withAlerts)).toBe('stay');
    expect(decide('/preisalarme', user('admin'), withAlerts)).toBe('stay');
    expect(decide('/preisalarme', user('buyer', allRoles, allFeatures), flagsOff)).toBe('home');
  });

  it.each(['/login', '/logout', '/passwort/reset', '/passwort/reset/abcdefghijklmnopq'])(
    '[R1] %s is reachable without a session',
    (path) => {
      expect(decide(path, null)).toBe('allow');
    },
  );

  describe('[G2][B12] terms', () => {
    const termsFlags: AccessFlags = { ...flagsOff, BUYERS_MUST_ACCEPT_TERMS: true };
    it('[G2] sends a buyer who has not accepted to /agb when the brand requires it', () => {
      expect(decide('/', user('buyer'), termsFlags, false)).toBe('terms');
      expect(decide('/orders', user('buyer'), termsFlags, false)).toBe('terms');
      expect(decide('/gibt-es-nicht', user('buyer'), termsFlags, false)).toBe('terms');
    });
    it('[G2] lets that buyer stay on /agb and /logout', () => {
      expect(decide('/agb', user('buyer'), termsFlags, false)).toBe('allow');
      expect(decide('/logout', user('buyer'), termsFlags, false)).toBe('allow');
    });
    it('[G2] lets a buyer who accepted pass', () => {
      expect(decide('/', user('buyer'), termsFlags, true)).toBe('allow');
    });
    it.each(['seller', 'admin'] as const)('[G2] does not apply to a %s', (type) => {
      expect(decide('/', user(type), termsFlags, false)).toBe('allow');
      expect(needsTermsCheck(user(type), termsFlags)).toBe(false);
    });
    it('[G2] does not apply where the brand does not require it', () => {
      expect(decide('/', user('buyer'), flagsOff, false)).toBe('allow');
      expect(needsTermsCheck(user('buyer'), flagsOff)).toBe(false);
    });
    it.each(Object.values(brands).map((brand) => [brand.id, brand.flags.BUYERS_MUST_ACCEPT_TERMS] as const))(
      '[B12][G2] brand %s requires terms: %s',
      (id, required) => {
        expect(required).toBe(id === 'at' || id === 'ch');
        expect(decide('/', user('buyer'), brands[id].flags, false)).toBe(required ? 'terms' : 'allow');
      },
    );
  });

  describe('[R3][G3] account-type screens', () => {
    const expected: Record<string, Record<AccountType, string>> = {
      '/handelsplatz': { buyer: 'allow', seller: 'stay', admin: 'stay' },
      '/verkaufer-management': { buyer: 'allow', seller: 'stay', admin: 'stay' },
      '/meine-angebote': { buyer: 'stay', seller: 'allow', admin: 'stay' },
      '/kaufer-management': { buyer: 'stay', seller: 'allow', admin: 'stay' },
    };
    for (const [path, byType] of Object.entries(expected)) {
      for (const type of accountTypes) {
        it(`[R3][G3] ${path} for a ${type} (with every role): ${byType[type]}`, () => {
          expect(decide(path, user(type, allRoles, allFeatures))).toBe(byType[type]);
        });
      }
    }
  });

  describe('[G4][R4][R5] roles and features', () => {
    it('[R4][G4] /verkaufer-management needs MyRelationships_View', () => {
      expect(decide('/verkaufer-management', user('buyer'))).toBe('home');
      expect(decide('/verkaufer-management', user('buyer', ['MyRelationships_View']))).toBe('allow');
    });
    it('[R4] /verkaufer-management is absent in single-seller mode', () => {
      const single = { ...defaultFlags, SINGLE_SELLER_MODE: true };
      expect(decide('/verkaufer-management', user('buyer', allRoles), single)).toBe('notFound');
      expect(brands.at.flags.SINGLE_SELLER_MODE).toBe(true);
      expect(decide('/verkaufer-management', user('buyer', allRoles), brands.at.flags)).toBe('notFound');
    });
    it('[R4][G4] /kaufer-management needs MyRelationships_View', () => {
      expect(decide('/kaufer-management', user('seller'))).toBe('home');
      expect(decide('/kaufer-management', user('seller', ['MyRelationships_View']))).toBe('allow');
    });
    it.each(accountTypes)('[R4][G4] /aviaten needs ChildAccounts_View (%s)', (type) => {
      expect(decide('/aviaten', user(type))).toBe('home');
      expect(decide('/aviaten', user(type, ['ChildAccounts_View']))).toBe('allow');
    });
    it('[R5][G4] /verträge-management needs the triggers feature of the platform', () => {
      const noTriggers = { ...defaultFlags, TRIGGERS: false };
      for (const type of accountTypes) {
        expect(decide('/verträge-management', user(type, allRoles, allFeatures), noTriggers)).toBe('home');
      }
      expect(decide('/verträge-management', user('buyer'), brands.ch.flags)).toBe('home');
    });
    it('[R5] a seller without the account feature triggers stays on the current path', () => {
      expect(decide('/verträge-management', user('seller', allRoles, ['newsBox']))).toBe('stay');
      expect(decide('/verträge-management', user('seller', [], ['triggers']))).toBe('allow');
    });
    it('[R5] buyers need no account feature for contract management', () => {
      expect(decide('/verträge-management', user('buyer'))).toBe('allow');
    });
    it('[R5] the encoded path is the same route', () => {
      expect(firstSegment('/vertr%C3%A4ge-management')).toBe('verträge-management');
      expect(decide('/vertr%C3%A4ge-management', user('seller', [], ['newsBox']))).toBe('stay');
      // A decomposed "ä" (a + combining diaeresis) is normalised too.
      expect(accessFor('/vertra\u0308ge-management')).toBe(accessFor('/verträge-management'));
    });
    it.each(accountTypes)('[R1] the common screens let a %s in', (type) => {
      for (const path of ['/', '/orders', '/statistik', '/profil', '/kontakt', '/hilfe-center', '/agb']) {
        expect(decide(path, user(type))).toBe('allow');
      }
    });
    it('[R1] the catch-all needs only a session', () => {
      expect(decide('/irgendwo', user('seller'))).toBe('allow');
    });
  });

  describe('[B11] no orders page for buyers (NO_ORDERS_BUYER_PAGE)', () => {
    const noBuyerOrders = { ...defaultFlags, NO_ORDERS_BUYER_PAGE: true };
    it('[B11] with the flag /orders and an order page are absent (not found) for a buyer, with every role', () => {
      for (const path of ['/orders', '/orders/ord-1']) {
        expect(decide(path, user('buyer', allRoles, allFeatures), noBuyerOrders)).toBe('notFound');
        expect(decide(path, user('buyer'), brands.at.flags)).toBe('notFound');
      }
      expect(mayOpen('/orders', user('buyer'), noBuyerOrders)).toBe(false);
    });
    it.each(['seller', 'admin'] as const)('[B11] with the flag a %s keeps /orders', (type) => {
      expect(decide('/orders', user(type), noBuyerOrders)).toBe('allow');
      expect(decide('/orders/ord-1', user(type), brands.at.flags)).toBe('allow');
      expect(mayOpen('/orders', user(type), noBuyerOrders)).toBe(true);
    });
    it.each(Object.values(brands).map((brand) => [brand.id, brand.flags.NO_ORDERS_BUYER_PAGE] as const))(
      '[B11] brand %s has no orders page for buyers: %s',
      (id, absent) => {
        expect(absent).toBe(id === 'at');
        expect(
          decide('/orders', user('buyer'), { ...brands[id].flags, BUYERS_MUST_ACCEPT_TERMS: false }),
        ).toBe(absent ? 'notFound' : 'allow');
      },
    );
    it('[B11][G1] without a session /orders still goes to /login', () => {
      expect(decide('/orders', null, noBuyerOrders)).toBe('login');
    });
  });

  describe('[P5] the operator console', () => {
    const operator = (type: AccountType): AccessUser => ({ ...user(type), platformOperator: true });
    it.each(['buyer', 'seller'] as const)(
      '[P5][G3] /betreiber keeps a %s who is not the platform operator (even with every role and feature) where it was',
      (type) => {
        expect(decide('/betreiber', user(type, allRoles, allFeatures))).toBe('stay');
        expect(decide('/betreiber', { ...user(type, allRoles, allFeatures), platformOperator: false })).toBe(
          'stay',
        );
        expect(isPlatformStaff(user(type, allRoles, allFeatures))).toBe(false);
      },
    );
    it('[P5][BL1] /betreiber lets admin staff in (a user of an admin account who is not the platform operator)', () => {
      const staff: AccessUser = { ...user('admin'), platformOperator: false };
      expect(decide('/betreiber', staff)).toBe('allow');
      expect(decide('/betreiber', user('admin'))).toBe('allow');
      expect(isPlatformStaff(staff)).toBe(true);
    });
    it.each(accountTypes)('[P5] /betreiber lets the platform operator in (account type %s)', (type) => {
      expect(decide('/betreiber', operator(type))).toBe('allow');
      expect(decide('/betreiber/protokoll', operator(type))).toBe('allow');
      expect(isPlatformStaff(operator(type))).toBe(true);
    });
    it('[P5][G1] /betreiber without a session goes to /login', () => {
      expect(decide('/betreiber', null)).toBe('login');
    });
  });

  describe('[G3] stay target', () => {
    it('[G3] stays on the previous path', () => {
      expect(stayTarget('/orders?page=2', '/handelsplatz')).toBe('/orders?page=2');
    });
    it('[G3] falls back to / on a direct load or when the previous path is the blocked one', () => {
      expect(stayTarget(undefined, '/handelsplatz')).toBe('/');
      expect(stayTarget('/handelsplatz', '/handelsplatz')).toBe('/');
    });
  });
});
