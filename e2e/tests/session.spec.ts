/**
 * Login failure, 401 handling and logout [M1][H2][L4][S-L2]: the same in every brand, so they run in one
 * (and once more through the contract proxy).
 */
import { fullName } from '../support/accounts';
import {
  expect,
  expectAxeClean,
  expectPath,
  loginThroughApi,
  loginThroughForm,
  openAs,
  test,
} from '../support/fixtures';

test('[M1] a wrong password shows the login error and keeps the user on /login', async ({
  page,
  accounts,
}) => {
  // The seller's account, so the buyer's failed-attempt counter stays at zero.
  await loginThroughForm(page, accounts.seller, 'Falsch!2026');
  await expect(page.getByText('Die Anmeldung ist fehlgeschlagen.', { exact: false })).toBeVisible();
  await expectPath(page, '/login');
  await expectAxeClean(page, '/login with error');
});

test.describe('with a session of its own', () => {
  test('[S-L1] once the timer runs, the app listens to the server’s event stream', async ({
    page,
    accounts,
  }) => {
    await loginThroughApi(page, accounts.buyer);
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
    await openAs(page, '/handelsplatz', accounts.buyer);
    const response = await stream;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/event-stream');
    await expect(page.getByText('Marktfenster endet in', { exact: false }).first()).toBeVisible();
  });

  test('[H2][G1] a lost session cookie leads to /login on the next navigation', async ({
    page,
    accounts,
  }) => {
    await loginThroughApi(page, accounts.buyer);
    await openAs(page, '/orders', accounts.buyer);
    await page.context().clearCookies({ name: 'fm_session' });
    await page.goto('/statistik');
    await expectPath(page, '/login');
  });

  test('[H2] a session ended in another tab leads to /login on the next navigation', async ({
    page,
    context,
    accounts,
  }) => {
    await loginThroughApi(page, accounts.buyer);
    await openAs(page, '/orders', accounts.buyer);
    const other = await context.newPage();
    const res = await other.request.get('/api/logout');
    expect(res.status()).toBeLessThan(300);
    await other.close();
    await page.goto('/statistik');
    await expectPath(page, '/login');
  });

  test('[L4][S-L2] logout asks for confirmation: Cancel keeps the session, Confirm lands on /logout', async ({
    page,
    accounts,
  }) => {
    const buyer = accounts.buyer;
    await loginThroughApi(page, buyer);
    await openAs(page, '/orders', buyer);
    const userMenu = page.getByRole('button', { name: fullName(buyer) });

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Abmelden' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, 'logout confirmation');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expectPath(page, '/orders');
    expect((await page.request.get('/api/user')).status()).toBe(200);

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expectPath(page, '/logout');
    await expect(page.getByRole('heading', { name: 'Sie wurden abgemeldet' })).toBeVisible();
    await expect(userMenu).toHaveCount(0);
    await expectAxeClean(page, '/logout');
    // The server session is gone too.
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.getByRole('link', { name: 'Erneut anmelden' }).click();
    await expectPath(page, '/login');
  });

  test('[S-L2] opening /logout by URL ends the session on the server', async ({ page, accounts }) => {
    const buyer = accounts.buyer;
    await loginThroughApi(page, buyer);
    await openAs(page, '/orders', buyer);
    await page.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Sie wurden abgemeldet' })).toBeVisible();
    await expect(page.getByText('Vielen Dank für Ihren Besuch.')).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    // /login no longer sends the user straight back in.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expectPath(page, '/login');
  });
});
