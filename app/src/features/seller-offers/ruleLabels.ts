import type { IntlShape, MessageDescriptor } from 'react-intl';
import { customerPricesMessages as k, pricingRulesMessages as m } from './messages';

/** The German name of each rule kind a seller creates. */
const KIND_MESSAGES: Record<string, MessageDescriptor | undefined> = {
  DUTY: k.DUTY,
  BIO_BLEND: k.BIO_BLEND,
  FREIGHT: k.FREIGHT,
  MARGIN: k.MARGIN,
  DISCOUNT: k.DISCOUNT,
  FX: k.FX_RULE,
  ICE_GASOIL: k.ICE_GASOIL,
};

/** A rule kind as the seller reads it (its code when it has no name here). */
export function ruleKindLabel(intl: IntlShape, kind: string): string {
  const descriptor = KIND_MESSAGES[kind];
  return descriptor ? intl.formatMessage(descriptor) : kind;
}

const UNIT_MESSAGES: Record<string, MessageDescriptor | undefined> = {
  'EUR/100L15': m['EUR/100L15'],
  'EUR/LITRE': m['EUR/LITRE'],
  'EUR/CUBIC_METRE': m['EUR/CUBIC_METRE'],
  'EUR/METRIC_TONNE': m['EUR/METRIC_TONNE'],
  'USD/METRIC_TONNE': m['USD/METRIC_TONNE'],
};

/** A rule's price unit in the platform currency ("EUR je 100 l (15 °C)"). */
export function rulePriceUnitLabel(intl: IntlShape, unit: string, currency: string): string {
  const descriptor = UNIT_MESSAGES[unit];
  return descriptor ? intl.formatMessage(descriptor, { currency }) : unit;
}
