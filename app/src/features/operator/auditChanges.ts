import type { Schemas } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import { formatDecimal } from '@fuelmarket/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import {
  changeMessages as m,
  countryMessages,
  featureMessages,
  fieldMessages,
  productTypeMessages,
  salutationMessages,
  shareholderRoleMessages,
} from './messages';

type Change = Schemas['OperatorAuditChange'];
type Action = Schemas['OperatorAuditEntry']['action'];

/** Fields stored as `true`/`false`. */
const BOOLEAN_FIELDS = new Set(['iwoMember', 'onlineTradingEnabled', 'admin', 'blocked']);

/** Fields that name an account or a region by its id. */
export const REFERENCE_FIELDS = new Set(['parentAccountId', 'accountId', 'regionId']);

/** Fields whose values are codes with a German name. */
const CODE_FIELDS: Record<string, Record<string, MessageDescriptor>> = {
  country: countryMessages,
  role: shareholderRoleMessages,
  salutation: salutationMessages,
  type: productTypeMessages,
};

export interface ChangeContext {
  intl: IntlShape;
  locale: Locale;
  /** Names of the accounts and regions a change refers to by id (`parentAccountId`, `accountId`, `regionId`). */
  names: ReadonlyMap<string, string>;
}

/** The German label of a field, or its API name when it is not known. */
export function fieldLabel(intl: IntlShape, field: string): string {
  const known = fieldMessages[field];
  return known ? intl.formatMessage(known) : field;
}

/** One value of a change as the operator reads it: yes/no, a country's name, a density in the locale … */
export function changeValue(field: string, value: string | null, { intl, locale, names }: ChangeContext) {
  if (value === null || (value === '' && field !== 'features')) return intl.formatMessage(m.empty);
  if (BOOLEAN_FIELDS.has(field) && (value === 'true' || value === 'false'))
    return intl.formatMessage(value === 'true' ? m.yes : m.no);
  const codes = CODE_FIELDS[field];
  const code = codes?.[value];
  if (code) return intl.formatMessage(code);
  if (field === 'features') {
    const list = value
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    if (list.length === 0) return intl.formatMessage(m.noFeatures);
    return list
      .map((f) => {
        const known = (featureMessages as Record<string, MessageDescriptor | undefined>)[f];
        return known ? intl.formatMessage(known) : f;
      })
      .join(', ');
  }
  if (field === 'density' && /^\d+(\.\d+)?$/.test(value)) {
    const decimals = Math.max(4, value.split('.')[1]?.length ?? 0);
    return formatDecimal(value, { locale, decimals, signed: false });
  }
  if (REFERENCE_FIELDS.has(field)) return names.get(value) ?? value;
  return value;
}

/**
 * A change in words: "Name: Alt → Neu"; on a creation, where nothing was before, "Name: Neu".
 */
export function describeChange(action: Action, change: Change, context: ChangeContext): string {
  const field = fieldLabel(context.intl, change.field);
  const to = changeValue(change.field, change.to, context);
  if (change.from === null && action.endsWith('_CREATED'))
    return context.intl.formatMessage(m.set, { field, to });
  const from = changeValue(change.field, change.from, context);
  return context.intl.formatMessage(m.change, { field, from, to });
}
