import type { Currency, Locale } from '@fuelmarket/brands';
import { formatMoney } from '../../shell/i18n/format';

/** A price per 100 L in the platform currency, with as many decimals as it has (2 to 4). */
export function formatAlertPrice(
  value: string,
  { locale, currency }: { locale: Locale; currency: Currency },
): string {
  const fraction = (value.split('.')[1] ?? '').replace(/0+$/, '');
  const decimals = fraction.length > 3 ? 4 : fraction.length > 2 ? 3 : 2;
  return formatMoney(value, { locale, currency, decimals });
}
