import { ApiError } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatNumber } from '../../shell/i18n/format';
import { orderErrorMessages } from './messages';

export type OrderErrorCode = Exclude<keyof typeof orderErrorMessages, 'UNKNOWN'>;

/** What the basket offers after an order error: close it and retry, go back to the market, refresh prices. */
export type OrderErrorAction = 'closeBasket' | 'backToMarket' | 'refresh' | null;

export interface OrderErrorView {
  code: OrderErrorCode | 'UNKNOWN';
  text: string;
  action: OrderErrorAction;
}

const actions: Partial<Record<OrderErrorCode, OrderErrorAction>> = {
  BASKET_TECHNICAL_ERROR: 'closeBasket',
  ANTITRUST_ANONYMITY: 'backToMarket',
  RESERVATION_EXPIRED: 'refresh',
};

function isOrderErrorCode(code: string | undefined): code is OrderErrorCode {
  return code !== undefined && code !== 'UNKNOWN' && code in orderErrorMessages;
}

/**
 * The German message of an order (or reservation) error, one per code [M3]: the not-enough-volume one
 * shows the new available volume in the brand's number format, the relationship one names the seller.
 */
export function describeOrderError(error: unknown, intl: IntlShape, locale: Locale): OrderErrorView {
  const code = error instanceof ApiError ? error.code : undefined;
  if (!isOrderErrorCode(code)) {
    return { code: 'UNKNOWN', text: intl.formatMessage(orderErrorMessages.UNKNOWN), action: null };
  }
  const context = (error instanceof ApiError ? error.problem?.context : undefined) ?? {};
  const volume = typeof context.newAvailableVolume === 'number' ? context.newAvailableVolume : 0;
  const seller = typeof context.sellerName === 'string' ? context.sellerName : '';
  const descriptor: MessageDescriptor = orderErrorMessages[code];
  const text = intl.formatMessage(descriptor, {
    volume: formatNumber(volume, { locale }),
    seller,
  });
  return { code, text, action: actions[code] ?? null };
}
