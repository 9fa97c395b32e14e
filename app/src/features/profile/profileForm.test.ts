import type { Schemas } from '@fuelmarket/api-client';
import { describe, expect, it } from 'vitest';
import { emptyProfile, problemsOf, requiredFields, toForm, toNewMember, toUpdate } from './profileForm';

const filled = {
  ...emptyProfile,
  salutation: 'Ms',
  title: 'none',
  firstName: 'Jana',
  lastName: 'Becker',
  email: 'kaeufer@nordheiz.de',
  phone: '+49 40 1234 5600',
  mobile: '+49 170 9876543',
  jobTitle: 'Leitung',
  department: 'Einkauf',
  departmentSize: '2-5',
} as const;

describe('the profile form', () => {
  it('[V5] requires salutation, title, names, e-mail, phone, mobile, job title, department and size', () => {
    expect(problemsOf(filled, 'own')).toEqual({});
    expect(Object.keys(problemsOf(emptyProfile, 'own')).sort()).toEqual([...requiredFields].sort());
    for (const field of requiredFields)
      expect(problemsOf({ ...filled, [field]: '  ' }, 'own'), field).toEqual({ [field]: 'required' });
  });

  it('[V5] street, city, post code and country only with an individual address; e-mail and phones valid', () => {
    expect(problemsOf({ ...filled, useIndividualAddress: true }, 'own')).toEqual({
      addressLine1: 'required',
      county: 'required',
      postCode: 'required',
      country: 'required',
    });
    expect(problemsOf({ ...filled, email: 'jana@nordheiz', phone: '12', mobile: 'eins' }, 'own')).toEqual({
      email: 'email',
      phone: 'phone',
      mobile: 'phone',
    });
  });

  it('[V4] a new member needs a first password by the rules, entered twice alike', () => {
    expect(problemsOf(filled, 'add')).toEqual({ password: 'required', passwordConfirmation: 'required' });
    expect(
      problemsOf({ ...filled, password: 'heizÖl2027', passwordConfirmation: 'heizÖl2027' }, 'add'),
    ).toEqual({ password: 'passwordRulesBroken' });
    expect(
      problemsOf({ ...filled, password: 'Heizoel!2027', passwordConfirmation: 'Heizoel!2028' }, 'add'),
    ).toEqual({ passwordConfirmation: 'passwordsNotIdentical' });
  });

  it('[V6] sends only filled fields, trimmed; the address fields only with useIndividualAddress', () => {
    const values = {
      ...filled,
      jobTitle: '  ',
      department: ' Disposition ',
      addressLine1: 'Mönckebergstraße 7',
      postCode: '20095',
    };
    const without = toUpdate(values, 'own', 4, []);
    expect(without).toEqual({
      version: 4,
      useIndividualAddress: false,
      salutation: 'Ms',
      title: null,
      firstName: 'Jana',
      lastName: 'Becker',
      email: 'kaeufer@nordheiz.de',
      phone: '+49 40 1234 5600',
      mobile: '+49 170 9876543',
      department: 'Disposition',
      departmentSize: '2-5',
    });
    const withAddress = toUpdate({ ...values, useIndividualAddress: true, country: 'DE' }, 'own', 4, []);
    expect(withAddress).toMatchObject({
      addressLine1: 'Mönckebergstraße 7',
      postCode: '20095',
      country: 'DE',
    });
    expect(withAddress).not.toHaveProperty('addressLine2');
    expect(withAddress).not.toHaveProperty('admin');
  });

  it('[P4] rights go only for team members; without online trading no purchase right is granted', () => {
    const roles: Schemas['Role'][] = ['MyRelationships_View'];
    expect(toUpdate({ ...filled, purchase: true, admin: true }, 'member', 2, roles)).toMatchObject({
      admin: true,
      roles: ['MyRelationships_View', 'MyOffers_Purchase'],
    });
    const member = {
      ...filled,
      purchase: true,
      password: 'Heizoel!2027',
      passwordConfirmation: 'Heizoel!2027',
    };
    expect(toNewMember(member, false).roles).toEqual(['MyRelationships_View']);
    expect(toNewMember(member, true)).toMatchObject({
      roles: ['MyRelationships_View', 'MyOffers_Purchase'],
      password: 'Heizoel!2027',
    });
    expect(toNewMember(member, true)).not.toHaveProperty('version');
  });

  it('a stored profile without a title reads as "no title" chosen', () => {
    const p = {
      title: null,
      roles: [],
      useIndividualAddress: false,
      admin: false,
    } as unknown as Schemas['Profile'];
    expect(toForm({ ...p, firstName: 'A', lastName: 'B', email: 'a@b.de' }).title).toBe('none');
  });
});
