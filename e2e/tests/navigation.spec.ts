/** Top bar at desktop width, bottom bar and slide-out menu up to medium width [L2][L3][L5]. */
import { fullName } from '../support/accounts';
import { expect, expectAxeClean, expectPath, openAs, test } from '../support/fixtures';

test('[L2] no top bar without a login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Benutzername oder E-Mail' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expectAxeClean(page, '/login');
});

test.describe('buyer at 1280 px', () => {
  test.use({ as: 'buyer', viewport: { width: 1280, height: 800 } });

  test('[L2][L5] top bar: logo to the dashboard, main navigation, user dropdown', async ({
    page,
    accounts,
    brandConfig,
  }) => {
    // Buyers on the Austrian platform have no orders page [B11]: they start on the dashboard.
    const noOrders = brandConfig.flags.NO_ORDERS_BUYER_PAGE;
    await openAs(page, noOrders ? '/' : '/orders', accounts.buyer);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav).toBeVisible();
    for (const entry of ['Dashboard', ...(noOrders ? [] : ['Bestellungen']), 'Statistik', 'Handelsplatz']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /^Bestellungen/ })).toHaveCount(noOrders ? 0 : 1);
    await expect(page.getByRole('navigation', { name: 'Schnellnavigation' })).toBeHidden();

    await nav.getByRole('link', { name: 'Statistik' }).click();
    await expectPath(page, '/statistik');

    await page.getByRole('button', { name: fullName(accounts.buyer) }).click();
    await expect(page.getByRole('menuitem', { name: 'Einstellungen' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Hilfe' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
    await expectPath(page, '/profil');

    await page.getByRole('banner').getByRole('link', { name: brandConfig.displayName, exact: true }).click();
    await expectPath(page, '/');
  });
});

test.describe('buyer at 375 px', () => {
  test.use({ as: 'buyer', viewport: { width: 375, height: 740 } });

  test('[L3] bottom bar and slide-out menu instead of the top navigation', async ({
    page,
    accounts,
    brandConfig,
  }) => {
    // Buyers on the Austrian platform have no orders page [B11].
    const start = brandConfig.flags.NO_ORDERS_BUYER_PAGE ? '/statistik' : '/orders';
    await openAs(page, start, accounts.buyer);
    const bottom = page.getByRole('navigation', { name: 'Schnellnavigation' });
    await expect(bottom).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await expectAxeClean(page, `${start} at 375 px`);

    await bottom.getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expectAxeClean(page, 'slide-out menu');
    await menu.getByRole('link', { name: 'Statistik' }).click();
    await expectPath(page, '/statistik');
    await expect(menu).toBeHidden();
  });
});

test.describe('seller at 1280 px', () => {
  test.use({ as: 'seller' });

  test('[L5] sellers see offer and buyer management, not the market', async ({ page, accounts }) => {
    await openAs(page, '/', accounts.seller);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Meine Angebote' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Handelsplatz' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Verkäufer-Management' })).toHaveCount(0);
  });

  test('[L5][E5] the orders entry carries the server’s open-orders count', async ({ page, accounts }) => {
    await openAs(page, '/', accounts.seller);
    const serverCount = async () =>
      ((await (await page.request.get('/api/orders/open-count')).json()) as { count: number }).count;
    expect(await serverCount()).toBeGreaterThan(0); // the seed leaves the last days' orders open
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    // Other tests order from this seller meanwhile: the entry follows the server's count as it is then.
    await expect
      .poll(async () => {
        const count = await serverCount();
        const name = `Bestellungen ${count} offene Bestellung${count === 1 ? '' : 'en'}`;
        return nav.getByRole('link', { name, exact: true }).count();
      })
      .toBe(1);
  });
});
