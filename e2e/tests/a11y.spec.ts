/**
 * axe (WCAG 2 A + AA) on every route each account type reaches in this brand; the other specs also run
 * axe on the states they reach (banner, dialogs, menus).
 */
import type { BrandFlags } from '@fuelmarket/brands';
import { expect, expectAxeClean, expectPath, openAs, test } from '../support/fixtures';

// A sweep visits many routes; on a busy 2-core machine each axe run can take a few seconds.
test.beforeEach(() => {
  test.setTimeout(150_000);
});

const common = ['/', '/orders', '/statistik', '/profil', '/kontakt', '/hilfe-center'];

function buyerRoutes(flags: BrandFlags): string[] {
  return [
    // Buyers on the Austrian platform have no orders page [B11].
    ...common.filter((path) => path !== '/orders' || !flags.NO_ORDERS_BUYER_PAGE),
    '/handelsplatz',
    ...(flags.SINGLE_SELLER_MODE ? [] : ['/verkaufer-management']),
    ...(flags.TRIGGERS ? ['/verträge-management'] : []),
  ];
}

function sellerRoutes(flags: BrandFlags): string[] {
  return [
    ...common,
    '/meine-angebote',
    '/kaufer-management',
    ...(flags.TRIGGERS ? ['/verträge-management'] : []),
  ];
}

test('[R1] axe: public routes', async ({ page }) => {
  for (const path of ['/login', '/passwort/reset', '/passwort/reset/e2e-unknown-key', '/logout']) {
    await page.goto(path);
    await expectPath(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeClean(page, path);
  }
});

test.describe('buyer', () => {
  test.use({ as: 'buyer' });
  test('[R1] axe: every route a buyer reaches', async ({ page, accounts, brandConfig }) => {
    for (const path of buyerRoutes(brandConfig.flags)) {
      await openAs(page, path, accounts.buyer);
      await expectPath(page, path);
      await expectAxeClean(page, path);
    }
  });
});

test.describe('seller', () => {
  test.use({ as: 'seller' });
  test('[R1] axe: every route a seller reaches', async ({ page, accounts, brandConfig }) => {
    for (const path of sellerRoutes(brandConfig.flags)) {
      await openAs(page, path, accounts.seller);
      await expectPath(page, path);
      await expectAxeClean(page, path);
    }
  });
});
