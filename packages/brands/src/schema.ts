import { z } from 'zod';
import { BrandConfigError } from './errors.ts';
import {
  austrianActiveFlags,
  brandIds,
  brandsRequiringTerms,
  defaultOnlyFlags,
  flagNames,
  swissOnlyFlags,
  type Brand,
  type BrandFlags,
  type BrandId,
  type Currency,
  type FlagName,
  type Locale,
} from './types.ts';

/** Locale each brand must use [B2]. */
export const localeByBrand: Record<BrandId, Locale> = { default: 'de', ch: 'de-CH', at: 'de' };
/** Currency each brand must use [B3]. */
export const currencyByBrand: Record<BrandId, Currency> = { default: 'EUR', ch: 'CHF', at: 'EUR' };

const svgMarkup = z
  .string()
  .trim()
  .regex(/^<svg[\s>][\s\S]*<\/svg>$/, 'must be SVG markup (<svg ...>...</svg>)')
  .regex(/<title>[^<]+<\/title>/, 'must carry a <title> naming the image');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const phone = z
  .string()
  .regex(/^\+\d{2,3}( \d{1,4}){2,5}$/, 'must be an international number like +49 40 5550 100');
const nonEmpty = z.string().trim().min(1, 'must not be empty');
const contact = z.strictObject({ email: z.email('must be an e-mail address'), phone });

const flagsShape = Object.fromEntries(flagNames.map((flag) => [flag, z.boolean()])) as Record<
  FlagName,
  z.ZodBoolean
>;

const brandShape = z.strictObject({
  id: z.enum(brandIds),
  displayName: nonEmpty,
  locale: z.enum(['de', 'de-CH']),
  fallbackLocale: z.literal('de'),
  currency: z.enum(['EUR', 'CHF']),
  timeZone: z.enum(['Europe/Berlin', 'Europe/Zurich']),
  logoSvg: svgMarkup,
  faviconSvg: svgMarkup,
  poweredBy: z.boolean(),
  company: z.strictObject({
    name: nonEmpty,
    headline: nonEmpty,
    logoSvg: svgMarkup,
    infoContact: contact,
    supportContact: contact,
    website: httpsUrl,
    phone,
    address: z.strictObject({
      street: nonEmpty,
      zipCode: z.string().regex(/^\d{4,5}$/, 'must be a 4- or 5-digit post code'),
      city: nonEmpty,
      country: nonEmpty,
    }),
  }),
  links: z.strictObject({ terms: httpsUrl, privacy: httpsUrl, userGuide: httpsUrl, legalNotice: httpsUrl }),
  flags: z.strictObject(flagsShape),
  tokens: z.record(z.string(), z.record(z.string(), nonEmpty)),
});

/** One rule between a brand and its flags/settings; `check` returns the problems it finds. */
interface BrandRule {
  id: string;
  check(brand: z.output<typeof brandShape>): string[];
}

const onFlags = (flags: BrandFlags, names: readonly FlagName[]) => names.filter((name) => flags[name]);

/** The rules of spec §1/§6, each tagged with its id in rules.md. */
export const brandRules: readonly BrandRule[] = [
  {
    id: 'B2',
    check: (b) =>
      b.locale === localeByBrand[b.id]
        ? []
        : [`locale must be "${localeByBrand[b.id]}" for brand ${b.id}, got "${b.locale}"`],
  },
  {
    id: 'B3',
    check: (b) =>
      b.currency === currencyByBrand[b.id]
        ? []
        : [`currency must be "${currencyByBrand[b.id]}" for brand ${b.id}, got "${b.currency}"`],
  },
  {
    id: 'B6',
    check: (b) =>
      b.poweredBy === (b.id !== 'default')
        ? []
        : [`poweredBy must be ${b.id !== 'default'}: "Powered by" shows on non-default brands only`],
  },
  {
    id: 'B8',
    check: (b) =>
      b.id === 'ch'
        ? []
        : onFlags(b.flags, swissOnlyFlags).map((f) => `flag ${f} is only valid for the Swiss brand (ch)`),
  },
  {
    id: 'B9',
    check: (b) =>
      b.id === 'default'
        ? []
        : onFlags(b.flags, defaultOnlyFlags).map(
            (f) => `flag ${f} is only valid for the default brand (default)`,
          ),
  },
  {
    id: 'B10',
    check: (b) =>
      b.flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS && !b.flags.SINGLE_SELLER_MODE
        ? ['flag SELLER_ABLE_TO_SET_PURCHASE_RIGHTS requires SINGLE_SELLER_MODE to be on']
        : [],
  },
  {
    id: 'B11',
    check: (b) =>
      b.id !== 'at'
        ? []
        : austrianActiveFlags
            .filter((f) => !b.flags[f])
            .map((f) => `flag ${f} must be on for the Austrian brand (at)`),
  },
  {
    id: 'B12',
    check: (b) =>
      brandsRequiringTerms.includes(b.id) && !b.flags.BUYERS_MUST_ACCEPT_TERMS
        ? [`flag BUYERS_MUST_ACCEPT_TERMS must be on for the Swiss (ch) and Austrian (at) brands`]
        : [],
  },
];

/** The zod schema of a brand: structure plus every rule of `brandRules`. */
export const brandSchema = brandShape.superRefine((brand, ctx) => {
  for (const rule of brandRules) {
    for (const message of rule.check(brand))
      ctx.addIssue({ code: 'custom', message, params: { rule: rule.id } });
  }
});

function brandLabel(input: unknown): string {
  const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '<unknown>';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') return issue.message;
  const path = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    return `${path ? `${path}: ` : ''}unknown ${issue.keys.length > 1 ? 'keys' : 'key'} ${issue.keys.join(', ')}`;
  }
  return `${path || 'brand'}: ${issue.message}`;
}

/** Validates a brand configuration; throws `BrandConfigError` naming the brand, the field/flag and the rule. */
export function validateBrand(input: unknown): Brand {
  const result = brandSchema.safeParse(input);
  if (result.success) return result.data;
  const label = brandLabel(input);
  throw new BrandConfigError(result.error.issues.map((issue) => `Brand "${label}": ${describeIssue(issue)}`));
}

// The schema's output must stay assignable to the public `Brand` interface.
type Assert<T extends true> = T;
export type _SchemaMatchesBrand = Assert<z.output<typeof brandSchema> extends Brand ? true : false>;
