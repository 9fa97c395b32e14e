import type { Schemas } from '@fuelmarket/api-client';
import { isEmail } from '@fuelmarket/ui';
import { z } from 'zod/mini';
import type { ProblemKey } from '../../shell/forms';

type Account = Schemas['CompanyAccountDetail'];

/** The countries an account can be in, in the order offered (spec §3; CH for the Swiss platform). */
export const countries = ['DE', 'AT', 'BE', 'NL', 'CH'] as const satisfies readonly Schemas['CountryCode'][];

/** The features an account can have. */
export const features = [
  'productAdditives',
  'newsBox',
  'sharedCreditLimits',
  'triggers',
] as const satisfies readonly Schemas['Feature'][];

export const shareholderRoles = [
  'none',
  'parent',
  'child',
] as const satisfies readonly Schemas['ShareholderRole'][];

/** The longest values the API takes (`CompanyAccountUpdate`, `CompanyUserInput`). */
export const LIMITS = {
  name: 200,
  addressLine1: 200,
  addressLine2: 200,
  postCode: 20,
  city: 100,
  contactEmail: 254,
  personName: 100,
  email: 200,
} as const;

type Issue = (path: string, message: ProblemKey) => void;

function text(
  issue: Issue,
  path: string,
  value: string,
  { max, required = false }: { max: number; required?: boolean },
) {
  if (required && value.trim() === '') issue(path, 'required');
  else if (value.length > max) issue(path, `tooLong:${max}`);
}

function check<T>(ctx: { value: T; issues: unknown[] }): Issue {
  return (path, message) =>
    (ctx.issues as { code: string; path: string[]; message: string; input: unknown }[]).push({
      code: 'custom',
      path: [path],
      message,
      input: (ctx.value as Record<string, unknown>)[path],
    });
}

/** The account form's values; the contact e-mail is `''` when there is none. */
export interface AccountFormValues {
  name: string;
  addressLine1: string;
  addressLine2: string;
  postCode: string;
  city: string;
  country: Schemas['CountryCode'];
  contactEmail: string;
  iwoMember: boolean;
  onlineTradingEnabled: boolean;
  features: Schemas['Feature'][];
}

/** The rules of `CompanyAccountUpdate`: a name, the lengths, a valid contact e-mail when one is given. */
export const accountFormSchema = z
  .object({
    name: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    postCode: z.string(),
    city: z.string(),
    country: z.enum(countries),
    contactEmail: z.string(),
    iwoMember: z.boolean(),
    onlineTradingEnabled: z.boolean(),
    features: z.array(z.enum(features)),
  })
  .check((ctx) => {
    const v = ctx.value;
    const issue = check(ctx);
    text(issue, 'name', v.name, { max: LIMITS.name, required: true });
    text(issue, 'addressLine1', v.addressLine1, { max: LIMITS.addressLine1 });
    text(issue, 'addressLine2', v.addressLine2, { max: LIMITS.addressLine2 });
    text(issue, 'postCode', v.postCode, { max: LIMITS.postCode });
    text(issue, 'city', v.city, { max: LIMITS.city });
    const email = v.contactEmail.trim();
    if (email.length > LIMITS.contactEmail) issue('contactEmail', `tooLong:${LIMITS.contactEmail}`);
    else if (email !== '' && !isEmail(email)) issue('contactEmail', 'email');
  });

export function accountToForm(a: Account): AccountFormValues {
  return {
    name: a.name,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    postCode: a.postCode,
    city: a.city,
    country: a.country,
    contactEmail: a.contactEmail ?? '',
    iwoMember: a.iwoMember,
    onlineTradingEnabled: a.onlineTradingEnabled,
    features: a.features,
  };
}

/**
 * The change as the API takes it: every field of the form, trimmed, over the version read (the server
 * changes and logs only what differs); an empty contact e-mail removes it.
 */
export function formToAccountUpdate(
  values: AccountFormValues,
  version: number,
): Schemas['CompanyAccountUpdate'] {
  const email = values.contactEmail.trim();
  return {
    version,
    name: values.name.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    postCode: values.postCode.trim(),
    city: values.city.trim(),
    country: values.country,
    contactEmail: email === '' ? null : email,
    iwoMember: values.iwoMember,
    onlineTradingEnabled: values.onlineTradingEnabled,
    features: features.filter((f) => values.features.includes(f)),
  };
}

export interface ShareholderFormValues {
  role: Schemas['ShareholderRole'];
  /** The parent of a child; `''` while none is chosen. */
  parentAccountId: string;
}

/** A child needs its parent. */
export const shareholderFormSchema = z
  .object({ role: z.enum(shareholderRoles), parentAccountId: z.string() })
  .check((ctx) => {
    if (ctx.value.role === 'child' && ctx.value.parentAccountId === '')
      check(ctx)('parentAccountId', 'required');
  });

export function shareholderToForm(a: Account): ShareholderFormValues {
  return { role: a.shareholder.role, parentAccountId: a.shareholder.parent?.id ?? '' };
}

/** `parentAccountId` only for a child (the API refuses it otherwise). */
export function formToShareholderUpdate(
  values: ShareholderFormValues,
  version: number,
): Schemas['ShareholderUpdate'] {
  return values.role === 'child'
    ? { version, role: 'child', parentAccountId: values.parentAccountId }
    : { version, role: values.role };
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** `none`: no salutation. */
  salutation: 'none' | Schemas['Salutation'];
  admin: boolean;
}

export const emptyUserForm: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  salutation: 'none',
  admin: false,
};

/** The rules of `CompanyUserInput`: names, a valid e-mail; that the e-mail is free only the server knows. */
export const userFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    salutation: z.enum(['none', 'Mr', 'Ms']),
    admin: z.boolean(),
  })
  .check((ctx) => {
    const v = ctx.value;
    const issue = check(ctx);
    text(issue, 'firstName', v.firstName, { max: LIMITS.personName, required: true });
    text(issue, 'lastName', v.lastName, { max: LIMITS.personName, required: true });
    const email = v.email.trim();
    if (email === '') issue('email', 'required');
    else if (email.length > LIMITS.email) issue('email', `tooLong:${LIMITS.email}`);
    else if (!isEmail(email)) issue('email', 'email');
  });

export function formToUserInput(values: UserFormValues): Schemas['CompanyUserInput'] {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.salutation !== 'none' ? { salutation: values.salutation } : {}),
    admin: values.admin,
  };
}
