import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, FakeApiError } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.className = '';
  document.cookie = 'fm_cookie_consent=; Max-Age=0; path=/';
});

function start(...args: Parameters<typeof renderApp>) {
  const view = renderApp(...args);
  stop = () => view.app.timer.stop();
  return view;
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const pathOf = (view: ReturnType<typeof renderApp>) => view.app.router.state.location.pathname;

describe('app shell', () => {
  it('[G1][H2] a login-required route without a session tries GET /api/user and goes to /login', async () => {
    const { api } = createFakeApi(null);
    const view = start('/orders', { api });
    await heading('Anmelden');
    expect(api.getUser).toHaveBeenCalled();
    expect(pathOf(view)).toBe('/login');
  });

  it('[R1] the catch-all requires login, then shows "Seite nicht gefunden"', async () => {
    const anonymous = start('/gibt/es/nicht', { api: createFakeApi(null).api });
    await heading('Anmelden');
    expect(pathOf(anonymous)).toBe('/login');
    anonymous.unmount();
    stop?.();
    start('/gibt/es/nicht', { api: createFakeApi({ type: 'buyer' }).api });
    await heading('Seite nicht gefunden');
  });

  it('[R2][S-L1] /login with a valid session loads user and metadata and goes to /', async () => {
    const { api, calls } = createFakeApi({ type: 'buyer' });
    const view = start('/login', { api });
    await heading('Dashboard');
    expect(pathOf(view)).toBe('/');
    expect(screen.getByText('Willkommen, Jana Becker!')).toBeInTheDocument();
    expect(calls.slice(0, 5)).toEqual([
      'getUser',
      'getMetadata',
      'getMarketWindow',
      'getFavourites',
      'getRelationships:buyer',
    ]);
  });

  it('[G5] sets the page title per route', async () => {
    const { api } = createFakeApi({ type: 'buyer' });
    const view = start('/statistik', { api });
    await heading('Statistik');
    expect(document.title).toBe('Statistik – fuelmarket');
    await view.app.router.navigate({ to: '/orders' });
    await heading('Bestellungen');
    expect(document.title).toBe('Bestellungen – fuelmarket');
  });

  it('[R6] the help centre is full width, its title follows the panel and it adds the body class', async () => {
    const { api } = createFakeApi({ type: 'seller' });
    const view = start('/hilfe-center/glossar', { api });
    await heading('Glossar');
    expect(document.title).toBe('Glossar – fuelmarket');
    expect(document.body).toHaveClass('help-center');
    expect(screen.getByRole('main')).toHaveAttribute('data-full-width', 'true');
    await view.app.router.navigate({ to: '/orders' });
    await heading('Bestellungen');
    expect(document.body).not.toHaveClass('help-center');
    expect(screen.getByRole('main')).toHaveAttribute('data-full-width', 'false');
  });

  it('[R5] /verträge-management works as typed and percent-encoded', async () => {
    const { api } = createFakeApi({ type: 'buyer' });
    start('/vertr%C3%A4ge-management', { api });
    await heading('Verträge-Management');
    expect(screen.getByText('Diese Seite wird in Kürze verfügbar sein.')).toBeInTheDocument();
  });

  it('[R3][G3] a seller is kept on the previous path when opening the market', async () => {
    const { api } = createFakeApi({ type: 'seller', roles: ['MyRelationships_View'] });
    const view = start('/orders', { api });
    await heading('Bestellungen');
    await view.app.router.navigate({ to: '/handelsplatz' });
    await waitFor(() => expect(pathOf(view)).toBe('/orders'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellungen');
  });

  it('[R3][G3] a buyer is kept on the previous path when opening offer management', async () => {
    const { api } = createFakeApi({ type: 'buyer' });
    const view = start('/statistik', { api });
    await heading('Statistik');
    await view.app.router.navigate({ to: '/meine-angebote' });
    await waitFor(() => expect(pathOf(view)).toBe('/statistik'));
  });

  it('[R5] a seller without the triggers feature stays on the current path', async () => {
    const { api } = createFakeApi({ type: 'seller', features: [] });
    const view = start('/orders', { api });
    await heading('Bestellungen');
    await view.app.router.navigate({ href: '/verträge-management' });
    await waitFor(() => expect(pathOf(view)).toBe('/orders'));
  });

  it('[G4] a missing role redirects to /', async () => {
    const { api } = createFakeApi({ type: 'buyer', roles: [] });
    const view = start('/aviaten', { api });
    await heading('Dashboard');
    expect(pathOf(view)).toBe('/');
  });

  it('[R4] seller management is absent in the Austrian single-seller mode', async () => {
    const { api } = createFakeApi({ type: 'buyer', roles: ['MyRelationships_View'], termsAccepted: true });
    start('/verkaufer-management', { api, brand: 'at' });
    await heading('Seite nicht gefunden');
  });

  it('[G2][B12] a Swiss buyer who has not accepted the terms goes to /agb and back to / after accepting', async () => {
    const user = userEvent.setup();
    const { api } = createFakeApi({ type: 'buyer', termsAccepted: false });
    const view = start('/orders', { api, brand: 'ch' });
    await heading('Allgemeine Geschäftsbedingungen');
    expect(pathOf(view)).toBe('/agb');
    await user.click(screen.getByRole('checkbox', { name: /akzeptiere sie/ }));
    await user.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    await heading('Dashboard');
    expect(api.acceptGtc).toHaveBeenCalledOnce();
  });

  it('[G2][H2] a failed terms check counts as not accepted', async () => {
    const { api } = createFakeApi({ type: 'buyer' });
    api.getGtcAccepted.mockImplementation(() => Promise.reject(new Error('503')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = start('/', { api, brand: 'at' });
    await heading('Allgemeine Geschäftsbedingungen');
    expect(pathOf(view)).toBe('/agb');
    warn.mockRestore();
  });

  it('[G2] the default brand does not ask for the terms', async () => {
    const { api } = createFakeApi({ type: 'buyer', termsAccepted: false });
    start('/', { api });
    await heading('Dashboard');
    expect(api.getGtcAccepted).not.toHaveBeenCalled();
  });
});

describe('layouts and navigation', () => {
  it('[L1][R7] /login uses the simple layout: content and cookie banner, no header or footer', async () => {
    start('/login', { api: createFakeApi(null).api });
    await heading('Anmelden');
    expect(document.querySelector('[data-layout="simple"]')).not.toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Cookie-Hinweis' })).toBeInTheDocument();
  });

  it('[L1][R7] both password pages use the simple layout', async () => {
    const first = start('/passwort/reset', { api: createFakeApi(null).api });
    await heading('Passwort zurücksetzen');
    expect(document.querySelector('[data-layout="simple"]')).not.toBeNull();
    first.unmount();
    start('/passwort/reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2', { api: createFakeApi(null).api });
    await heading('Neues Passwort festlegen');
    expect(document.querySelector('[data-layout="simple"]')).not.toBeNull();
  });

  it('[L1][B6] the complex layout has a footer; "Powered by" only on non-default brands', async () => {
    const first = start('/', { api: createFakeApi({ type: 'seller' }).api });
    await heading('Dashboard');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByText(/Powered by/)).toBeNull();
    first.unmount();
    stop?.();
    start('/', { api: createFakeApi({ type: 'seller' }).api, brand: 'ch' });
    await heading('Dashboard');
    expect(within(screen.getByRole('contentinfo')).getAllByText(/Powered by/).length).toBeGreaterThan(0);
  });

  it('[L2] the top bar shows only when logged in: logo link to /, navigation, user name', async () => {
    const anonymous = start('/logout', { api: createFakeApi(null).api });
    await heading('Sie wurden abgemeldet');
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    anonymous.unmount();
    start('/orders', { api: createFakeApi({ type: 'buyer', firstName: 'Jana', lastName: 'Becker' }).api });
    await heading('Bestellungen');
    const logoLink = screen.getAllByRole('link', { name: 'fuelmarket' })[0];
    expect(logoLink).toHaveAttribute('href', '/');
    expect(screen.getAllByAltText('fuelmarket').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Jana Becker/ }).length).toBeGreaterThan(0);
  });

  it("[L5] a seller sees the open-orders bubble with 99+ above 99 and the sellers' entries", async () => {
    start('/', {
      api: createFakeApi({ type: 'seller', roles: ['MyRelationships_View'], openOrders: 150 }).api,
    });
    await heading('Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    await waitFor(() => expect(within(nav).getByText('99+')).toBeInTheDocument());
    expect(within(nav).getByRole('link', { name: /Meine Angebote/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Käufer-Management/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Handelsplatz/ })).toBeNull();
  });

  it('[L5] a buyer sees Handelsplatz and Verkäufer-Management, no bubble', async () => {
    start('/', { api: createFakeApi({ type: 'buyer', roles: ['MyRelationships_View'], openOrders: 5 }).api });
    await heading('Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Handelsplatz' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Verkäufer-Management' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Meine Angebote/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Bestellungen' })).toBeInTheDocument();
  });

  it('[L4][S-L2] logout asks for confirmation; Abbrechen keeps the session, Bestätigen logs out to /logout', async () => {
    const user = userEvent.setup();
    const { api } = createFakeApi({ type: 'buyer' });
    const view = start('/', { api });
    await heading('Dashboard');
    const openMenu = async () => {
      await user.click(screen.getAllByRole('button', { name: /Jana Becker/ })[0]!);
      await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
      return screen.findByRole('alertdialog');
    };
    let dialog = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.logout).not.toHaveBeenCalled();
    dialog = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await heading('Sie wurden abgemeldet');
    expect(pathOf(view)).toBe('/logout');
    expect(api.logout).toHaveBeenCalledOnce();
    expect(view.app.session.store.getSnapshot().user).toBeNull();
    expect(view.app.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(view.app.timer.getSnapshot().window).toBeNull();
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/login');
  });

  it('[L6] the dashboard shows the news box for buyers, not for sellers without newsBox', async () => {
    const first = start('/', { api: createFakeApi({ type: 'buyer' }).api });
    await heading('Dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Neuigkeiten' })).toBeInTheDocument();
    first.unmount();
    stop?.();
    start('/', { api: createFakeApi({ type: 'seller', features: [] }).api });
    await heading('Dashboard');
    expect(screen.queryByRole('heading', { level: 2, name: 'Neuigkeiten' })).toBeNull();
  });
});

describe('session edges', () => {
  it('[S-L2] opening /logout by URL ends the session on the server and in the app', async () => {
    const { api, server } = createFakeApi({ type: 'buyer' });
    const view = start('/logout', { api });
    await heading('Sie wurden abgemeldet');
    expect(screen.getByText('Vielen Dank für Ihren Besuch.')).toBeInTheDocument();
    expect(api.logout).toHaveBeenCalledOnce();
    expect(server.loggedIn).toBe(false);
    // /login no longer sends the user straight back in.
    await view.app.router.navigate({ to: '/login' });
    await heading('Anmelden');
    expect(pathOf(view)).toBe('/login');
  });

  it('[S-L2] when the server cannot end the session, /logout says so and retries on request', async () => {
    const user = userEvent.setup();
    const { api, server } = createFakeApi({ type: 'buyer' });
    api.logout.mockRejectedValueOnce(new FakeApiError(503, 'SERVICE_UNAVAILABLE'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start('/logout', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('nicht bestätigt');
    expect(server.loggedIn).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Abmeldung wiederholen' }));
    expect(await screen.findByText('Vielen Dank für Ihren Besuch.')).toBeInTheDocument();
    expect(server.loggedIn).toBe(false);
    vi.mocked(console.warn).mockRestore();
  });

  it('[H2] a 503 while checking the session shows the outage with a retry and keeps the address', async () => {
    const user = userEvent.setup();
    const { api, server } = createFakeApi({ type: 'buyer' });
    api.getUser.mockRejectedValueOnce(new FakeApiError(503, 'SERVICE_UNAVAILABLE'));
    const view = start('/statistik', { api });
    expect(await screen.findByText('Die Plattform ist gerade nicht erreichbar.')).toBeInTheDocument();
    expect(pathOf(view)).toBe('/statistik');
    expect(server.loggedIn).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await heading('Statistik');
    expect(pathOf(view)).toBe('/statistik');
  });

  it('[T5] a failed market-window load at login shows the market as unavailable', async () => {
    const { api } = createFakeApi({ type: 'buyer' });
    api.getMarketWindow.mockRejectedValueOnce(new FakeApiError(503, 'SERVICE_UNAVAILABLE'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = start('/', { api });
    await heading('Dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Der Markt ist gerade nicht verfügbar.');
    expect(view.app.timer.getSnapshot().marketAvailable).toBe(false);
    expect(api.getMarketWindow).toHaveBeenCalledOnce();
    vi.mocked(console.error).mockRestore();
  });

  it("[P3] a team admin's login also loads the account's user list; other users' do not", async () => {
    const admin = createFakeApi({ type: 'seller', admin: true });
    const first = start('/', { api: admin.api });
    await heading('Dashboard');
    await waitFor(() => expect(admin.calls).toContain('getTeam'));
    first.unmount();
    stop?.();
    const plain = createFakeApi({ type: 'seller' });
    start('/', { api: plain.api });
    await heading('Dashboard');
    expect(plain.calls).not.toContain('getTeam');
  });
});
