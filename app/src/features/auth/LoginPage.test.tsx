import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function loginWith(
  password: string,
  backend = fakeBackend({ type: 'seller', openOrders: 3 }, { loggedIn: false }),
) {
  const user = userEvent.setup();
  const view = renderApp('/login');
  stop = () => view.app.timer.stop();
  await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
  await user.type(screen.getByLabelText(/Benutzername oder E-Mail/), 'verkauf@suedoel.de');
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  return { view, backend };
}

describe('login page', () => {
  it('[M1] a wrong password shows the login failure message', async () => {
    await loginWith('falsch');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut oder nutzen Sie „Passwort vergessen?“.',
    );
  });

  it('[M1] a locked account shows the lockout message', async () => {
    await loginWith('locked');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Konto wurde nach 5 fehlgeschlagenen Anmeldeversuchen gesperrt. Bitte wenden Sie sich an Ihren Administrator oder setzen Sie Ihr Passwort zurück.',
    );
  });

  it('[M7] the lock message offers "Passwort zurücksetzen", which opens the reset page', async () => {
    const { view } = await loginWith('locked');
    const alert = await screen.findByRole('alert');
    const link = within(alert).getByRole('link', { name: 'Passwort zurücksetzen' });
    expect(link).toHaveAttribute('href', '/passwort/reset');
    await userEvent.setup().click(link);
    await waitFor(() => expect(view.app.router.state.location.pathname).toBe('/passwort/reset'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible();
  });

  it('[M7] a plain login failure has no reset link in its message', async () => {
    await loginWith('falsch');
    expect(within(await screen.findByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('[S-L1][P3] a seller logs in: metadata and window, orders, relationships, then the dashboard', async () => {
    const { view, backend } = await loginWith('Demo!2026');
    const { calls } = backend;
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(view.app.router.state.location.pathname).toBe('/');
    const sequence = calls.slice(calls.indexOf('POST /api/auth/login'));
    expect(sequence.slice(0, 5)).toEqual([
      'POST /api/auth/login',
      'GET /api/generic/metadata',
      'GET /api/generic/marketWindow',
      'GET /api/orders/open-count',
      'GET /api/relationships/buyer',
    ]);
    expect(calls).not.toContain('GET /api/favourites');
    await waitFor(() => expect(view.app.timer.getSnapshot().remainingMs).toBeGreaterThan(0));
  });

  it('[M1] links "Passwort vergessen?" to the reset page', async () => {
    const view = (fakeBackend(null), renderApp('/login'));
    stop = () => view.app.timer.stop();
    const link = await screen.findByRole('link', { name: 'Passwort vergessen?' });
    expect(link).toHaveAttribute('href', '/passwort/reset');
  });

  it('[V1] an empty field shows the required message on blur', async () => {
    const user = userEvent.setup();
    const view = (fakeBackend(null), renderApp('/login'));
    stop = () => view.app.timer.stop();
    await user.click(await screen.findByLabelText(/Benutzername oder E-Mail/));
    await user.tab();
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
  });
});

describe('set new password page', () => {
  it('[V4][M1] different entries show "Die Passwörter sind nicht identisch."', async () => {
    const user = userEvent.setup();
    const view = (fakeBackend(null), renderApp('/passwort/reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2'));
    stop = () => view.app.timer.stop();
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'Heizoel!2027');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'Heizoel!2028');
    await user.tab();
    expect(await screen.findByText('Die Passwörter sind nicht identisch.')).toBeInTheDocument();
  });

  it('[V4] a password breaking the rules shows the rules message', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(null);
    const view = renderApp('/passwort/reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2');
    stop = () => view.app.timer.stop();
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'heizoel');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'heizoel');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    const field = screen.getByLabelText(/^Neues Passwort/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(backend.calls.some((c) => c.startsWith('POST /api/auth/password-reset/'))).toBe(false);
  });

  it('[M1] an expired link shows the expired-link message', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(null);
    backend.failNext('POST /api/auth/password-reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2', 400, 'RESET_LINK_EXPIRED');
    const view = renderApp('/passwort/reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2');
    stop = () => view.app.timer.stop();
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'Heizoel!2027');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'Heizoel!2027');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Link zum Zurücksetzen des Passworts ist abgelaufen',
    );
    expect(backend.bodies.get('POST /api/auth/password-reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2')).toEqual([
      { password: 'Heizoel!2027', passwordConfirmation: 'Heizoel!2027' },
    ]);
  });
});

describe('password reset request page', () => {
  async function request(backend: ReturnType<typeof fakeBackend>) {
    const user = userEvent.setup();
    const view = renderApp('/passwort/reset');
    stop = () => view.app.timer.stop();
    await user.type(await screen.findByLabelText(/^E-Mail/), 'kaeufer@nordheiz.de');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    return { user, backend };
  }

  it('shows the same confirmation for every address the server accepts', async () => {
    const backend = fakeBackend(null);
    await request(backend);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Falls ein Konto mit dieser E-Mail-Adresse existiert',
    );
    expect(backend.bodies.get('POST /api/auth/password-reset')).toEqual([{ email: 'kaeufer@nordheiz.de' }]);
  });

  it('too many requests: says so, keeps the address and sends again on request', async () => {
    const backend = fakeBackend(null);
    backend.failNext('POST /api/auth/password-reset', 429, 'RATE_LIMITED');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await request(backend);
    expect(await screen.findByRole('alert')).toHaveTextContent('zu viele Links angefordert');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('kaeufer@nordheiz.de');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Falls ein Konto');
    vi.restoreAllMocks();
  });

  it('an outage shows the technical error instead of a confirmation', async () => {
    const backend = fakeBackend(null);
    backend.failNext('POST /api/auth/password-reset', 503, 'SERVICE_UNAVAILABLE');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await request(backend);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein technischer Fehler ist aufgetreten');
    expect(screen.queryByRole('status')).toBeNull();
    vi.restoreAllMocks();
  });
});
