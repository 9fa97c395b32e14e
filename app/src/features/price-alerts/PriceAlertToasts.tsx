import type { Currency, Locale } from '@fuelmarket/brands';
import { deferred, MountWhenFirstNeeded } from '@fuelmarket/ui';
import { useEffect, useState } from 'react';
import type { HeaderWidgetProps } from '../../shell/extensions';
import { onPriceAlertTriggered } from './events';
import type { PriceAlert } from './queries';

const notifier = deferred(() => import('./PriceAlertNotifier').then((module) => module.PriceAlertNotifier));

/**
 * Tells a logged-in buyer at once, on whatever screen, that one of their price alerts was triggered (the
 * server's `priceAlert` event) [PA1]. It only listens; the toasts' code comes with the first alert.
 */
export function PriceAlertToasts({ locale, currency }: { locale: Locale; currency: Currency }) {
  const [alerts, setAlerts] = useState<readonly PriceAlert[]>([]);
  useEffect(() => onPriceAlertTriggered((alert) => setAlerts((list) => [...list, alert])), []);
  return (
    <MountWhenFirstNeeded when={alerts.length > 0}>
      <notifier.Component alerts={alerts} locale={locale} currency={currency} />
    </MountWhenFirstNeeded>
  );
}

/** The header's widget: the toasts, for buyers where price alerts exist [B9]. */
export function PriceAlertHeaderWidget({ brand, user }: HeaderWidgetProps) {
  if (!brand.flags.PRICE_ALERT || user.account.type !== 'buyer') return null;
  return <PriceAlertToasts locale={brand.locale} currency={brand.currency} />;
}
