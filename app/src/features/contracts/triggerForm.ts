import { z } from 'zod/mini';
import type { Trigger, TriggerInput, TriggerUpdate } from './queries';

/** Digits after the decimal mark of a limit price (EUR/100L15). */
export const PRICE_DECIMALS = 2;
export const CONTRACT_NUMBER_MAX = 50;

const positive = (v: string) => v === '' || (/^\d+(\.\d+)?$/.test(v) && /[1-9]/.test(v));

/**
 * The price trigger form (react-hook-form + zod). Messages are keys the dialog turns into German:
 * `required`, `positive`. Volume and limit are the NumberInput's canonical decimal strings; the validity
 * is a day (`YYYY-MM-DD`) and a time (`HH:mm`) in the browser's time zone.
 */
export const triggerSchema = z.object({
  sellerId: z.string().check(z.minLength(1, 'required')),
  offerId: z.string().check(z.minLength(1, 'required')),
  volume: z.string().check(z.minLength(1, 'required'), z.refine(positive, 'positive')),
  triggerPrice: z.string().check(z.minLength(1, 'required'), z.refine(positive, 'positive')),
  validDay: z.string().check(z.minLength(1, 'required')),
  validTime: z.string().check(z.minLength(1, 'required')),
  contractNumber: z.string().check(z.maxLength(CONTRACT_NUMBER_MAX, 'required')),
});
export type TriggerValues = z.infer<typeof triggerSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A new trigger: valid for a week, until 18:00. */
export function emptyTrigger(now: Date, preset: { sellerId?: string; offerId?: string } = {}): TriggerValues {
  const day = new Date(now.getTime() + 7 * 86_400_000);
  return {
    sellerId: preset.sellerId ?? '',
    offerId: preset.offerId ?? '',
    volume: '',
    triggerPrice: '',
    validDay: dayOf(day),
    validTime: '18:00',
    contractNumber: '',
  };
}

/** The end of the validity as an instant (the day and time read in the browser's time zone). */
export function validUntilOf(values: Pick<TriggerValues, 'validDay' | 'validTime'>): Date {
  return new Date(`${values.validDay}T${values.validTime}:00`);
}

export function toTriggerInput(values: TriggerValues): TriggerInput {
  const contractNumber = values.contractNumber.trim();
  return {
    offerId: values.offerId,
    volume: Number(values.volume),
    triggerPrice: values.triggerPrice,
    validUntil: validUntilOf(values).toISOString(),
    deliveryAddressId: null,
    ...(contractNumber ? { contractNumber } : {}),
  };
}

/**
 * A saved trigger in the form (to change it): the limit without the zeros the API pads it with beyond the
 * form's decimals (`89.7500` -> `89.75`), the validity as day and time in the browser's time zone.
 */
export function toTriggerValues(trigger: Trigger): TriggerValues {
  const until = new Date(trigger.validUntil);
  const [whole, fraction = ''] = trigger.triggerPrice.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(PRICE_DECIMALS, '0');
  return {
    sellerId: trigger.seller.id,
    offerId: trigger.offerId,
    volume: String(trigger.volume),
    triggerPrice: `${whole}.${kept}`,
    validDay: dayOf(until),
    validTime: `${pad(until.getHours())}:${pad(until.getMinutes())}`,
    contractNumber: trigger.contractNumber ?? '',
  };
}

/** The digits after the decimal mark the limit field needs to show `price` (at least the form's). */
export function priceDecimalsOf(price: string): number {
  return Math.max(PRICE_DECIMALS, price.split('.')[1]?.length ?? 0);
}

/** A change of a trigger over the version read (its offer stays; an empty contract number clears it). */
export function toTriggerUpdate(values: TriggerValues, version: number): TriggerUpdate {
  return {
    version,
    volume: Number(values.volume),
    triggerPrice: values.triggerPrice,
    validUntil: validUntilOf(values).toISOString(),
    contractNumber: values.contractNumber.trim() || null,
  };
}
