import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';
import type { SubAccountTab } from './subAccountsSearch';

type SubAccount = Schemas['SubAccount'];

/** Payment term choices in days (spec §9) [K1]. */
export const paymentTermChoices = [
  7, 14, 21, 30, 45,
] as const satisfies readonly Schemas['PaymentTermDays'][];

/** Whole litres a contract `Litres` value may hold. */
const MAX_LITRES = 1_000_000_000_000;
/** The contract allows at most 100 terminals in an update. */
const MAX_TERMINALS = 100;
/** The longest shortening the server takes: a year of calendar days. */
export const MAX_SHORTENING_DAYS = 365;
/** The server stores the adjustment with 8 digits before the decimal mark. */
const MAX_ADJUSTMENT = 100_000_000;
/** Digits after the decimal mark of a price adjustment (per litre, as the contract's example). */
export const ADJUSTMENT_DECIMALS = 4;

/**
 * One Aviat's settings as the form holds them. The number fields are NumberInput's canonical decimal
 * strings, `''` when empty: an empty limit is no limit [K2], an empty shortening none, an empty
 * adjustment none.
 */
export interface SubAccountFormValues {
  paymentTermDays: Schemas['PaymentTermDays'];
  /** Whole litres a day; `''`: no limit. */
  dailyPurchaseLimit: string;
  /** Calendar days; `''`: no shortening. */
  collectionShorteningDays: string;
  /** Per litre, zero or a discount (negative); `''`: no adjustment. */
  priceAdjustment: string;
  /** Where the Aviat may buy; none: at every terminal. */
  terminalIds: string[];
}

/** The message keys of the form's problems (messages.ts `problems`). */
export type SubAccountProblem =
  | 'limitPositive'
  | 'limitTooLarge'
  | 'shorteningPositive'
  | 'shorteningTooLong'
  | 'adjustmentNegativeOnly'
  | 'adjustmentTooLarge'
  | 'numberFormat'
  | 'tooManyTerminals'
  | 'unknownTerminal';

/** Which tab holds a field: a problem on a field that is not shown opens its tab. */
export const tabOfField: Record<keyof SubAccountFormValues, SubAccountTab> = {
  paymentTermDays: 'payment',
  dailyPurchaseLimit: 'limit',
  collectionShorteningDays: 'collection',
  priceAdjustment: 'price',
  terminalIds: 'terminals',
};

const wholeNumber = /^\d+$/;
const decimal = /^-?\d+(\.\d+)?$/;

/**
 * What is wrong with the settings, per field. The rules of the contract and of spec §5:
 * the limit is whole litres above 0 (or none) [K2]; the collection-period shortening is a positive
 * whole number of calendar days up to a year (or none) [V11][K5]; the price adjustment is a discount,
 * so never above 0 [V11].
 */
export function problemsOf(
  values: SubAccountFormValues,
): Partial<Record<keyof SubAccountFormValues, SubAccountProblem>> {
  const problems: Partial<Record<keyof SubAccountFormValues, SubAccountProblem>> = {};
  const limit = values.dailyPurchaseLimit;
  if (limit !== '') {
    if (!wholeNumber.test(limit) || Number(limit) < 1) problems.dailyPurchaseLimit = 'limitPositive';
    else if (Number(limit) > MAX_LITRES) problems.dailyPurchaseLimit = 'limitTooLarge';
  }
  const days = values.collectionShorteningDays;
  if (days !== '') {
    if (!wholeNumber.test(days) || Number(days) < 1) problems.collectionShorteningDays = 'shorteningPositive';
    else if (Number(days) > MAX_SHORTENING_DAYS) problems.collectionShorteningDays = 'shorteningTooLong';
  }
  const adjustment = values.priceAdjustment;
  if (adjustment !== '') {
    if (!decimal.test(adjustment)) problems.priceAdjustment = 'numberFormat';
    else if (Number(adjustment) > 0) problems.priceAdjustment = 'adjustmentNegativeOnly';
    else if (Number(adjustment) <= -MAX_ADJUSTMENT) problems.priceAdjustment = 'adjustmentTooLarge';
  }
  if (values.terminalIds.length > MAX_TERMINALS) problems.terminalIds = 'tooManyTerminals';
  return problems;
}

/** The form's resolver schema: each problem of `problemsOf` on its field, its message key as message. */
export const subAccountFormSchema = z
  .object({
    paymentTermDays: z.literal(paymentTermChoices),
    dailyPurchaseLimit: z.string(),
    collectionShorteningDays: z.string(),
    priceAdjustment: z.string(),
    terminalIds: z.array(z.string()),
  })
  .check((ctx) => {
    for (const [field, problem] of Object.entries(problemsOf(ctx.value))) {
      const path = field as keyof SubAccountFormValues;
      ctx.issues.push({ code: 'custom', path: [path], message: problem, input: ctx.value[path] });
    }
  });

/** Terminal ids in one order, so that ticking one off and on again is no change. */
export const sortedIds = (ids: readonly string[]): string[] => [...ids].sort();

/** The form's values of a saved Aviat. */
export function toForm(account: SubAccount): SubAccountFormValues {
  const adjustment = Number(account.priceAdjustment);
  return {
    paymentTermDays: account.paymentTermDays,
    dailyPurchaseLimit: account.dailyPurchaseLimit === null ? '' : String(account.dailyPurchaseLimit),
    collectionShorteningDays:
      account.collectionShorteningDays === null ? '' : String(account.collectionShorteningDays),
    priceAdjustment: adjustment === 0 ? '' : adjustment.toFixed(ADJUSTMENT_DECIMALS),
    terminalIds: sortedIds(account.terminalIds),
  };
}

/** The update of valid form values over the `version` they were read at (a stale one is refused: 409). */
export function toUpdate(values: SubAccountFormValues, version: number): Schemas['SubAccountUpdate'] {
  return {
    version,
    paymentTermDays: values.paymentTermDays,
    dailyPurchaseLimit: values.dailyPurchaseLimit === '' ? null : Number(values.dailyPurchaseLimit),
    collectionShorteningDays:
      values.collectionShorteningDays === '' ? null : Number(values.collectionShorteningDays),
    // No adjustment is zero (also "-0,0000" typed).
    priceAdjustment:
      Number(values.priceAdjustment || 0) === 0 ? (0).toFixed(ADJUSTMENT_DECIMALS) : values.priceAdjustment,
    terminalIds: values.terminalIds,
  };
}
