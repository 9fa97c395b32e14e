/**
 * The navigation guard of spec §2 per account type, generated for the project's brand from its flags
 * [G1][G3][G4][R3][R4][R5]. (The terms redirect [G2] is in first-login.spec.ts.)
 */
import { clientNavigate, expect, expectPath, expectStatisticsOpen, openAs, test } from '../support/fixtures';

test('[G1][R1] without a session, login-required routes and the catch-all go to /login', async ({ page }) => {
  for (const path of ['/', '/handelsplatz', '/orders', '/statistik', '/meine-angebote', '/gibt-es-nicht']) {
    await page.goto(path);
    await expectPath(page, '/login');
    await expect(page.getByRole('textbox', { name: 'Benutzername oder E-Mail' })).toBeVisible();
  }
});

test.describe('buyer', () => {
  test.use({ as: 'buyer' });

  test("[R3][G3] is kept on the previous path when opening the sellers' screens", async ({
    page,
    accounts,
  }) => {
    await openAs(page, '/statistik', accounts.buyer);
    await expectStatisticsOpen(page);
    for (const blocked of ['/meine-angebote', '/kaufer-management']) {
      await clientNavigate(page, blocked);
      await expectPath(page, '/statistik');
    }
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Handelsplatz' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Meine Angebote' })).toHaveCount(0);
    // A direct load has no previous path: the dashboard.
    await page.goto('/meine-angebote');
    await expectPath(page, '/');
  });

  test('[R3] opens the market', async ({ page, accounts }) => {
    await openAs(page, '/handelsplatz', accounts.buyer);
    await expectPath(page, '/handelsplatz');
    await expect(page).toHaveTitle(/Handelsplatz/);
  });

  test('[G4][R4] without ChildAccounts_View goes from /aviaten to /', async ({ page, accounts }) => {
    await openAs(page, '/statistik', accounts.buyer);
    await page.goto('/aviaten');
    await expectPath(page, '/');
  });

  test('[R4] seller management: open with MyRelationships_View, absent in single-seller mode', async ({
    page,
    accounts,
    brandConfig,
  }) => {
    await openAs(page, '/statistik', accounts.buyer);
    await page.goto('/verkaufer-management');
    if (brandConfig.flags.SINGLE_SELLER_MODE) {
      await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Verkäufer-Management' })).toHaveCount(0);
    } else {
      await expectPath(page, '/verkaufer-management');
      await expect(page).toHaveTitle(/Verkäufer-Management/);
    }
  });

  test("[R5][G4] contract management follows the brand's triggers flag", async ({
    page,
    accounts,
    brandConfig,
  }) => {
    await openAs(page, '/statistik', accounts.buyer);
    await page.goto('/verträge-management');
    await expectPath(page, brandConfig.flags.TRIGGERS ? '/verträge-management' : '/');
  });
});

test.describe('seller', () => {
  test.use({ as: 'seller' });

  test("[R3][G3] is kept on the previous path when opening the buyers' screens", async ({
    page,
    accounts,
    brandConfig,
  }) => {
    await openAs(page, '/statistik', accounts.seller);
    await expectStatisticsOpen(page);
    const blocked = brandConfig.flags.SINGLE_SELLER_MODE
      ? ['/handelsplatz']
      : ['/handelsplatz', '/verkaufer-management'];
    for (const path of blocked) {
      await clientNavigate(page, path);
      await expectPath(page, '/statistik');
    }
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Meine Angebote' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Handelsplatz' })).toHaveCount(0);
    await page.goto('/handelsplatz');
    await expectPath(page, '/');
  });

  test('[R3][R4] opens offer management and buyer management', async ({ page, accounts }) => {
    await openAs(page, '/meine-angebote', accounts.seller);
    await expectPath(page, '/meine-angebote');
    await expect(page).toHaveTitle(/Meine Angebote/);
    await page.goto('/kaufer-management');
    await expectPath(page, '/kaufer-management');
    await expect(page).toHaveTitle(/Käufer-Management/);
  });
});
