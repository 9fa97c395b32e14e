// The page and its dialog are imported by the route only; the notifier (in the logged-in header) and
// the event handling stay light.
export { PriceAlertHeaderWidget, PriceAlertToasts } from './PriceAlertToasts';
export { PriceAlertsLink } from './PriceAlertsLink';
export { onPriceAlertTriggered, priceAlertTriggered } from './events';
export { priceAlertsQuery } from './queries';
export type { PriceAlert, PriceAlertInput } from './queries';
