import { describe, expect, it } from 'vitest';
import { fakeRelationship } from '../../test/relationshipFixtures';
import {
  creditLimitModes,
  formToSettingsInput,
  settingsFormSchema,
  settingsToForm,
  type SettingsFormValues,
} from './settingsForm';

const FUELS = ['heizoel-el', 'diesel-b7'];
const base = fakeRelationship('seller', {
  creditLimitMode: 'MANUAL',
  creditLimit: '250000.00',
  paymentDays: [{ productId: 'heizoel-el', days: 14 }],
  additiveProductIds: ['add-1'],
  purchaseRights: true,
  version: 3,
});
const form = (change: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  ...settingsToForm(base, FUELS),
  ...change,
});
/** The message keys of a form's problems, by field path. */
function problems(values: SettingsFormValues, offered: string[] = ['heizoel-el']) {
  const result = settingsFormSchema(offered).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the settings form', () => {
  it('[V9][CL1] a credit limit is required for every mode but NONE', () => {
    for (const mode of creditLimitModes) {
      expect(problems(form({ creditLimitMode: mode, creditLimit: '' }))).toEqual(
        mode === 'NONE' ? {} : { creditLimit: 'credit_limit_required' },
      );
    }
    expect(problems(form({ creditLimit: '1000000000000.00' }))).toEqual({
      creditLimit: 'credit_limit_too_large',
    });
  });

  it('[V9] each listed product needs a payment term: the manual list, else the offered products', () => {
    const none = form({ paymentDays: FUELS.map((productId) => ({ productId, days: '' })) });
    expect(problems(none, ['heizoel-el', 'diesel-b7'])).toEqual({
      'paymentDays.0.days': 'payment_days_required',
      'paymentDays.1.days': 'payment_days_required',
    });
    expect(problems(none, [])).toEqual({});
    expect(problems({ ...none, productSelectionMode: 'MANUAL', productIds: ['diesel-b7'] }, [])).toEqual({
      'paymentDays.1.days': 'payment_days_required',
    });
  });

  it('[CL1] a manual list of terminals or products has at least one', () => {
    expect(problems(form({ terminalSelectionMode: 'MANUAL', terminalIds: [] }))).toEqual({
      terminalIds: 'terminals_required',
    });
    expect(problems(form({ productSelectionMode: 'MANUAL', productIds: [] }))).toEqual({
      productIds: 'products_required',
    });
  });

  it("[CL1][P6] sends no limit without a mode, no lists under ALL and the listed products' terms only", () => {
    const values = form({
      creditLimitMode: 'NONE',
      terminalIds: ['tm-hamburg'],
      paymentDays: [
        { productId: 'heizoel-el', days: '14' },
        { productId: 'diesel-b7', days: '30' },
      ],
    });
    expect(
      formToSettingsInput(values, base, {
        version: 3,
        offeredProductIds: ['heizoel-el'],
        withAdditives: false,
        withPurchaseRights: false,
        withCreditorNumber: false,
      }),
    ).toEqual({
      version: 3,
      creditLimitMode: 'NONE',
      creditLimit: null,
      paymentDays: [{ productId: 'heizoel-el', days: 14 }],
      terminalSelectionMode: 'ALL',
      terminalIds: [],
      productSelectionMode: 'ALL',
      productIds: [],
      // What the seller may not set here stays as it was [B10].
      additiveProductIds: ['add-1'],
      purchaseRights: true,
    });
  });

  it('[B10] purchase rights are sent as chosen only where the brand lets sellers set them', () => {
    const values = form({ purchaseRights: false });
    const options = { version: 3, offeredProductIds: [], withAdditives: true, withCreditorNumber: false };
    expect(formToSettingsInput(values, base, { ...options, withPurchaseRights: true }).purchaseRights).toBe(
      false,
    );
    expect(formToSettingsInput(values, base, { ...options, withPurchaseRights: false }).purchaseRights).toBe(
      true,
    );
  });

  it('[B11] a creditor number is optional, trimmed, 1 to 30 letters, digits, "-", "/" or "."', () => {
    for (const ok of ['', '   ', 'K-4711', ' 4711/A.1 ', 'x'.repeat(30)]) {
      expect(problems(form({ creditorNumber: ok })), ok).toEqual({});
    }
    for (const bad of ['K 4711', 'K_4711', 'Ö-1', 'x'.repeat(31)]) {
      expect(problems(form({ creditorNumber: bad })), bad).toEqual({
        creditorNumber: 'creditor_number_invalid',
      });
    }
    expect(settingsToForm({ ...base, creditorNumber: 'K-1' }, FUELS).creditorNumber).toBe('K-1');
    expect(settingsToForm({ ...base, creditorNumber: null }, FUELS).creditorNumber).toBe('');
  });

  it('[B11] the creditor number is sent trimmed (empty: none) only where the brand keeps creditor numbers', () => {
    const options = { version: 3, offeredProductIds: [], withAdditives: true, withPurchaseRights: false };
    const sent = (creditorNumber: string, withCreditorNumber: boolean) =>
      formToSettingsInput(form({ creditorNumber }), base, { ...options, withCreditorNumber });
    expect(sent(' K-4711 ', true).creditorNumber).toBe('K-4711');
    expect(sent('  ', true)).toHaveProperty('creditorNumber', null);
    expect(sent('K-4711', false)).not.toHaveProperty('creditorNumber');
  });
});
