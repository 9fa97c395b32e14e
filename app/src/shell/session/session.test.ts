import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { sessionWithStreamSpy } from '../../test/session';
import type { MarketTimer } from '../market-window';
import { SessionCheckError } from './session';

let timer: MarketTimer | undefined;
afterEach(() => timer?.stop());

const credentials = { username: 'kaeufer@nordheiz.de', password: 'Demo!2026' };

/** The features' login steps, here loading nothing: the session's own behaviour is under test. */
const loginSteps = {
  loadFavourites: async () => {},
  loadOrders: async () => {},
  loadRelationships: async () => {},
  loadTeam: async () => {},
};

/** A session on a fake backend with a real timer and a spy in place of the browser's event stream. */
function setup() {
  const backend = fakeBackend({ type: 'buyer' }, { loggedIn: false });
  const harness = sessionWithStreamSpy(() => ({ loginSteps }));
  timer = harness.session.timer;
  return { ...harness, backend };
}

describe('the session and the event stream', () => {
  it('[S-L1][S-L2] opens the event stream when the timer starts and closes it when the timer stops', async () => {
    const { session, subscribeEvents, close } = setup();
    expect(subscribeEvents).not.toHaveBeenCalled();

    await session.login(credentials);
    expect(subscribeEvents).toHaveBeenCalledTimes(1);
    expect(subscribeEvents).toHaveBeenCalledWith(session.timer, expect.anything());
    expect(close).not.toHaveBeenCalled();

    // Another run of the login sequence keeps the one stream.
    await session.login(credentials);
    expect(subscribeEvents).toHaveBeenCalledTimes(1);

    await session.end();
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

describe('the session check and its end', () => {
  it('[H2] a 503 while checking the session is not "logged out": it rejects and forgets nothing', async () => {
    const { session, backend } = setup();
    backend.server.loggedIn = true; // a reload with a session cookie
    backend.failNext('GET /api/user');
    await expect(session.ensureUser()).rejects.toBeInstanceOf(SessionCheckError);
    expect(backend.server.loggedIn).toBe(true);
    // The outage is over: the same session is still there.
    await expect(session.ensureUser()).resolves.toMatchObject({ username: credentials.username });
  });

  it('[H2] a 401 while checking the session is the ordinary "no session"', async () => {
    const { session } = setup();
    await expect(session.ensureUser()).resolves.toBeNull();
  });

  it('[S-L2] end() ends the session on the server and in the app', async () => {
    const { session, backend } = setup();
    await session.login(credentials);
    await expect(session.end()).resolves.toBe(true);
    expect(backend.count('POST /api/auth/logout')).toBe(1);
    expect(backend.server.loggedIn).toBe(false);
    expect(session.store.getSnapshot().user).toBeNull();
    await expect(session.ensureUser()).resolves.toBeNull();
  });

  it('[S-L2] end() resolves false when the server cannot end the session; the app forgets the user anyway', async () => {
    const { session, backend } = setup();
    await session.login(credentials);
    backend.failNext('POST /api/auth/logout');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(session.end()).resolves.toBe(false);
    expect(session.store.getSnapshot().user).toBeNull();
    warn.mockRestore();
  });
});
