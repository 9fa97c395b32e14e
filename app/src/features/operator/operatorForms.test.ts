import { describe, expect, it } from 'vitest';
import {
  accountFormSchema,
  formToShareholderUpdate,
  formToUserInput,
  type AccountFormValues,
} from './accountForms';
import {
  densityToForm,
  formToProductInput,
  formToRegionInput,
  productFormSchema,
  regionFormSchema,
} from './masterDataForms';

const account: AccountFormValues = {
  name: 'Nordheiz Handel GmbH',
  addressLine1: '',
  addressLine2: '',
  postCode: '',
  city: '',
  country: 'DE',
  contactEmail: '',
  iwoMember: false,
  onlineTradingEnabled: true,
  features: [],
};
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('operator forms', () => {
  it('[P5] an account needs a name; the contact e-mail may be empty but not malformed; lengths as the API', () => {
    expect(problems(accountFormSchema.safeParse(account))).toEqual({});
    expect(
      problems(
        accountFormSchema.safeParse({ ...account, name: '  ', contactEmail: 'info@', city: 'x'.repeat(101) }),
      ),
    ).toEqual({ name: 'required', contactEmail: 'email', city: 'tooLong:100' });
  });

  it('[P5] a child is sent with its parent, other roles without one', () => {
    expect(formToShareholderUpdate({ role: 'child', parentAccountId: 'acc-nordheiz' }, 3)).toEqual({
      version: 3,
      role: 'child',
      parentAccountId: 'acc-nordheiz',
    });
    expect(formToShareholderUpdate({ role: 'none', parentAccountId: 'acc-nordheiz' }, 3)).toEqual({
      version: 3,
      role: 'none',
    });
  });

  it('[P5] a user without salutation is sent without one, trimmed', () => {
    expect(
      formToUserInput({
        firstName: ' Sabine ',
        lastName: 'Köhler',
        email: ' s@k.de ',
        salutation: 'none',
        admin: false,
      }),
    ).toEqual({ firstName: 'Sabine', lastName: 'Köhler', email: 's@k.de', admin: false });
  });

  it('[P5] densities keep four decimals without a float; out of 0.5–1.2 they are refused', () => {
    expect(densityToForm('0.845')).toBe('0.8450');
    expect(densityToForm('1')).toBe('1.0000');
    const product = { name: 'HVO', type: 'fuel', category: 'Diesel', density: '1.2001' } as const;
    expect(problems(productFormSchema.safeParse(product))).toEqual({ density: 'out_of_range' });
    expect(problems(productFormSchema.safeParse({ ...product, density: '0.5000' }))).toEqual({});
    expect(formToProductInput({ ...product, type: 'additive', density: '0.9000' })).toEqual({
      name: 'HVO',
      type: 'additive',
      category: 'Additiv',
      density: '0.9000',
    });
  });

  it('[P5] a region without a place goes last (no sort sent); a place is a whole number up to 10000', () => {
    expect(formToRegionInput({ name: ' West ', sort: '' })).toEqual({ name: 'West' });
    expect(formToRegionInput({ name: 'West', sort: '4' })).toEqual({ name: 'West', sort: 4 });
    expect(problems(regionFormSchema.safeParse({ name: 'West', sort: '10001' }))).toEqual({
      sort: 'sort_range',
    });
  });
});
