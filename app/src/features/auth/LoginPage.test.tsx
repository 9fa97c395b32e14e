import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function loginWith(
  password: string,
  account = createFakeApi({ type: 'seller', openOrders: 3 }, { loggedIn: false }),
) {
  const user = userEvent.setup();
  const view = renderApp('/login', { api: account.api });
  stop = () => view.app.timer.stop();
  await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
  await user.type(screen.getByLabelText(/Benutzername oder E-Mail/), 'verkauf@suedoel.de');
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  return { view, ...account };
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

  it('[S-L1][P3] a seller logs in: metadata and window, orders, relationships, then the dashboard', async () => {
    const { view, calls } = await loginWith('Demo!2026');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(view.app.router.state.location.pathname).toBe('/');
    const sequence = calls.slice(calls.indexOf('login'));
    expect(sequence.slice(0, 5)).toEqual([
      'login',
      'getMetadata',
      'getMarketWindow',
      'getOpenOrdersCount',
      'getRelationships:seller',
    ]);
    expect(calls).not.toContain('getFavourites');
    await waitFor(() => expect(view.app.timer.getSnapshot().remainingMs).toBeGreaterThan(0));
  });

  it('[M1] links "Passwort vergessen?" to the reset page', async () => {
    const view = renderApp('/login', { api: createFakeApi(null).api });
    stop = () => view.app.timer.stop();
    const link = await screen.findByRole('link', { name: 'Passwort vergessen?' });
    expect(link).toHaveAttribute('href', '/passwort/reset');
  });

  it('[V1] an empty field shows the required message on blur', async () => {
    const user = userEvent.setup();
    const view = renderApp('/login', { api: createFakeApi(null).api });
    stop = () => view.app.timer.stop();
    await user.click(await screen.findByLabelText(/Benutzername oder E-Mail/));
    await user.tab();
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
  });
});

describe('set new password page', () => {
  it('[V4][M1] different entries show "Die Passwörter sind nicht identisch."', async () => {
    const user = userEvent.setup();
    const view = renderApp('/passwort/reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2', { api: createFakeApi(null).api });
    stop = () => view.app.timer.stop();
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'Heizoel!2027');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'Heizoel!2028');
    await user.tab();
    expect(await screen.findByText('Die Passwörter sind nicht identisch.')).toBeInTheDocument();
  });

  it('[V4] a password breaking the rules shows the rules message', async () => {
    const user = userEvent.setup();
    const { api } = createFakeApi(null);
    const view = renderApp('/passwort/reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2', { api });
    stop = () => view.app.timer.stop();
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'heizoel');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'heizoel');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    const field = screen.getByLabelText(/^Neues Passwort/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(api.setPasswordByKey).not.toHaveBeenCalled();
  });

  it('[M1] an expired link shows the expired-link message', async () => {
    const user = userEvent.setup();
    const { api } = createFakeApi(null);
    api.setPasswordByKey.mockImplementation(() =>
      Promise.reject(Object.assign(new Error('400'), { status: 400, code: 'RESET_LINK_EXPIRED' })),
    );
    const view = renderApp('/passwort/reset/Xq3v9G0rQ2kq8L1mJ5nR7tW2', { api });
    stop = () => view.app.timer.stop();
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'Heizoel!2027');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'Heizoel!2027');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Link zum Zurücksetzen des Passworts ist abgelaufen',
    );
    expect(api.setPasswordByKey).toHaveBeenCalledWith(
      'Xq3v9G0rQ2kq8L1mJ5nR7tW2',
      'Heizoel!2027',
      'Heizoel!2027',
    );
  });
});

describe('password reset request page', () => {
  it('always shows the same confirmation, also when the request fails', async () => {
    const user = userEvent.setup();
    const { api } = createFakeApi(null);
    api.requestPasswordReset.mockImplementation(() => Promise.reject(new Error('429')));
    const view = renderApp('/passwort/reset', { api });
    stop = () => view.app.timer.stop();
    const warn = console.warn;
    console.warn = () => {};
    await user.type(await screen.findByLabelText(/^E-Mail/), 'kaeufer@nordheiz.de');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Falls ein Konto mit dieser E-Mail-Adresse existiert',
    );
    console.warn = warn;
  });
});
