import { brands } from '@fuelmarket/brands';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { createMarketTimer, type MarketTimer } from '../market-window';
import { createAppSession } from './session';

let timer: MarketTimer | undefined;
afterEach(() => timer?.stop());

const credentials = { username: 'kaeufer@nordheiz.de', password: 'Demo!2026' };

/** A session on a fake api with a real timer and a spy in place of the browser's event stream. */
function setup() {
  const { api } = createFakeApi({ type: 'buyer' }, { loggedIn: false });
  const close = vi.fn();
  const subscribeEvents = vi.fn((_timer: MarketTimer) => close);
  const session = createAppSession({
    api,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    brand: brands.default,
    subscribeEvents,
    timer: createMarketTimer({
      fetchWindow: () => api.getMarketWindow(),
      isLoggedIn: () => session.store.getSnapshot().user !== null,
      onReload: () => {},
      refetchMetadata: async () => {},
      reportError: () => {},
    }),
  });
  timer = session.timer;
  return { session, subscribeEvents, close };
}

describe('the session and the event stream', () => {
  it('[S-L1][S-L2] opens the event stream when the timer starts and closes it when the timer stops', async () => {
    const { session, subscribeEvents, close } = setup();
    expect(subscribeEvents).not.toHaveBeenCalled();

    await session.login(credentials);
    expect(subscribeEvents).toHaveBeenCalledTimes(1);
    expect(subscribeEvents).toHaveBeenCalledWith(session.timer);
    expect(close).not.toHaveBeenCalled();

    // Another run of the login sequence keeps the one stream.
    await session.login(credentials);
    expect(subscribeEvents).toHaveBeenCalledTimes(1);

    await session.logout();
    expect(close).toHaveBeenCalledTimes(1);

    // Logging in again opens a new stream.
    await session.login(credentials);
    expect(subscribeEvents).toHaveBeenCalledTimes(2);
  });

  it('[H1] a 401 closes the event stream with the timer', async () => {
    const { session, close } = setup();
    await session.login(credentials);
    session.onUnauthorized();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
