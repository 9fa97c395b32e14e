import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOrdersCountQuery } from '../features/orders';
import { http, HttpResponse } from 'msw';
import { fakeBackend, network } from '../test/backend';
import type { FakeAccount } from '../test/fakes';
import { fakeMarket, fakeOffer } from '../test/marketBackend';
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

/** The user search a team admin's login makes: page 1, 100 per page, without the user [C5]. */
const TEAM_CALL = 'GET /api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const pathOf = (view: ReturnType<typeof renderApp>) => view.app.router.state.location.pathname;

describe('app shell', () => {
  it('[G1][H2] a login-required route without a session tries GET /api/user and goes to /login', async () => {
    const backend = fakeBackend(null);
    const view = start('/orders');
    await heading('Anmelden');
    expect(backend.calls).toContain('GET /api/user');
    expect(pathOf(view)).toBe('/login');
  });

  it('[R1] the catch-all requires login, then shows "Seite nicht gefunden"', async () => {
    fakeBackend(null);
    const anonymous = start('/gibt/es/nicht');
    await heading('Anmelden');
    expect(pathOf(anonymous)).toBe('/login');
    anonymous.unmount();
    stop?.();
    fakeBackend({ type: 'buyer' });
    start('/gibt/es/nicht');
    await heading('Seite nicht gefunden');
  });

  it('[R2][S-L1] /login with a valid session loads user and metadata and goes to /', async () => {
    const backend = fakeBackend({ type: 'buyer' });
    const view = start('/login');
    await heading('Dashboard');
    expect(pathOf(view)).toBe('/');
    expect(screen.getByText('Willkommen, Jana Becker!')).toBeInTheDocument();
    expect(backend.calls.slice(0, 5)).toEqual([
      'GET /api/user',
      'GET /api/generic/metadata',
      'GET /api/generic/marketWindow',
      'GET /api/favourites',
      'GET /api/relationships/seller',
    ]);
  });

  it('[R2] /login without the signed-in cookie shows the form without asking for a session', async () => {
    const backend = fakeBackend({ type: 'buyer' }, { loggedIn: false });
    const view = start('/login');
    await heading('Anmelden');
    expect(pathOf(view)).toBe('/login');
    expect(backend.calls).not.toContain('GET /api/user');
  });

  it('[G5] sets the page title per route', async () => {
    fakeBackend({ type: 'buyer' });
    const view = start('/statistik');
    // A buyer has the news box: the page is news and statistics [L6].
    await heading('News und Statistik');
    expect(document.title).toBe('News und Statistik – fuelmarket');
    await view.app.router.navigate({ to: '/orders' });
    await heading('Bestellungen');
    expect(document.title).toBe('Bestellungen – fuelmarket');
  });

  it('[R6] the help centre is full width, its title follows the panel and it adds the body class', async () => {
    fakeBackend({ type: 'seller' });
    const view = start('/hilfe-center/glossar');
    await heading('Glossar');
    expect(document.title).toBe('Glossar – fuelmarket');
    expect(document.body).toHaveClass('help-center');
    expect(screen.getByRole('main')).toHaveAttribute('data-full-width', 'true');
    await view.app.router.navigate({ to: '/statistik' });
    await heading('Statistik');
    expect(document.body).not.toHaveClass('help-center');
    expect(screen.getByRole('main')).toHaveAttribute('data-full-width', 'false');
  });

  it('[R5] /verträge-management works as typed and percent-encoded', async () => {
    fakeBackend({ type: 'buyer' });
    start('/vertr%C3%A4ge-management');
    await heading('Verträge-Management');
    expect(await screen.findByText('Es gibt noch keine Preistrigger.')).toBeInTheDocument();
  });

  it('[R3][G3] a seller is kept on the previous path when opening the market', async () => {
    fakeBackend({ type: 'seller', roles: ['MyRelationships_View'] });
    const view = start('/orders');
    await heading('Bestellungen');
    await view.app.router.navigate({ to: '/handelsplatz' });
    await waitFor(() => expect(pathOf(view)).toBe('/orders'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellungen');
  });

  it('[R3][G3] a buyer is kept on the previous path when opening offer management', async () => {
    fakeBackend({ type: 'buyer' });
    const view = start('/statistik');
    await heading('News und Statistik');
    await view.app.router.navigate({ to: '/meine-angebote' });
    await waitFor(() => expect(pathOf(view)).toBe('/statistik'));
  });

  it('[G3][G6] a seller who loads /handelsplatz directly lands on the dashboard and is told why', async () => {
    fakeBackend({ type: 'seller', roles: ['MyRelationships_View'] });
    const view = start('/handelsplatz');
    await heading('Dashboard');
    expect(pathOf(view)).toBe('/');
    expect(screen.getByText('Diese Seite ist für Ihr Konto nicht verfügbar.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Handelsplatz' })).toBeNull();
  });

  it('[G6] the dashboard opened on purpose carries no such notice, nor does staying on the previous path', async () => {
    fakeBackend({ type: 'seller', roles: ['MyRelationships_View'] });
    const view = start('/');
    await heading('Dashboard');
    await screen.findByText('Willkommen, Jana Becker!');
    expect(screen.queryByText('Diese Seite ist für Ihr Konto nicht verfügbar.')).toBeNull();
    await view.app.router.navigate({ to: '/orders' });
    await heading('Bestellungen');
    await view.app.router.navigate({ to: '/handelsplatz' });
    await waitFor(() => expect(pathOf(view)).toBe('/orders'));
    await view.app.router.navigate({ to: '/' });
    await heading('Dashboard');
    expect(screen.queryByText('Diese Seite ist für Ihr Konto nicht verfügbar.')).toBeNull();
  });

  it('[R5] a seller without the triggers feature stays on the current path', async () => {
    fakeBackend({ type: 'seller', features: [] });
    const view = start('/orders');
    await heading('Bestellungen');
    await view.app.router.navigate({ href: '/verträge-management' });
    await waitFor(() => expect(pathOf(view)).toBe('/orders'));
  });

  it('[G4][G6] a missing role redirects to / with the notice', async () => {
    fakeBackend({ type: 'buyer', roles: [] });
    const view = start('/aviaten');
    await heading('Dashboard');
    expect(pathOf(view)).toBe('/');
    expect(screen.getByText('Diese Seite ist für Ihr Konto nicht verfügbar.')).toBeInTheDocument();
  });

  it('[R4] seller management is absent in the Austrian single-seller mode', async () => {
    fakeBackend({ type: 'buyer', roles: ['MyRelationships_View'], termsAccepted: true });
    start('/verkaufer-management', { brand: 'at' });
    await heading('Seite nicht gefunden');
  });

  it('[G2][B12] a Swiss buyer who has not accepted the terms goes to /agb and back to / after accepting', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend({ type: 'buyer', termsAccepted: false });
    const view = start('/orders', { brand: 'ch' });
    await heading('Allgemeine Geschäftsbedingungen');
    expect(pathOf(view)).toBe('/agb');
    await user.click(screen.getByRole('checkbox', { name: /akzeptiere sie/ }));
    await user.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    await heading('Dashboard');
    expect(backend.count('PUT /api/metadata/user/store/gtc-accepted')).toBe(1);
  });

  it('[G2][H2] a failed terms check counts as not accepted', async () => {
    const backend = fakeBackend({ type: 'buyer' });
    backend.failNext('GET /api/metadata/user/store/gtc-accepted');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = start('/', { brand: 'at' });
    await heading('Allgemeine Geschäftsbedingungen');
    expect(pathOf(view)).toBe('/agb');
    warn.mockRestore();
  });

  it('[G2] the default brand does not ask for the terms', async () => {
    const backend = fakeBackend({ type: 'buyer', termsAccepted: false });
    start('/');
    await heading('Dashboard');
    expect(backend.calls).not.toContain('GET /api/metadata/user/store/gtc-accepted');
  });
});

describe('layouts and navigation', () => {
  it('[L1][R7] /login uses the simple layout: content and cookie banner, no header or footer', async () => {
    fakeBackend(null);
    start('/login');
    await heading('Anmelden');
    expect(document.querySelector('[data-layout="simple"]')).not.toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Cookie-Hinweis' })).toBeInTheDocument();
  });

  it('[L1][R7] both password pages use the simple layout', async () => {
    fakeBackend(null);
    const first = start('/passwort/reset');
    await heading('Passwort zurücksetzen');
    expect(document.querySelector('[data-layout="simple"]')).not.toBeNull();
    first.unmount();
    fakeBackend(null);
    start('/passwort/reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2');
    await heading('Neues Passwort festlegen');
    expect(document.querySelector('[data-layout="simple"]')).not.toBeNull();
  });

  it('[L1][B6] the complex layout has a footer; "Powered by" only on non-default brands', async () => {
    fakeBackend({ type: 'seller' });
    const first = start('/');
    await heading('Dashboard');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByText(/Powered by/)).toBeNull();
    first.unmount();
    stop?.();
    fakeBackend({ type: 'seller' });
    start('/', { brand: 'ch' });
    await heading('Dashboard');
    expect(within(screen.getByRole('contentinfo')).getAllByText(/Powered by/).length).toBeGreaterThan(0);
  });

  it('[L2] the top bar shows only when logged in: logo link to /, navigation, user name', async () => {
    fakeBackend(null);
    const anonymous = start('/logout');
    await heading('Sie wurden abgemeldet');
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    anonymous.unmount();
    fakeBackend({ type: 'buyer', firstName: 'Jana', lastName: 'Becker' });
    start('/orders');
    await heading('Bestellungen');
    const logoLink = screen.getAllByRole('link', { name: 'fuelmarket' })[0];
    expect(logoLink).toHaveAttribute('href', '/');
    expect(screen.getAllByAltText('fuelmarket').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Jana Becker/ }).length).toBeGreaterThan(0);
  });

  it("[L5] a seller sees the open-orders bubble with 99+ above 99 and the sellers' entries", async () => {
    fakeBackend({ type: 'seller', roles: ['MyRelationships_View'], openOrders: 150 });
    start('/');
    await heading('Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    await waitFor(() => expect(within(nav).getByText('99+')).toBeInTheDocument());
    expect(within(nav).getByRole('link', { name: /Meine Angebote/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Käufer-Management/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Handelsplatz/ })).toBeNull();
  });

  it('[L5] a buyer sees Handelsplatz and Verkäufer-Management, no bubble', async () => {
    fakeBackend({ type: 'buyer', roles: ['MyRelationships_View'], openOrders: 5 });
    start('/');
    await heading('Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Handelsplatz' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Verkäufer-Management' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Meine Angebote/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Bestellungen' })).toBeInTheDocument();
  });

  it('[L4][S-L2] logout asks for confirmation; Abbrechen keeps the session, Bestätigen logs out to /logout', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend({ type: 'buyer' });
    const view = start('/');
    await heading('Dashboard');
    const openMenu = async () => {
      await user.click(screen.getAllByRole('button', { name: /Jana Becker/ })[0]!);
      await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
      return screen.findByRole('alertdialog');
    };
    let dialog = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.calls).not.toContain('POST /api/auth/logout');
    dialog = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await heading('Sie wurden abgemeldet');
    expect(pathOf(view)).toBe('/logout');
    expect(backend.count('POST /api/auth/logout')).toBe(1);
    expect(view.app.session.store.getSnapshot().user).toBeNull();
    expect(view.app.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(view.app.timer.getSnapshot().window).toBeNull();
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/login');
  });

  it('[L6] the dashboard shows the news box for buyers, not for sellers without newsBox', async () => {
    fakeBackend({ type: 'buyer' });
    const first = start('/');
    await heading('Dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Neueste Nachricht' })).toBeInTheDocument();
    first.unmount();
    stop?.();
    fakeBackend({ type: 'seller', features: [] });
    start('/');
    await heading('Dashboard');
    expect(screen.queryByRole('heading', { level: 2, name: 'Neueste Nachricht' })).toBeNull();
  });
});

describe('session edges', () => {
  it('[S-L2] opening /logout by URL ends the session on the server and in the app', async () => {
    const backend = fakeBackend({ type: 'buyer' });
    const view = start('/logout');
    await heading('Sie wurden abgemeldet');
    expect(screen.getByText('Vielen Dank für Ihren Besuch.')).toBeInTheDocument();
    expect(backend.count('POST /api/auth/logout')).toBe(1);
    expect(backend.server.loggedIn).toBe(false);
    // /login no longer sends the user straight back in.
    await view.app.router.navigate({ to: '/login' });
    await heading('Anmelden');
    expect(pathOf(view)).toBe('/login');
  });

  it('[S-L2] when the server cannot end the session, /logout says so and retries on request', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend({ type: 'buyer' });
    backend.failNext('POST /api/auth/logout');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start('/logout');
    expect(await screen.findByRole('alert')).toHaveTextContent('nicht bestätigt');
    expect(backend.server.loggedIn).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Abmeldung wiederholen' }));
    expect(await screen.findByText('Vielen Dank für Ihren Besuch.')).toBeInTheDocument();
    expect(backend.server.loggedIn).toBe(false);
    vi.mocked(console.warn).mockRestore();
  });

  it('[H2] a 503 while checking the session shows the outage with a retry and keeps the address', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend({ type: 'buyer' });
    backend.failNext('GET /api/user');
    const view = start('/statistik');
    expect(await screen.findByText('Die Plattform ist gerade nicht erreichbar.')).toBeInTheDocument();
    expect(pathOf(view)).toBe('/statistik');
    expect(backend.server.loggedIn).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await heading('News und Statistik');
    expect(pathOf(view)).toBe('/statistik');
  });

  it('[T5] a failed market-window load at login shows the market as unavailable', async () => {
    const backend = fakeBackend({ type: 'buyer' });
    backend.failNext('GET /api/generic/marketWindow');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = start('/');
    await heading('Dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Der Markt ist gerade nicht verfügbar.');
    expect(view.app.timer.getSnapshot().marketAvailable).toBe(false);
    expect(backend.count('GET /api/generic/marketWindow')).toBe(1);
    vi.mocked(console.error).mockRestore();
  });

  it('a reload whose session start waits on a slow market window shows that the page is loading, not a blank page', async () => {
    fakeMarket(fakeBackend({ type: 'buyer' }), { offers: [fakeOffer(1)] });
    let answer: () => void = () => {};
    network.use(
      http.get('/api/generic/marketWindow', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return undefined; // then the fake backend's own window
      }),
    );
    start('/handelsplatz');
    expect(await screen.findByRole('status', { name: 'Seite wird geladen' })).toBeInTheDocument();
    answer();
    await heading('Handelsplatz');
    expect(screen.queryByRole('status', { name: 'Seite wird geladen' })).toBeNull();
  });

  it("[P3] a team admin's login also loads the account's user list; other users' do not", async () => {
    const admin = fakeBackend({ type: 'seller', admin: true });
    const first = start('/');
    await heading('Dashboard');
    await waitFor(() => expect(admin.calls).toContain(TEAM_CALL));
    first.unmount();
    stop?.();
    const plain = fakeBackend({ type: 'seller' });
    start('/');
    await heading('Dashboard');
    expect(plain.calls.some((c) => c.startsWith('GET /api/user/search'))).toBe(false);
  });

  it('[H1] a 401 during a session (the session expired on the server) logs out to /login', async () => {
    const backend = fakeBackend({ type: 'seller', roles: ['MyRelationships_View'] });
    const view = start('/');
    await heading('Dashboard');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    backend.server.loggedIn = false;
    backend.failNext('GET /api/orders/open-count', 401, 'UNAUTHENTICATED');
    // Any call of the session meets the 401: here the open-orders count, fetched again.
    await view.app.queryClient
      .fetchQuery({ ...openOrdersCountQuery(), staleTime: 0, retry: false })
      .catch(() => {});
    await heading('Anmelden');
    expect(pathOf(view)).toBe('/login');
    expect(view.app.session.store.getSnapshot().user).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('data on routes', () => {
  const buyer: FakeAccount = { type: 'buyer' };
  const seller: FakeAccount = { type: 'seller', roles: ['MyRelationships_View'] };
  const buyerWithSellers: FakeAccount = { type: 'buyer', roles: ['MyRelationships_View'] };
  const parent: FakeAccount = {
    type: 'buyer',
    parentShareholderAccount: true,
    roles: ['ChildAccounts_View'],
  };
  const operator: FakeAccount = { type: 'admin', platformOperator: true };

  /** Starts the app on a page without data, forgets what the login cached and records each request. */
  async function onQuietPage(account: FakeAccount) {
    fakeBackend(account);
    // Reads the fake backend does not answer itself.
    network.use(
      ...['/api/user/-1', '/api/account', '/api/price-alerts'].map((path) =>
        http.get(path, () => HttpResponse.json({ status: 404, code: 'NOT_FOUND' }, { status: 404 })),
      ),
    );
    const view = start('/kontakt');
    await heading('Kontakt');
    view.app.queryClient.clear();
    const requests: string[] = [];
    network.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
    });
    return { view, requests };
  }

  // Preloading runs a route's guard and loader without rendering its page: every request is the loader's.
  it.each<[string, FakeAccount, string[], Record<string, unknown>?]>([
    [
      '/',
      buyer,
      ['GET /api/orders/open-count', 'GET /api/orderHistory?productType=FUEL&pageNumber=1&pageLimit=5'],
    ],
    ['/aviaten', parent, ['GET /api/sub-accounts']],
    ['/betreiber', operator, ['GET /api/operator/accounts']],
    ['/betreiber', operator, ['GET /api/operator/accounts?q=nord'], { q: 'nord' }],
    ['/betreiber', operator, ['GET /api/operator/audit'], { tab: 'audit' }],
    ['/betreiber', operator, ['GET /api/operator/master-data'], { tab: 'masterData' }],
    ['/kaufer-management', seller, ['GET /api/relationships/buyer']],
    ['/verkaufer-management', buyerWithSellers, ['GET /api/relationships/seller']],
    ['/meine-angebote', seller, ['GET /api/seller/offers']],
    ['/orders', seller, ['GET /api/orderHistory?productType=FUEL&pageNumber=2'], { page: 2 }],
    ['/orders/o-1', buyer, ['GET /api/orders/o-1']],
    ['/profil', buyer, ['GET /api/user/-1', 'GET /api/account']],
    ['/statistik', buyer, ['GET /api/settings/ACCOUNT_RANKING_OPTIONS', 'GET /api/orders/orderStats']],
    ['/preisalarme', buyer, ['GET /api/price-alerts']],
  ])(
    '%s %j asks for its data in the route loader, before its page renders',
    async (to, account, expected, search) => {
      const { view, requests } = await onQuietPage(account);
      await view.app.router.preloadRoute({ to, search } as never);
      await waitFor(() => {
        for (const call of expected)
          expect(
            requests.some((r) => r.startsWith(call)),
            `${call} in ${requests.join(', ')}`,
          ).toBe(true);
      });
      expect(pathOf(view)).toBe('/kontakt');
    },
  );

  it('[S10] the staff dashboard asks for no trader data in its loader', async () => {
    const { view, requests } = await onQuietPage(operator);
    await view.app.router.preloadRoute({ to: '/' });
    expect(requests.filter((r) => r.includes('/api/order'))).toEqual([]);
  });
});
