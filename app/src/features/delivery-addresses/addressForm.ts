import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';
import type { DeliveryAddress, DeliveryAddressInput } from './queries';

type Country = Schemas['CountryCode'];

/** Countries of an address when the metadata names none [E7]. */
export const defaultCountries = ['DE', 'AT', 'BE', 'NL'] as const satisfies readonly Country[];

/** Postal code formats, as the server checks them: DE five digits; AT, BE, CH four; NL "1234 AB". */
export const zipFormats: Record<Country, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
};

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `tooLong:${max}`));
const optional = (max: number) => z.string().check(z.maxLength(max, `tooLong:${max}`));

/**
 * The address form; messages are keys (`required`, `tooLong:<max>`, `zipFormat`, `streetNumber`) the form
 * turns into German.
 */
export const addressSchema = z
  .object({
    company: text(200),
    street: text(200),
    zipCode: text(20),
    city: text(100),
    country: z.string().check(z.minLength(1, 'required')),
    contactPerson: optional(200),
    onSiteContact: optional(200),
    deliveryInstructions: optional(1000),
  })
  .check((ctx) => {
    const v = ctx.value;
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input: v });
    if (v.street.trim() !== '' && !/\d/.test(v.street)) issue('street', 'streetNumber');
    const format = zipFormats[v.country as Country];
    if (format && v.zipCode.trim() !== '' && !format.test(v.zipCode.trim())) issue('zipCode', 'zipFormat');
  });
export type AddressValues = z.infer<typeof addressSchema>;
export type AddressField = keyof AddressValues;

export const emptyAddress: AddressValues = {
  company: '',
  street: '',
  zipCode: '',
  city: '',
  country: 'DE',
  contactPerson: '',
  onSiteContact: '',
  deliveryInstructions: '',
};

export function toAddressInput(v: AddressValues): DeliveryAddressInput {
  const optionalText = (s: string) => (s.trim() ? { value: s.trim() } : null);
  const contact = optionalText(v.contactPerson);
  const onSite = optionalText(v.onSiteContact);
  const instructions = optionalText(v.deliveryInstructions);
  return {
    company: v.company.trim(),
    street: v.street.trim(),
    zipCode: v.zipCode.trim(),
    city: v.city.trim(),
    country: v.country as Country,
    ...(contact ? { contactPerson: contact.value } : {}),
    ...(onSite ? { onSiteContact: onSite.value } : {}),
    ...(instructions ? { deliveryInstructions: instructions.value } : {}),
  };
}

export function toAddressValues(a: DeliveryAddress): AddressValues {
  return {
    company: a.company,
    street: a.street,
    zipCode: a.zipCode,
    city: a.city,
    country: a.country ?? 'DE',
    contactPerson: a.contactPerson ?? '',
    onSiteContact: a.onSiteContact ?? '',
    deliveryInstructions: a.deliveryInstructions ?? '',
  };
}
