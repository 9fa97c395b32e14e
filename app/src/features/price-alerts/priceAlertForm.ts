import { z } from 'zod/mini';
import type { PriceAlert, PriceAlertInput } from './queries';

/** Digits after the decimal mark of an alert's price (EUR/100L15). */
export const PRICE_DECIMALS = 2;
export const COMMENT_MAX = 500;

export const operators = ['BELOW', 'ABOVE'] as const;
export const liftingPeriodTypes = ['ALL', 'TODAY'] as const;

/**
 * The price alert form (react-hook-form + zod). Messages are keys the form turns into German: `required`,
 * `positive`, `tooLong:<max>`. The price is the NumberInput's canonical decimal string.
 */
export const priceAlertSchema = z.object({
  productId: z.string().check(z.minLength(1, 'required')),
  terminalId: z.string().check(z.minLength(1, 'required')),
  operator: z.enum(operators),
  value: z.string().check(
    z.minLength(1, 'required'),
    z.refine((v) => v === '' || (/^\d+(\.\d+)?$/.test(v) && /[1-9]/.test(v)), 'positive'),
  ),
  liftingPeriodType: z.enum(liftingPeriodTypes),
  comment: z.string().check(z.maxLength(COMMENT_MAX, `tooLong:${COMMENT_MAX}`)),
});
export type PriceAlertValues = z.infer<typeof priceAlertSchema>;

export const emptyPriceAlert: PriceAlertValues = {
  productId: '',
  terminalId: '',
  operator: 'BELOW',
  value: '',
  liftingPeriodType: 'ALL',
  comment: '',
};

/** An alert's settings in the form (its price with the form's two decimals). */
export function toPriceAlertValues(alert: PriceAlert): PriceAlertValues {
  const [whole, fraction = ''] = alert.value.split('.');
  const significant = fraction.replace(/0+$/, '');
  return {
    productId: alert.product.id,
    terminalId: alert.terminal.id,
    operator: alert.operator,
    value:
      significant.length > PRICE_DECIMALS
        ? alert.value
        : `${whole}.${significant.padEnd(PRICE_DECIMALS, '0')}`,
    liftingPeriodType: alert.liftingPeriodType,
    comment: alert.comment,
  };
}

export function toPriceAlertInput(values: PriceAlertValues): PriceAlertInput {
  return {
    productId: values.productId,
    terminalId: values.terminalId,
    operator: values.operator,
    value: values.value,
    liftingPeriodType: values.liftingPeriodType,
    comment: values.comment.trim(),
  };
}
