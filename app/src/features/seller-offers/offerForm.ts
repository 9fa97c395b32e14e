import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';

type FuelOffer = Schemas['FuelOffer'];
type FuelOfferInput = Schemas['FuelOfferInput'];

/** A date range of the form (`YYYY-MM-DD` both ends), `null` while none is chosen. */
export type DayRange = { start: string; end: string } | null;

/**
 * The offer form's values: numbers as the canonical decimal strings of NumberInput (`''` when empty),
 * times as `HH:mm` (`null` when empty), date ranges as ISO days.
 */
export interface OfferFormValues {
  productId: string;
  terminalId: string;
  totalVolume: string;
  minimumOrderQuantity: string;
  maximumOrderQuantity: string;
  pricingType: 'FIXED' | 'API';
  fixedPrice: string;
  futureMonth: string;
  fxRate: string;
  surcharge: string;
  surchargeUnit: string;
  minPrice: string;
  maxPriceFall: string;
  availability: DayRange;
  dailyStartTime: string | null;
  dailyEndTime: string | null;
  collectionType: 'STANDARD' | 'CUSTOM';
  collection: DayRange;
}

const positive = (v: string) => v !== '' && Number(v) > 0;
const filled = (v: string | null) => v !== null && v !== '';

/**
 * The rules of an offer (rule V7), the same as the server's (server/src/features/offers/sellerOffers.ts);
 * each problem is reported on its field with the message key of the server's answer.
 */
export const offerFormSchema = z
  .object({
    productId: z.string(),
    terminalId: z.string(),
    totalVolume: z.string(),
    minimumOrderQuantity: z.string(),
    maximumOrderQuantity: z.string(),
    pricingType: z.enum(['FIXED', 'API']),
    fixedPrice: z.string(),
    futureMonth: z.string(),
    fxRate: z.string(),
    surcharge: z.string(),
    surchargeUnit: z.string(),
    minPrice: z.string(),
    maxPriceFall: z.string(),
    availability: z.nullable(z.object({ start: z.string(), end: z.string() })),
    dailyStartTime: z.nullable(z.string()),
    dailyEndTime: z.nullable(z.string()),
    collectionType: z.enum(['STANDARD', 'CUSTOM']),
    collection: z.nullable(z.object({ start: z.string(), end: z.string() })),
  })
  .check((ctx) => {
    const v = ctx.value;
    const issue = (path: keyof OfferFormValues, message: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input: v[path] });
    for (const field of ['productId', 'terminalId'] as const) if (!v[field]) issue(field, 'required');
    for (const field of ['totalVolume', 'minimumOrderQuantity', 'maximumOrderQuantity'] as const) {
      if (v[field] === '') issue(field, 'required');
      else if (!positive(v[field])) issue(field, 'positive_required');
    }
    if (positive(v.minimumOrderQuantity) && positive(v.maximumOrderQuantity)) {
      const [min, max, total] = [v.minimumOrderQuantity, v.maximumOrderQuantity, v.totalVolume].map(Number);
      if (max! < min!) issue('maximumOrderQuantity', 'below_minimum');
      else if (positive(v.totalVolume) && max! > total!) issue('maximumOrderQuantity', 'above_total_volume');
    }
    if (v.pricingType === 'FIXED') {
      if (v.fixedPrice === '') issue('fixedPrice', 'required');
      else if (!positive(v.fixedPrice)) issue('fixedPrice', 'positive_required');
    } else {
      if (!v.futureMonth) issue('futureMonth', 'required');
      if (v.fxRate === '') issue('fxRate', 'required');
      else if (!positive(v.fxRate)) issue('fxRate', 'positive_required');
      if (v.surcharge === '') issue('surcharge', 'required');
      if (!v.surchargeUnit) issue('surchargeUnit', 'required');
    }
    if (!v.availability) issue('availability', 'required');
    if (!filled(v.dailyStartTime)) issue('dailyStartTime', 'required');
    if (!filled(v.dailyEndTime)) issue('dailyEndTime', 'required');
    else if (filled(v.dailyStartTime) && v.dailyEndTime! <= v.dailyStartTime!)
      issue('dailyEndTime', 'before_start');
    if (v.collectionType === 'CUSTOM' && !v.collection) issue('collection', 'required');
  });

export const emptyOfferForm: OfferFormValues = {
  productId: '',
  terminalId: '',
  totalVolume: '',
  minimumOrderQuantity: '',
  maximumOrderQuantity: '',
  pricingType: 'FIXED',
  fixedPrice: '',
  futureMonth: 'M00',
  fxRate: '',
  surcharge: '',
  surchargeUnit: '',
  minPrice: '',
  maxPriceFall: '',
  availability: null,
  dailyStartTime: '07:00',
  dailyEndTime: '17:00',
  collectionType: 'STANDARD',
  collection: null,
};

/** An offer as the form shows it for editing. */
export function offerToForm(offer: FuelOffer): OfferFormValues {
  const custom = offer.collectionPeriod.type === 'CUSTOM';
  return {
    productId: offer.productId,
    terminalId: offer.terminalId,
    totalVolume: String(offer.totalVolume),
    minimumOrderQuantity: String(offer.minimumOrderQuantity),
    maximumOrderQuantity: String(offer.maximumOrderQuantity),
    pricingType: offer.pricingType === 'API' ? 'API' : 'FIXED',
    fixedPrice: offer.fixedPrice ?? '',
    futureMonth: offer.futureMonth ?? 'M00',
    fxRate: offer.fxRate ?? '',
    surcharge: offer.surcharge ?? '',
    surchargeUnit: offer.surchargeUnit ?? '',
    minPrice: offer.minPrice ?? '',
    maxPriceFall: offer.maxPriceFall ?? '',
    availability: { start: offer.availabilityStartDate, end: offer.availabilityEndDate },
    dailyStartTime: offer.dailyStartTime,
    dailyEndTime: offer.dailyEndTime,
    collectionType: custom ? 'CUSTOM' : 'STANDARD',
    collection:
      custom && offer.collectionPeriod.startDate && offer.collectionPeriod.endDate
        ? { start: offer.collectionPeriod.startDate, end: offer.collectionPeriod.endDate }
        : null,
  };
}

/** The request body of valid form values: only what the price type uses, optional fields only when filled. */
export function formToOfferInput(v: OfferFormValues): FuelOfferInput {
  const optional = <K extends 'minPrice' | 'maxPriceFall'>(key: K) =>
    v[key] === '' ? {} : { [key]: v[key] };
  const custom = v.collectionType === 'CUSTOM' && v.collection;
  return {
    productId: v.productId,
    terminalId: v.terminalId,
    totalVolume: Number(v.totalVolume),
    minimumOrderQuantity: Number(v.minimumOrderQuantity),
    maximumOrderQuantity: Number(v.maximumOrderQuantity),
    pricingType: v.pricingType,
    ...(v.pricingType === 'FIXED'
      ? { fixedPrice: v.fixedPrice }
      : {
          futureMonth: v.futureMonth as NonNullable<FuelOfferInput['futureMonth']>,
          fxRate: v.fxRate,
          surcharge: v.surcharge,
          surchargeUnit: v.surchargeUnit as NonNullable<FuelOfferInput['surchargeUnit']>,
        }),
    ...optional('minPrice'),
    ...optional('maxPriceFall'),
    availabilityStartDate: v.availability?.start ?? '',
    availabilityEndDate: v.availability?.end ?? '',
    dailyStartTime: v.dailyStartTime ?? '',
    dailyEndTime: v.dailyEndTime ?? '',
    collectionPeriod: custom
      ? { type: 'CUSTOM', startDate: custom.start, endDate: custom.end }
      : { type: 'STANDARD', startDate: null, endDate: null },
  };
}
