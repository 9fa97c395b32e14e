import { describe, expect, it } from 'vitest';
import { aviatNord, aviatSued } from '../../test/subAccountFixtures';
import {
  problemsOf,
  subAccountFormSchema,
  toForm,
  toUpdate,
  type SubAccountFormValues,
} from './subAccountForm';
import { chosenAviat } from './selection';
import { validateSubAccountsSearch } from './subAccountsSearch';

const valid: SubAccountFormValues = toForm(aviatNord);
const withValues = (patch: Partial<SubAccountFormValues>) => ({ ...valid, ...patch });

describe('the settings’ rules', () => {
  it('[V11][K5] the collection-period shortening is a positive whole number of calendar days, or none', () => {
    for (const days of ['0', '-2', '1.5', 'x']) {
      expect(problemsOf(withValues({ collectionShorteningDays: days })).collectionShorteningDays).toBe(
        'shorteningPositive',
      );
    }
    expect(problemsOf(withValues({ collectionShorteningDays: '366' })).collectionShorteningDays).toBe(
      'shorteningTooLong',
    );
    for (const days of ['', '1', '365']) {
      expect(problemsOf(withValues({ collectionShorteningDays: days }))).toEqual({});
    }
  });

  it('[V11] the price adjustment is a discount: positive values are refused, zero and negative taken', () => {
    expect(problemsOf(withValues({ priceAdjustment: '0.0001' })).priceAdjustment).toBe(
      'adjustmentNegativeOnly',
    );
    expect(problemsOf(withValues({ priceAdjustment: '1,5' })).priceAdjustment).toBe('numberFormat');
    for (const adjustment of ['', '0.0000', '-0.2500', '-12.0000']) {
      expect(problemsOf(withValues({ priceAdjustment: adjustment }))).toEqual({});
    }
  });

  it('[K2] the daily limit is whole litres above 0, or none', () => {
    for (const limit of ['0', '-5', '12.5']) {
      expect(problemsOf(withValues({ dailyPurchaseLimit: limit })).dailyPurchaseLimit).toBe('limitPositive');
    }
    expect(problemsOf(withValues({ dailyPurchaseLimit: '1000000000001' })).dailyPurchaseLimit).toBe(
      'limitTooLarge',
    );
    expect(problemsOf(withValues({ dailyPurchaseLimit: '' }))).toEqual({});
  });

  it('[K1] the form takes only the payment terms 7, 14, 21, 30 and 45 days', () => {
    for (const days of [7, 14, 21, 30, 45]) {
      expect(subAccountFormSchema.safeParse(withValues({ paymentTermDays: days as 7 })).success).toBe(true);
    }
    expect(subAccountFormSchema.safeParse(withValues({ paymentTermDays: 60 as 7 })).success).toBe(false);
  });

  it('the schema reports each problem on its field with its message key', () => {
    const result = subAccountFormSchema.safeParse(
      withValues({ collectionShorteningDays: '0', priceAdjustment: '0.5000' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['collectionShorteningDays', 'shorteningPositive'],
      ['priceAdjustment', 'adjustmentNegativeOnly'],
    ]);
  });
});

describe('from the server to the form and back', () => {
  it('[K2][K5] empty fields mean no limit, no shortening and no adjustment', () => {
    expect(toForm(aviatSued)).toEqual({
      paymentTermDays: 14,
      dailyPurchaseLimit: '',
      collectionShorteningDays: '',
      priceAdjustment: '',
      terminalIds: ['tm-karlsruhe'],
    });
    expect(toUpdate(toForm(aviatSued), 1)).toEqual({
      version: 1,
      paymentTermDays: 14,
      dailyPurchaseLimit: null,
      collectionShorteningDays: null,
      priceAdjustment: '0.0000',
      terminalIds: ['tm-karlsruhe'],
    });
  });

  it('sends what was read unchanged, with the version it was read at', () => {
    expect(toUpdate(toForm(aviatNord), aviatNord.version)).toEqual({
      version: 3,
      paymentTermDays: 30,
      dailyPurchaseLimit: 60_000,
      collectionShorteningDays: 2,
      priceAdjustment: '-0.2500',
      terminalIds: ['tm-bremen', 'tm-hamburg'],
    });
  });
});

describe('the URL of /aviaten', () => {
  it('drops broken values and falls back to the first Aviat', () => {
    expect(validateSubAccountsSearch({ aviat: '', tab: 'nope' })).toEqual({});
    expect(validateSubAccountsSearch({ aviat: 42, tab: ['price'] })).toEqual({});
    expect(validateSubAccountsSearch({ aviat: 'acc-aviat-sued', tab: 'price' })).toEqual({
      aviat: 'acc-aviat-sued',
      tab: 'price',
    });
    const list = [aviatNord, aviatSued];
    expect(chosenAviat(list, { aviat: 'acc-aviat-sued' })).toBe('acc-aviat-sued');
    expect(chosenAviat(list, { aviat: 'acc-unknown' })).toBe('acc-aviat-nord');
    expect(chosenAviat([], {})).toBeUndefined();
  });
});
