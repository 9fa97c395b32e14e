import type { Schemas } from '@fuelmarket/api-client';
import type { MarketTimer, MarketWindow, PriceTick } from './timer';

/** What the features do with the stream's events beyond the market window's own (orders, price alerts). */
export interface EventHandlers {
  /** A seller's `orders` event: the account's open orders now (the menu bubble) [L5]. */
  onOpenOrders?: (count: number) => void;
  /** A `priceAlert` event: one of the user's price alerts was triggered (data: `PriceAlert`). */
  onPriceAlert?: (alert: Schemas['PriceAlert']) => void;
  /**
   * The stream is open (again): what changed while it was not (an order placed before it opened) is read
   * anew here.
   */
  onOpen?: () => void;
}

export interface SubscribeToEventsOptions extends EventHandlers {
  /** @default '/api/events' */
  url?: string;
  /** @default globalThis.EventSource */
  EventSourceImpl?: typeof EventSource;
}

function parse<T>(data: unknown): T | null {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/**
 * Listens to the server's event stream: `marketWindow` events are offered to the timer (which adopts
 * them only when they carry prices), `prices` events refresh its prices, `offers` events (a seller changed
 * offers or prices) count up its offers revision, a seller's `orders` events say the open orders now, and `priceAlert` events name a triggered price alert
 * of the user. Without `EventSource`, or
 * when the stream cannot be opened, the timer simply keeps polling at zero. Returns the unsubscribe.
 */
export function subscribeToEvents(
  timer: Pick<MarketTimer, 'adopt' | 'updatePrices' | 'offersChanged'>,
  options: SubscribeToEventsOptions = {},
): () => void {
  const Impl = options.EventSourceImpl ?? globalThis.EventSource;
  if (typeof Impl !== 'function') return () => {};
  let source: EventSource;
  try {
    source = new Impl(options.url ?? '/api/events', { withCredentials: true });
  } catch {
    return () => {};
  }
  const onWindow = (event: MessageEvent) => {
    const window = parse<MarketWindow>(event.data);
    if (window) timer.adopt(window);
  };
  const onPrices = (event: MessageEvent) => {
    const ticks = parse<PriceTick[]>(event.data);
    if (Array.isArray(ticks)) timer.updatePrices(ticks);
  };
  const onOffers = () => timer.offersChanged();
  const onOrders = (event: MessageEvent) => {
    const open = parse<{ count?: unknown }>(event.data);
    if (typeof open?.count === 'number') options.onOpenOrders?.(open.count);
  };
  const onPriceAlert = (event: MessageEvent) => {
    const alert = parse<Schemas['PriceAlert']>(event.data);
    if (alert && typeof alert.id === 'string') options.onPriceAlert?.(alert);
  };
  const onOpen = () => options.onOpen?.();
  // The browser reconnects on its own; a closed stream (e.g. 401) just stays closed.
  const onError = () => {};
  source.addEventListener('marketWindow', onWindow as EventListener);
  source.addEventListener('prices', onPrices as EventListener);
  source.addEventListener('offers', onOffers);
  source.addEventListener('orders', onOrders as EventListener);
  source.addEventListener('priceAlert', onPriceAlert as EventListener);
  source.addEventListener('open', onOpen);
  source.addEventListener('error', onError);
  return () => {
    source.removeEventListener('marketWindow', onWindow as EventListener);
    source.removeEventListener('prices', onPrices as EventListener);
    source.removeEventListener('offers', onOffers);
    source.removeEventListener('orders', onOrders as EventListener);
    source.removeEventListener('priceAlert', onPriceAlert as EventListener);
    source.removeEventListener('open', onOpen);
    source.removeEventListener('error', onError);
    source.close();
  };
}
