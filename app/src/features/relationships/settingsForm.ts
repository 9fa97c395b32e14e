import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';

type Relationship = Schemas['Relationship'];
type SelectionMode = Schemas['SelectionMode'];

/** [CL1] The credit limit modes in the order they are offered. */
export const creditLimitModes = [
  'NONE',
  'STANDARD_API',
  'MANUAL',
  'CSV_LINKED',
] as const satisfies readonly Schemas['CreditLimitMode'][];

/** [CL1] Terminals and products: all, or a manual list. */
export const selectionModes = ['ALL', 'MANUAL'] as const satisfies readonly SelectionMode[];

/** Digits before the decimal mark a credit limit may have (the server keeps numeric(14, 2)). */
const MAX_LIMIT_DIGITS = 12;

/** [B11] A creditor number once trimmed: 1 to 30 letters, digits, '-', '/' or '.' (as the server checks). */
const CREDITOR_NUMBER = /^[A-Za-z0-9./-]{1,30}$/;

/**
 * The settings form's values. The credit limit is NumberInput's canonical decimal string (`''` when
 * empty); `paymentDays` holds one entry per fuel product of the platform (`days` `''` while none is
 * chosen), of which the listed products are shown and sent.
 */
export interface SettingsFormValues {
  creditLimitMode: Schemas['CreditLimitMode'];
  creditLimit: string;
  productSelectionMode: SelectionMode;
  productIds: string[];
  paymentDays: { productId: string; days: string }[];
  terminalSelectionMode: SelectionMode;
  terminalIds: string[];
  additiveProductIds: string[];
  purchaseRights: boolean;
  /** [B11] The creditor number as typed (`''`: none); only where the brand keeps creditor numbers. */
  creditorNumber: string;
}

/**
 * The products a buyer may buy and that need a payment term [V9]: the manual list, or under "all" the
 * products the seller offers (as the server counts them).
 */
export function listedProductIds(
  values: Pick<SettingsFormValues, 'productSelectionMode' | 'productIds'>,
  offeredProductIds: readonly string[],
): readonly string[] {
  return values.productSelectionMode === 'MANUAL' ? values.productIds : offeredProductIds;
}

/**
 * The rules of a buyer's settings, the same as the server's [V9][CL1]: a credit limit whenever a limit
 * mode is chosen, a payment term for every listed product, at least one terminal or product in a manual
 * list. Each problem is reported on its field with a message key.
 */
export function settingsFormSchema(offeredProductIds: readonly string[]) {
  return z
    .object({
      creditLimitMode: z.enum(creditLimitModes),
      creditLimit: z.string(),
      productSelectionMode: z.enum(selectionModes),
      productIds: z.array(z.string()),
      paymentDays: z.array(z.object({ productId: z.string(), days: z.string() })),
      terminalSelectionMode: z.enum(selectionModes),
      terminalIds: z.array(z.string()),
      additiveProductIds: z.array(z.string()),
      purchaseRights: z.boolean(),
      creditorNumber: z.string(),
    })
    .check((ctx) => {
      const v = ctx.value;
      const issue = (path: (string | number)[], message: string) =>
        ctx.issues.push({ code: 'custom', path, message, input: v });
      if (v.creditLimitMode !== 'NONE') {
        if (v.creditLimit === '') issue(['creditLimit'], 'credit_limit_required');
        else if (v.creditLimit.split('.')[0]!.length > MAX_LIMIT_DIGITS)
          issue(['creditLimit'], 'credit_limit_too_large');
      }
      if (v.productSelectionMode === 'MANUAL' && v.productIds.length === 0)
        issue(['productIds'], 'products_required');
      if (v.terminalSelectionMode === 'MANUAL' && v.terminalIds.length === 0)
        issue(['terminalIds'], 'terminals_required');
      const creditor = v.creditorNumber.trim();
      if (creditor !== '' && !CREDITOR_NUMBER.test(creditor))
        issue(['creditorNumber'], 'creditor_number_invalid');
      const listed = listedProductIds(v, offeredProductIds);
      v.paymentDays.forEach((entry, i) => {
        if (listed.includes(entry.productId) && entry.days === '')
          issue(['paymentDays', i, 'days'], 'payment_days_required');
      });
    });
}

/** The form's values for a relationship; `fuelIds` are the platform's fuel products in display order. */
export function settingsToForm(r: Relationship, fuelIds: readonly string[]): SettingsFormValues {
  const days = new Map(r.paymentDays.map((p) => [p.productId, String(p.days)]));
  return {
    creditLimitMode: r.creditLimitMode,
    creditLimit: r.creditLimit === null ? '' : Number(r.creditLimit).toFixed(2),
    productSelectionMode: r.productSelectionMode,
    productIds: r.productIds,
    paymentDays: fuelIds.map((productId) => ({ productId, days: days.get(productId) ?? '' })),
    terminalSelectionMode: r.terminalSelectionMode,
    terminalIds: r.terminalIds,
    additiveProductIds: r.additiveProductIds,
    purchaseRights: r.purchaseRights,
    creditorNumber: r.creditorNumber ?? '',
  };
}

export interface SettingsInputOptions {
  /** The version the save is made over. */
  version: number;
  offeredProductIds: readonly string[];
  /** Whether the seller chooses additive products (feature productAdditives); else they stay. */
  withAdditives: boolean;
  /** Whether the seller sets purchase rights (brand flag SELLER_ABLE_TO_SET_PURCHASE_RIGHTS); else they stay. */
  withPurchaseRights: boolean;
  /** [B11] Whether the seller keeps a creditor number (brand flag CREDITORS); else none is sent. */
  withCreditorNumber: boolean;
}

/**
 * The settings as the server takes them: no limit without a limit mode, the lists only under MANUAL, a
 * payment term for each listed product; what the seller may not change here is sent as it was.
 */
export function formToSettingsInput(
  values: SettingsFormValues,
  previous: Relationship,
  { version, offeredProductIds, withAdditives, withPurchaseRights, withCreditorNumber }: SettingsInputOptions,
): Schemas['RelationshipSettingsInput'] {
  const listed = listedProductIds(values, offeredProductIds);
  return {
    version,
    creditLimitMode: values.creditLimitMode,
    creditLimit: values.creditLimitMode === 'NONE' ? null : values.creditLimit,
    paymentDays: values.paymentDays
      .filter((p) => listed.includes(p.productId) && p.days !== '')
      .map((p) => ({ productId: p.productId, days: Number(p.days) as Schemas['PaymentTermDays'] })),
    terminalSelectionMode: values.terminalSelectionMode,
    terminalIds: values.terminalSelectionMode === 'MANUAL' ? values.terminalIds : [],
    productSelectionMode: values.productSelectionMode,
    productIds: values.productSelectionMode === 'MANUAL' ? values.productIds : [],
    additiveProductIds: withAdditives ? values.additiveProductIds : previous.additiveProductIds,
    purchaseRights: withPurchaseRights ? values.purchaseRights : previous.purchaseRights,
    // Left out, the server keeps the number as it is (and a brand without creditor numbers has none).
    ...(withCreditorNumber ? { creditorNumber: values.creditorNumber.trim() || null } : {}),
  };
}
