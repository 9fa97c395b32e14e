/**
 * Cookie consent [CK1] and analytics only after opt-in [B5]: every request to the analytics host is
 * counted (and answered locally, there is no network here).
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, openAs, test } from '../support/fixtures';

const ANALYTICS = '**/analytics.fuelmarket.example/**';
const COOKIE = 'fm_cookie_consent';
const DAY_S = 86_400;

test.use({ consented: false });

async function countAnalytics(page: Page): Promise<{ count: () => number }> {
  let count = 0;
  await page.context().route(ANALYTICS, (route) => {
    count += 1;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__fmAnalytics = true;' });
  });
  return { count: () => count };
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === COOKIE);
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookie-Hinweis' });
}

test('[CK1][B5] no choice shows the banner; decline stores necessary, hides it, and loads no analytics', async ({
  page,
}) => {
  const analytics = await countAnalytics(page);
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
  await expectAxeClean(page, '/login with cookie banner');
  expect(analytics.count()).toBe(0);

  await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
  await expect(banner(page)).toHaveCount(0);
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('necessary');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  // 30 days (a minute of slack for the test's own run time).
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 30 * DAY_S))).toBeLessThan(60);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Benutzername oder E-Mail' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(analytics.count()).toBe(0);
});

test.describe('logged in (complex layout)', () => {
  test.use({ as: 'buyer' });

  test('[CK1][B5] accept stores analytical, hides the banner and only then loads analytics', async ({
    page,
    accounts,
  }) => {
    // The stored session comes with a consent cookie; this visitor has not chosen yet.
    await page.context().clearCookies({ name: COOKIE });
    const analytics = await countAnalytics(page);
    await openAs(page, '/', accounts.buyer);
    await expect(banner(page)).toBeVisible();
    expect(analytics.count()).toBe(0);

    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe('analytical');
    await expect.poll(() => analytics.count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => (window as { __fmAnalytics?: boolean }).__fmAnalytics))
      .toBe(true);

    // A returning visitor with consent gets analytics on load, and no banner.
    await page.reload();
    await expect(
      page.getByRole('button', { name: `${accounts.buyer.firstName} ${accounts.buyer.lastName}` }),
    ).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => analytics.count()).toBe(2);
  });
});

test('[CK1][B5] settings: necessary is on and locked, the analytical toggle plus Confirm selection saves', async ({
  page,
}) => {
  const analytics = await countAnalytics(page);
  await page.goto('/login');
  await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'cookie settings');
  const necessary = dialog.getByRole('switch', { name: 'Notwendige Cookies' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  const analytical = dialog.getByRole('switch', { name: 'Analyse-Cookies' });
  await expect(analytical).not.toBeChecked();
  expect(analytics.count()).toBe(0);

  await analytical.click({ force: true });
  await expect(analytical).toBeChecked();
  await dialog.getByRole('button', { name: 'Auswahl bestätigen' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookie(page))?.value).toBe('analytical');
  await expect.poll(() => analytics.count()).toBe(1);
});

test('[CK1] settings confirmed without the analytical toggle store necessary only', async ({ page }) => {
  const analytics = await countAnalytics(page);
  await page.goto('/login');
  await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await dialog.getByRole('button', { name: 'Auswahl bestätigen' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookie(page))?.value).toBe('necessary');
  expect(analytics.count()).toBe(0);
});
