import type { QueryClient } from '@tanstack/react-query';
import { priceAlertsQuery, type PriceAlert } from './queries';

type Listener = (alert: PriceAlert) => void;
const listeners = new Set<Listener>();

/**
 * A `priceAlert` event of the server's event stream: the alert in the list takes its new state at once
 * (the list is read anew as well) and the listeners (the toasts of `PriceAlertToasts`) hear of it [PA1].
 */
export function priceAlertTriggered(queryClient: QueryClient, alert: PriceAlert): void {
  const key = priceAlertsQuery().queryKey;
  queryClient.setQueryData<PriceAlert[]>(key, (list) => list?.map((a) => (a.id === alert.id ? alert : a)));
  void queryClient.invalidateQueries({ queryKey: key });
  for (const listener of listeners) listener(alert);
}

/** Hears of every triggered alert from now on; returns the removal. */
export function onPriceAlertTriggered(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
