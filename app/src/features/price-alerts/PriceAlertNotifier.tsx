import type { Currency, Locale } from '@fuelmarket/brands';
import { createToastQueue, showToast, ToastRegion } from '@fuelmarket/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatAlertPrice } from './format';
import { priceAlertNoticeMessages as m } from './noticeMessages';
import type { PriceAlert } from './queries';

/** How long the toast of a triggered alert stays (longer than a confirmation: it comes unasked). */
const TRIGGERED_TOAST_MS = 15_000;

export interface PriceAlertNotifierProps {
  /** Every alert triggered since the page loaded, oldest first (`PriceAlertToasts` collects them). */
  alerts: readonly PriceAlert[];
  locale: Locale;
  currency: Currency;
}

/**
 * The toasts of triggered price alerts [PA1]: one per alert, with the product, the terminal and the price.
 * Loaded with the first triggered alert (see `PriceAlertToasts`), so no page carries it before.
 */
export function PriceAlertNotifier({ alerts, locale, currency }: PriceAlertNotifierProps) {
  const intl = useIntl();
  const [toasts] = useState(createToastQueue);
  const shown = useRef(0);
  useEffect(() => {
    for (const alert of alerts.slice(shown.current)) {
      showToast(
        {
          title: intl.formatMessage(m.triggeredToast),
          description: intl.formatMessage(m.triggeredToastText, {
            product: alert.product.name,
            terminal: alert.terminal.name,
            price: intl.formatMessage(m.perHundredLitres, {
              price: formatAlertPrice(alert.triggeredPrice ?? alert.value, { locale, currency }),
            }),
          }),
          tone: 'info',
        },
        { queue: toasts, timeout: TRIGGERED_TOAST_MS },
      );
    }
    shown.current = alerts.length;
  }, [alerts, intl, locale, currency, toasts]);
  return <ToastRegion queue={toasts} />;
}
