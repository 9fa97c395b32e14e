import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';

type PricingRule = Schemas['PricingRule'];
type PricingRuleInput = Schemas['PricingRuleInput'];

/**
 * The rule kinds a seller creates here: the ones that add an amount to a price, then the FX rule (an
 * exchange rate) and the exchange rule (an ICE month), which replace an input during a period of a day.
 */
export const ruleKinds = ['FREIGHT', 'MARGIN', 'DISCOUNT', 'DUTY', 'BIO_BLEND', 'FX', 'ICE_GASOIL'] as const;
export type RuleKind = (typeof ruleKinds)[number];

/** Kinds that replace an input of the live price during their period instead of adding an amount. */
export const isInputKind = (kind: string): kind is 'FX' | 'ICE_GASOIL' =>
  kind === 'FX' || kind === 'ICE_GASOIL';

export const futureMonths = [
  'M00',
  'M01',
  'M02',
  'M03',
  'M04',
  'M05',
  'M06',
] as const satisfies readonly Schemas['FutureMonth'][];

export const rulePriceUnits = [
  'EUR/100L15',
  'EUR/LITRE',
  'EUR/CUBIC_METRE',
  'EUR/METRIC_TONNE',
  'USD/METRIC_TONNE',
] as const satisfies readonly Schemas['PriceUnit'][];

/** The rule form's values: the value as NumberInput's canonical decimal string (`''` when empty). */
export interface RuleFormValues {
  name: string;
  kind: RuleKind;
  global: boolean;
  priceUnit: (typeof rulePriceUnits)[number];
  value: string;
  customerIds: string[];
  terminalIds: string[];
  productIds: string[];
  groupId: string;
  /** FX rules: USD per EUR (`''` when empty). */
  exchangeRate: string;
  /** Exchange rules: the ICE month (`''` when none is chosen). */
  futureMonth: string;
  /** Input rules' period: "YYYY-MM-DD", "HH:mm", "HH:mm" (`''` when empty). */
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * The rules of a pricing rule (V10, V11), the same as the server's (server/src/features/pricing/rules.ts);
 * each problem is reported on its field with the message key of the server's answer.
 */
export const ruleFormSchema = z
  .object({
    name: z.string(),
    kind: z.enum(ruleKinds),
    global: z.boolean(),
    priceUnit: z.enum(rulePriceUnits),
    value: z.string(),
    customerIds: z.array(z.string()),
    terminalIds: z.array(z.string()),
    productIds: z.array(z.string()),
    groupId: z.string(),
    exchangeRate: z.string(),
    futureMonth: z.string(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
  })
  .check((ctx) => {
    const v = ctx.value;
    const issue = (path: keyof RuleFormValues, message: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input: v[path] });
    if (v.name.trim() === '') issue('name', 'required');
    if (isInputKind(v.kind)) {
      if (v.kind === 'FX') {
        if (v.exchangeRate === '') issue('exchangeRate', 'required');
        else if (!(Number(v.exchangeRate) > 0)) issue('exchangeRate', 'positive_required');
      }
      if (v.kind === 'ICE_GASOIL' && v.futureMonth === '') issue('futureMonth', 'required');
      if (v.date === '') issue('date', 'required');
      if (v.startTime === '') issue('startTime', 'required');
      if (v.endTime === '') issue('endTime', 'required');
      else if (v.startTime !== '' && v.endTime <= v.startTime) issue('endTime', 'before_start');
    } else if (v.value === '') issue('value', 'required');
    else if (v.kind === 'DISCOUNT' && !(Number(v.value) < 0)) issue('value', 'negative_required');
    if (!v.global) {
      for (const list of ['customerIds', 'terminalIds', 'productIds'] as const) {
        if (v[list].length === 0) issue(list, 'at_least_one');
      }
    }
  });

export const emptyRuleForm: RuleFormValues = {
  name: '',
  kind: 'FREIGHT',
  global: false,
  priceUnit: 'EUR/100L15',
  value: '',
  customerIds: [],
  terminalIds: [],
  productIds: [],
  groupId: '',
  exchangeRate: '',
  futureMonth: '',
  date: '',
  startTime: '',
  endTime: '',
};

export function ruleToForm(rule: PricingRule): RuleFormValues {
  return {
    name: rule.name,
    kind: (ruleKinds as readonly string[]).includes(rule.kind) ? (rule.kind as RuleKind) : 'FREIGHT',
    global: rule.scope === 'GLOBAL',
    priceUnit: (rulePriceUnits as readonly string[]).includes(rule.priceUnit)
      ? (rule.priceUnit as RuleFormValues['priceUnit'])
      : 'EUR/100L15',
    value: rule.value,
    customerIds: rule.customerIds,
    terminalIds: rule.terminalIds,
    productIds: rule.productIds,
    groupId: rule.groupId ?? '',
    // NumberInput's canonical form of the stored rate (six decimals).
    exchangeRate: rule.exchangeRate ? Number(rule.exchangeRate).toFixed(6) : '',
    futureMonth: rule.futureMonth ?? '',
    date: rule.date ?? '',
    startTime: rule.startTime ?? '',
    endTime: rule.endTime ?? '',
  };
}

/**
 * The rule as the server takes it: GLOBAL when marked so, else the scope it had (a new rule is a customer
 * price rule, ACCOUNT); what it matches are its lists either way.
 */
export function formToRuleInput(
  values: RuleFormValues,
  currency: 'EUR' | 'CHF',
  previous?: Pick<PricingRule, 'scope'>,
): PricingRuleInput {
  const named = previous && previous.scope !== 'GLOBAL' ? previous.scope : 'ACCOUNT';
  const base = {
    name: values.name.trim(),
    kind: values.kind,
    scope: values.global ? 'GLOBAL' : named,
    currency,
    customerIds: values.customerIds,
    terminalIds: values.terminalIds,
    productIds: values.productIds,
    groupId: values.groupId || null,
  } as const;
  if (!isInputKind(values.kind)) return { ...base, priceUnit: values.priceUnit, value: values.value };
  // An input rule's value and unit are not used.
  return {
    ...base,
    priceUnit: 'EUR/100L15',
    value: '0',
    ...(values.kind === 'FX'
      ? { exchangeRate: values.exchangeRate }
      : { futureMonth: values.futureMonth as Schemas['FutureMonth'] }),
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
  };
}
