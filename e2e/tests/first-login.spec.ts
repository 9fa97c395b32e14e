/**
 * First login of each brand's demo buyer (project `<brand>-terms`, runs before the brand's other
 * projects): the walking skeleton of the shell and the terms redirect [G2]. On brands that require the
 * terms, it ends by accepting them, which the other tests rely on.
 */
import { fullName } from '../support/accounts';
import {
  expect,
  expectAxeClean,
  expectPath,
  loginThroughApi,
  loginThroughForm,
  test,
} from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

test('[G2][B12] the demo buyer logs in, meets the terms only where the brand requires them, and lands on / with logo and name', async ({
  page,
  brandConfig,
  accounts,
}) => {
  test.setTimeout(90_000); // a long walk: terms, redirects, acceptance, two axe runs
  const buyer = accounts.buyer;
  // Spec §2: the Austrian and Swiss variants require the terms, the default one does not.
  const requiresTerms = brandConfig.id === 'at' || brandConfig.id === 'ch';
  await loginThroughForm(page, buyer);
  if (requiresTerms) {
    await expectPath(page, '/agb');
    await expect(page.getByRole('heading', { name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    await expectAxeClean(page, '/agb');
    // Every other login-required route leads back to the terms ...
    for (const path of ['/', '/orders', '/statistik', '/handelsplatz']) {
      await page.goto(path);
      await expectPath(page, '/agb');
    }
    // ... except /logout, which ends the session [S-L2]; with a new session the terms come again.
    await page.goto('/logout');
    await expectPath(page, '/logout');
    await expect(page.getByRole('heading', { name: 'Sie wurden abgemeldet' })).toBeVisible();
    await loginThroughApi(page, buyer);
    await page.goto('/agb');
    await expectPath(page, '/agb');
    await expect(page.getByRole('heading', { name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    // The page may still re-render once while the new session's data arrives; tick until it stays ticked.
    const accept = page.getByRole('checkbox', { name: /akzeptiere sie/ });
    await expect(async () => {
      await accept.check({ timeout: 2000 });
      await expect(accept).toBeChecked({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
  }
  await expectPath(page, '/');
  await expect(page.locator(`header img[alt="${brandConfig.displayName}"]`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: fullName(buyer) })).toBeVisible();
  await expectAxeClean(page, '/');
  // Accepted (or never required): the guard lets the buyer stay (on a screen every buyer has [B11]).
  await page.goto('/statistik');
  await expectPath(page, '/statistik');
});
