import { afterEach, describe, expect, it } from 'vitest';
import { openOrdersCountQuery, orderHistoryQuery, orderQuery, ordersQuery } from '../features/orders';
import type { MarketTimer } from '../shell/market-window';
import { fakeBackend } from '../test/backend';
import { sessionWithStreamSpy } from '../test/session';
import { featureExtensions } from './features';

let timer: MarketTimer | undefined;
afterEach(() => timer?.stop());

const credentials = { username: 'kaeufer@nordheiz.de', password: 'Demo!2026' };

/** A session with the features plugged in as the app does, and a spy in place of the event stream. */
function setup() {
  fakeBackend({ type: 'buyer' }, { loggedIn: false });
  const harness = sessionWithStreamSpy(featureExtensions);
  timer = harness.session.timer;
  return harness;
}

describe('the features on the event stream', () => {
  it('[L5] the stream’s open-orders count becomes the menu bubble’s count at once', async () => {
    const { session, subscribeEvents, queryClient } = setup();
    await session.login(credentials);
    const options = subscribeEvents.mock.calls[0]![1];
    options.onOpenOrders?.(7);
    expect(queryClient.getQueryData(openOrdersCountQuery().queryKey)).toEqual({ count: 7 });
    // When the stream (re)opens, the count is read anew.
    options.onOpen?.();
    expect(queryClient.getQueryState(openOrdersCountQuery().queryKey)?.isInvalidated).toBe(true);
  });

  it('[OE1] an orders event loads the open order screens again: list, history and an order’s page', async () => {
    const { session, subscribeEvents, queryClient } = setup();
    await session.login(credentials);
    const keys = [
      orderHistoryQuery({ page: 1 } as never).queryKey,
      orderQuery('ord-1').queryKey,
      ordersQuery().queryKey,
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    const unrelated = ['get', '/api/offers/favourites'] as const;
    queryClient.setQueryData(unrelated, {});
    subscribeEvents.mock.calls[0]![1].onOpenOrders?.(3);
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, String(key[1])).toBe(true);
    expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(false);
  });
});
