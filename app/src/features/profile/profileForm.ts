/**
 * The profile form of "Mein Konto" in its three modes [PM1]: the own profile, a new team member and a
 * team member edited by the team administrator. Its checks are the §5 rules [V5] (and the password rules
 * [V4] for a new member's first password); what it sends follows [V6].
 */
import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';
import { brokenPasswordRules } from '../auth';

type Profile = Schemas['Profile'];
type ProfileInput = Schemas['ProfileInput'];
type TeamMemberInput = Schemas['TeamMemberInput'];

export type ProfileMode = 'own' | 'add' | 'member';

/** Title choice: "none" is a choice too (no academic title), but one must be made [V5]. */
export type TitleChoice = 'none' | 'Dr' | 'Prof' | '';

export interface ProfileFormValues {
  salutation: 'Mr' | 'Ms' | '';
  title: TitleChoice;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mobile: string;
  jobTitle: string;
  department: string;
  departmentSize: string;
  useIndividualAddress: boolean;
  addressLine1: string;
  addressLine2: string;
  county: string;
  postCode: string;
  country: Schemas['CountryCode'] | '';
  admin: boolean;
  purchase: boolean;
  password: string;
  passwordConfirmation: string;
}

export type ProfileField = keyof ProfileFormValues;

/** The problem keys the form shows (messages.ts `problemMessages`). */
export type ProfileProblem =
  'required' | 'email' | 'phone' | 'emailTaken' | 'passwordRulesBroken' | 'passwordsNotIdentical';

/** The fields §5 requires of every profile, in the form's order [V5]. */
export const requiredFields = [
  'salutation',
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'mobile',
  'jobTitle',
  'department',
  'departmentSize',
] as const satisfies readonly ProfileField[];

/** The address §5 requires, when the user keeps an own one (it is sent only then [V6]). */
export const requiredAddressFields = [
  'addressLine1',
  'county',
  'postCode',
  'country',
] as const satisfies readonly ProfileField[];

export const departmentSizes = ['1', '2-5', '6-20', '21+'] as const;
export const countries = ['DE', 'AT', 'BE', 'NL', 'CH'] as const satisfies readonly Schemas['CountryCode'][];

/** A standard address: something@domain.tld, no spaces [V1]. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: an optional +, then digits with spaces, / - ( ); at least 6 digits. */
const phonePattern = /^\+?[0-9 ()/-]+$/;
const isPhone = (v: string) => phonePattern.test(v) && v.replace(/\D/g, '').length >= 6;

/** What is wrong with the values, per field (empty: nothing). */
export function problemsOf(
  values: ProfileFormValues,
  mode: ProfileMode,
): Partial<Record<ProfileField, ProfileProblem>> {
  const out: Partial<Record<ProfileField, ProfileProblem>> = {};
  const filled = (f: ProfileField) => String(values[f]).trim() !== '';
  for (const f of requiredFields) if (!filled(f)) out[f] = 'required';
  if (values.useIndividualAddress) for (const f of requiredAddressFields) if (!filled(f)) out[f] = 'required';
  if (!out.email && !emailPattern.test(values.email.trim())) out.email = 'email';
  if (!out.phone && !isPhone(values.phone.trim())) out.phone = 'phone';
  if (!out.mobile && !isPhone(values.mobile.trim())) out.mobile = 'phone';
  if (mode === 'add') {
    if (!values.password) out.password = 'required';
    else if (brokenPasswordRules(values.password).length) out.password = 'passwordRulesBroken';
    if (!values.passwordConfirmation) out.passwordConfirmation = 'required';
    else if (values.password !== values.passwordConfirmation)
      out.passwordConfirmation = 'passwordsNotIdentical';
  }
  return out;
}

/** The form's schema for react-hook-form: the problems above as issues on their fields. */
export function profileFormSchema(mode: ProfileMode) {
  return z.custom<ProfileFormValues>().check(
    z.superRefine((values, ctx) => {
      for (const [field, problem] of Object.entries(problemsOf(values, mode)))
        ctx.addIssue({ code: 'custom', message: problem, path: [field], input: values });
    }),
  );
}

export const emptyProfile: ProfileFormValues = {
  salutation: '',
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  mobile: '',
  jobTitle: '',
  department: '',
  departmentSize: '',
  useIndividualAddress: false,
  addressLine1: '',
  addressLine2: '',
  county: '',
  postCode: '',
  country: '',
  admin: false,
  purchase: false,
  password: '',
  passwordConfirmation: '',
};

/** A stored profile as the form's values (a stored profile without a title has none: a choice). */
export function toForm(p: Profile): ProfileFormValues {
  return {
    ...emptyProfile,
    salutation: p.salutation ?? '',
    title: p.title ?? 'none',
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone ?? '',
    mobile: p.mobile ?? '',
    jobTitle: p.jobTitle ?? '',
    department: p.department ?? '',
    departmentSize: p.departmentSize ?? '',
    useIndividualAddress: p.useIndividualAddress,
    addressLine1: p.addressLine1 ?? '',
    addressLine2: p.addressLine2 ?? '',
    county: p.county ?? '',
    postCode: p.postCode ?? '',
    country: p.country ?? '',
    admin: p.admin,
    purchase: p.roles.includes('MyOffers_Purchase'),
  };
}

const textFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'mobile',
  'jobTitle',
  'department',
  'departmentSize',
] as const;
const addressFields = ['addressLine1', 'addressLine2', 'county', 'postCode'] as const;

/**
 * The update [V6]: only the filled fields (trimmed); the e-mail, when given, becomes the username on the
 * server; the individual address fields only with useIndividualAddress. Rights only where the mode has
 * them (a team member's admin flag and roles), the version the form was read at [V12].
 */
export function toUpdate(
  values: ProfileFormValues,
  mode: Exclude<ProfileMode, 'add'>,
  version: number,
  roles: readonly Schemas['Role'][],
): ProfileInput {
  const out: ProfileInput = { version, useIndividualAddress: values.useIndividualAddress };
  if (values.salutation) out.salutation = values.salutation;
  if (values.title) out.title = values.title === 'none' ? null : values.title;
  for (const f of textFields) {
    const v = values[f].trim();
    if (v) out[f] = v;
  }
  if (values.useIndividualAddress) {
    for (const f of addressFields) {
      const v = values[f].trim();
      if (v) out[f] = v;
    }
    if (values.country) out.country = values.country;
  }
  if (mode === 'member') {
    out.admin = values.admin;
    out.roles = withPurchase(roles, values.purchase);
  }
  return out;
}

/** A new team member: the filled fields [V6], the rights and the first password [V4]. */
export function toNewMember(values: ProfileFormValues, purchaseAllowed: boolean): TeamMemberInput {
  const { version: _version, ...profile } = toUpdate(values, 'member', 1, ['MyRelationships_View']);
  return {
    ...profile,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    roles: withPurchase(['MyRelationships_View'], purchaseAllowed && values.purchase),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
  };
}

function withPurchase(roles: readonly Schemas['Role'][], purchase: boolean): Schemas['Role'][] {
  const rest = roles.filter((r) => r !== 'MyOffers_Purchase');
  return purchase ? [...rest, 'MyOffers_Purchase'] : rest;
}
