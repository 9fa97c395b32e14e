import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';
import type { AdditiveLocation, AdditiveLocationInput } from './queries';

/** Countries of an address (spec §3) when the metadata names none. */
export const defaultCountries = ['DE', 'AT', 'BE', 'NL'] as const satisfies readonly Schemas['CountryCode'][];

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `tooLong:${max}`));

/** The location form; the messages are keys (`required`, `tooLong:<max>`) the form turns into German. */
export const locationSchema = z.object({
  name: text(200),
  street: text(200),
  postCode: text(20),
  city: text(100),
  county: text(100),
  country: z.string().check(z.minLength(1, 'required')),
});
export type LocationValues = z.infer<typeof locationSchema>;

export const emptyLocation: LocationValues = {
  name: '',
  street: '',
  postCode: '',
  city: '',
  county: '',
  country: 'DE',
};

export function toLocationInput(values: LocationValues): AdditiveLocationInput {
  return {
    name: values.name.trim(),
    address: {
      street: values.street.trim(),
      postCode: values.postCode.trim(),
      city: values.city.trim(),
      county: values.county.trim(),
      country: values.country as Schemas['CountryCode'],
    },
  };
}

export function toLocationValues(location: AdditiveLocation): LocationValues {
  return { name: location.name, ...location.address };
}
