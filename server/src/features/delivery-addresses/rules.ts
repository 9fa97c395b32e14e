/** Validation of a delivery address (spec §3 Delivery address; rules E7, S8). */
import type { FieldError } from '../../errors.js';

export type CountryCode = 'DE' | 'AT' | 'BE' | 'NL' | 'CH';

/** The countries an address can be in [E7]; the Swiss platform's accounts also in Switzerland. */
export function countriesOf(platform: string): CountryCode[] {
  return platform === 'ch' ? ['CH', 'DE', 'AT', 'BE', 'NL'] : ['DE', 'AT', 'BE', 'NL'];
}

/** Postal code formats per country: DE five digits; AT, BE, CH four; NL four digits and two letters. */
const ZIP: Record<CountryCode, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
};

export interface DeliveryAddressInput {
  company: string;
  street: string;
  zipCode: string;
  city: string;
  country?: CountryCode | undefined;
  contactPerson?: string | undefined;
  onSiteContact?: string | undefined;
  deliveryInstructions?: string | undefined;
}

export interface DeliveryAddressValues {
  company: string;
  street: string;
  zipCode: string;
  city: string;
  country: CountryCode;
  contactPerson: string | null;
  onSiteContact: string | null;
  deliveryInstructions: string | null;
}

/** Trimmed values; country DE when none is given; empty optional texts become null. */
export function normaliseAddress(input: DeliveryAddressInput): DeliveryAddressValues {
  const optional = (s: string | undefined) => (s?.trim() ? s.trim() : null);
  return {
    company: input.company.trim(),
    street: input.street.trim(),
    zipCode: input.zipCode.trim(),
    city: input.city.trim(),
    country: input.country ?? 'DE',
    contactPerson: optional(input.contactPerson),
    onSiteContact: optional(input.onSiteContact),
    deliveryInstructions: optional(input.deliveryInstructions),
  };
}

/** Field errors (JSON pointers) of normalised values on the given platform. */
export function addressErrors(v: DeliveryAddressValues, platform: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['company', 'street', 'zipCode', 'city'] as const)
    if (v[field] === '') errors.push({ path: `/${field}`, code: 'required' });
  if (!countriesOf(platform).includes(v.country)) errors.push({ path: '/country', code: 'unknown_country' });
  else if (v.zipCode !== '' && !ZIP[v.country].test(v.zipCode))
    errors.push({ path: '/zipCode', code: 'zip_code_format' });
  if (v.street !== '' && !/\d/.test(v.street))
    errors.push({ path: '/street', code: 'street_number_required' });
  return errors;
}
