import { brands } from '@fuelmarket/brands';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import {
  createMarketTimer,
  fetchMarketWindow,
  type EventHandlers,
  type MarketTimer,
} from '../shell/market-window';
import { createAppSession, type FeatureLoginSteps } from '../shell/session';

/**
 * A session of the default brand on the test's `fakeBackend`, with what `features` plugs in for its query
 * cache, a real market timer and a spy in place of the browser's event stream (its calls hold the
 * handlers; `close` stands for the stream's close).
 */
export function sessionWithStreamSpy(
  features: (queryClient: QueryClient) => { loginSteps: FeatureLoginSteps; events?: EventHandlers },
) {
  const close = vi.fn();
  const subscribeEvents = vi.fn((_timer: MarketTimer, _handlers: EventHandlers) => close);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createAppSession({
    queryClient,
    brand: brands.default,
    ...features(queryClient),
    subscribeEvents,
    timer: createMarketTimer({
      fetchWindow: fetchMarketWindow,
      isLoggedIn: () => session.store.getSnapshot().user !== null,
      onReload: () => {},
      refetchMetadata: async () => {},
      reportError: () => {},
    }),
  });
  return { session, subscribeEvents, close, queryClient };
}
