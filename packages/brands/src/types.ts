/** The brand variants, chosen at build time. The order is the order shown in tools (Storybook toolbar). */
export const brandIds = ['default', 'ch', 'at'] as const;
export type BrandId = (typeof brandIds)[number];

/** Flags valid only for the Swiss brand (spec §6). */
export const swissOnlyFlags = [
  'PRICING_CONVERSION_FACTORS_TAB',
  'ICE_FUTURE_DROPDOWN',
  'GLOBAL_PRICING_RULES_ADDON',
  'PURCHASING_DISABLED',
] as const;

/**
 * Flags a deployment may set for itself (environment of the build and of the server) on top of the brand's
 * own value. They pass through the same rules, so a deployment cannot switch on what its brand may not have.
 */
export const deploymentFlags = ['PURCHASING_DISABLED'] as const;
export type DeploymentFlag = (typeof deploymentFlags)[number];

/** Flags valid only for the default brand (spec §6). */
export const defaultOnlyFlags = ['PRICE_ALERT', 'TRIGGERS'] as const;

/** The flags the Austrian brand has switched on (spec §6). */
export const austrianActiveFlags = [
  'CREDITORS',
  'HIDE_REGION',
  'HIDE_MARKET_CHANGE',
  'DELIVERED_PRODUCTS',
  'SINGLE_SELLER_MODE',
  'SELLER_ABLE_TO_SET_PURCHASE_RIGHTS',
  'NO_ORDERS_BUYER_PAGE',
  'HIDE_DUTY_AND_EBV',
  'HIDE_CALCULATION_EXPLANATION',
  'HIDE_OFFER_RECOMMENDATIONS',
  'LIFTING_ORDER_NUMBER',
] as const;

/** Every flag of spec §6, each exactly once. */
export const flagNames = [
  ...swissOnlyFlags,
  ...defaultOnlyFlags,
  ...austrianActiveFlags,
  'BUYERS_MUST_ACCEPT_TERMS',
] as const;
export type FlagName = (typeof flagNames)[number];
export type BrandFlags = Record<FlagName, boolean>;

/** Brands whose buyers must accept the terms on first login (spec §2 navigation guard). */
export const brandsRequiringTerms: readonly BrandId[] = ['ch', 'at'];

export type Locale = 'de' | 'de-CH';
export type Currency = 'EUR' | 'CHF';
/** The platform's clock (IANA zone): trading hours, dates and every time shown or exported read in it. */
export type PlatformTimeZone = 'Europe/Berlin' | 'Europe/Zurich';

export interface Contact {
  email: string;
  phone: string;
}

export interface Address {
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface Company {
  name: string;
  headline: string;
  /** SVG markup of the company mark. */
  logoSvg: string;
  infoContact: Contact;
  supportContact: Contact;
  website: string;
  phone: string;
  address: Address;
}

export interface BrandLinks {
  terms: string;
  privacy: string;
  userGuide: string;
  legalNotice: string;
}

/**
 * The token vocabulary a brand may override, by group and token name. It is empty here because the
 * vocabulary belongs to the ui package (its reference token set); the ui fills it in by declaration merging
 * (`declare module '@fuelmarket/brands'`), so every program that includes the ui checks each brand's
 * tokens against the theme contract without this package importing the ui.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TokenVocabulary {}

type LooseTokens = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Partial overrides of the ui's base tokens, by group (`color`, `font`, `radius`, ...) and token name.
 * Where the ui's vocabulary is known, a mistyped group or token name fails the type check; the ui also
 * checks the names at run time for data that bypasses the types.
 */
export type BrandTokens = [keyof TokenVocabulary] extends [never]
  ? LooseTokens
  : { readonly [G in keyof TokenVocabulary]?: { readonly [K in keyof TokenVocabulary[G]]?: string } };

export interface Brand {
  id: BrandId;
  displayName: string;
  locale: Locale;
  fallbackLocale: 'de';
  currency: Currency;
  /** The platform's time zone: the Swiss platform runs on Zurich time, the others on Berlin time. */
  timeZone: PlatformTimeZone;
  /** SVG markup of the full logo (mark + wordmark). */
  logoSvg: string;
  /** SVG markup of the favicon (square mark). */
  faviconSvg: string;
  /** Whether the "Powered by fuelmarket" logo is shown (non-default brands). */
  poweredBy: boolean;
  company: Company;
  links: BrandLinks;
  flags: BrandFlags;
  tokens: BrandTokens;
}
