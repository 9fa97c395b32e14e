import type { Schemas } from '@fuelmarket/api-client';

/**
 * The navigation guard of spec §2 as pure functions: given a path, the session's user and the brand's
 * flags, decide whether the user may enter. The router (`routes/_app.tsx`) turns the decision into a
 * redirect; the main menu uses the same decision to show only the entries the user may open.
 */

export type AccountType = Schemas['AccountType'];
export type Role = Schemas['Role'];
export type Feature = Schemas['Feature'];

/** What the guard needs to know about the logged-in user (from `GET /api/user` + metadata). */
export interface AccessUser {
  accountType: AccountType;
  roles: readonly string[];
  features: readonly string[];
  /** The user is the platform operator (`platformOperator` of `GET /api/user`) [P5]. */
  platformOperator?: boolean;
}

/** The brand flags the guard reads (a subset of `BrandFlags`). */
export interface AccessFlags {
  BUYERS_MUST_ACCEPT_TERMS: boolean;
  SINGLE_SELLER_MODE: boolean;
  TRIGGERS: boolean;
  PRICE_ALERT: boolean;
  NO_ORDERS_BUYER_PAGE: boolean;
}

export interface RouteAccess {
  /** Reachable without a session. */
  public?: boolean;
  /** Reachable by buyers who have not accepted the terms yet. */
  termsExempt?: boolean;
  /** Only these account types; anybody else stays on the previous path [R3][G3]. */
  accountTypes?: readonly AccountType[];
  /** A role the user must hold, else -> `/` [G4]. */
  role?: Role;
  /** A brand flag (platform feature) that must be on, else -> `/` [G4]. */
  brandFlag?: keyof AccessFlags;
  /** The route does not exist while this brand flag is on [R4] (for the `absentFor` account types only). */
  absentWithFlag?: keyof AccessFlags;
  /** The account types for which `absentWithFlag` removes the route; absent: everybody. */
  absentFor?: readonly AccountType[];
  /** Sellers also need this account feature, else they stay on the current path [R5]. */
  sellerFeature?: Feature;
  /**
   * Only the platform's staff (`isPlatformStaff`: the platform operator and users of an admin account);
   * anybody else stays on the previous path [P5][G3].
   */
  platformStaff?: boolean;
}

/** Access rules per first path segment (spec §2 route table). Unknown segments are the catch-all. */
export const routeAccess: Readonly<Record<string, RouteAccess>> = {
  '': {},
  login: { public: true, termsExempt: true },
  logout: { public: true, termsExempt: true },
  passwort: { public: true, termsExempt: true },
  // The brand's legal documents (legal notice, privacy policy, terms), readable by anyone [B4].
  impressum: { public: true, termsExempt: true },
  datenschutz: { public: true, termsExempt: true },
  nutzungsbedingungen: { public: true, termsExempt: true },
  agb: { termsExempt: true },
  handelsplatz: { accountTypes: ['buyer'] },
  // Buyers on the Austrian platform have no orders page [B11]; sellers keep theirs.
  orders: { absentWithFlag: 'NO_ORDERS_BUYER_PAGE', absentFor: ['buyer'] },
  statistik: {},
  profil: {},
  'verträge-management': { brandFlag: 'TRIGGERS', sellerFeature: 'triggers' },
  'verkaufer-management': {
    accountTypes: ['buyer'],
    role: 'MyRelationships_View',
    absentWithFlag: 'SINGLE_SELLER_MODE',
  },
  'kaufer-management': { accountTypes: ['seller'], role: 'MyRelationships_View' },
  'meine-angebote': { accountTypes: ['seller'] },
  aviaten: { role: 'ChildAccounts_View' },
  // The price alert tool: buyers, on the default platform only (brand flag PRICE_ALERT) [B9][PA1].
  preisalarme: { accountTypes: ['buyer'], brandFlag: 'PRICE_ALERT' },
  kontakt: {},
  'hilfe-center': {},
  // The console: the operator's in full, admin staff's for blocking and the log (spec §1) [P5][BL1].
  betreiber: { platformStaff: true },
};

/** Login required, nothing else: the catch-all. */
const catchAll: RouteAccess = {};

export type AccessDecision =
  | { type: 'allow' }
  /** No session: go to `/login` [G1]. */
  | { type: 'login' }
  /** Terms not accepted: go to `/agb` [G2]. */
  | { type: 'terms' }
  /** Keep the user where they were [G3][R5]. */
  | { type: 'stay' }
  /** Missing role or feature: go to `/` [G4]. */
  | { type: 'home' }
  /** The route is absent (single-seller mode [R4], a buyer's orders without an orders page [B11]). */
  | { type: 'notFound' };

/** The first segment of a path, URI-decoded (`/vertr%C3%A4ge-management/x` -> `verträge-management`). */
export function firstSegment(pathname: string): string {
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment).normalize('NFC');
  } catch {
    return segment;
  }
}

export function accessFor(pathname: string): RouteAccess {
  return routeAccess[firstSegment(pathname)] ?? catchAll;
}

/**
 * The platform's staff (spec §1: "Platform admin staff and a platform operator can block company accounts
 * and users"): the platform operator, and the users of an account of type `admin`. Both open the operator
 * console; only the operator changes account data and master data there [P5].
 */
export function isPlatformStaff(user: AccessUser): boolean {
  return user.platformOperator === true || user.accountType === 'admin';
}

export interface AccessInput {
  pathname: string;
  /** The logged-in user, or null without a session. */
  user: AccessUser | null;
  /** Whether the user accepted the terms; a failed check counts as false [H2]. */
  termsAccepted: boolean;
  flags: AccessFlags;
}

export function decideAccess({ pathname, user, termsAccepted, flags }: AccessInput): AccessDecision {
  const access = accessFor(pathname);
  if (access.public) return { type: 'allow' };
  if (!user) return { type: 'login' };
  if (
    flags.BUYERS_MUST_ACCEPT_TERMS &&
    user.accountType === 'buyer' &&
    !termsAccepted &&
    !access.termsExempt
  ) {
    return { type: 'terms' };
  }
  if (
    access.absentWithFlag &&
    flags[access.absentWithFlag] &&
    (!access.absentFor || access.absentFor.includes(user.accountType))
  ) {
    return { type: 'notFound' };
  }
  if (access.accountTypes && !access.accountTypes.includes(user.accountType)) return { type: 'stay' };
  if (access.platformStaff && !isPlatformStaff(user)) return { type: 'stay' };
  if (access.role && !user.roles.includes(access.role)) return { type: 'home' };
  if (access.brandFlag && !flags[access.brandFlag]) return { type: 'home' };
  if (
    access.sellerFeature &&
    user.accountType === 'seller' &&
    !user.features.includes(access.sellerFeature)
  ) {
    return { type: 'stay' };
  }
  return { type: 'allow' };
}

/**
 * Whether the user may open a screen (the guard lets it in, terms aside): for links to it, e.g. the
 * dashboard's links to `/orders` that buyers without an orders page do not get [B11].
 */
export function mayOpen(pathname: string, user: AccessUser, flags: AccessFlags): boolean {
  return decideAccess({ pathname, user, termsAccepted: true, flags }).type === 'allow';
}

/** Whether the terms check applies to this user at all (buyers on brands that require it). */
export function needsTermsCheck(user: AccessUser, flags: AccessFlags): boolean {
  return flags.BUYERS_MUST_ACCEPT_TERMS && user.accountType === 'buyer';
}

/**
 * Where a "stay" decision lands: the previous path when there is one that differs from the target,
 * else the dashboard (a direct load has no previous path).
 */
export function stayTarget(previousHref: string | undefined, targetPathname: string): string {
  if (!previousHref) return '/';
  const previousPath = previousHref.split(/[?#]/)[0] ?? '';
  if (firstSegment(previousPath) === firstSegment(targetPathname)) return '/';
  return previousHref;
}
