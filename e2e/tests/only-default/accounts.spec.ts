/**
 * Guard rules that need demo accounts only the default platform has (seller without triggers, parent
 * shareholder) [R5][G4][R4]. Files under `only-<brand>/` run in that brand's project only.
 */
import type { DemoAccount } from '../../support/accounts';
import {
  expect,
  expectAxeClean,
  expectPath,
  expectStatisticsOpen,
  clientNavigate,
  openAs,
  test,
} from '../../support/fixtures';

test.describe('seller with triggers', () => {
  test.use({ as: 'seller' });
  test('[R5] opens contract management', async ({ page, accounts }) => {
    await openAs(page, '/verträge-management', accounts.seller);
    await expectPath(page, '/verträge-management');
  });
});

test.describe('seller without triggers', () => {
  test.use({ as: 'sellerWithoutTriggers' });
  test('[R5] stays on the current path for contract management', async ({ page, accounts }) => {
    await openAs(page, '/statistik', accounts.sellerWithoutTriggers as DemoAccount);
    await expectStatisticsOpen(page);
    await clientNavigate(page, '/verträge-management');
    await expectPath(page, '/statistik');
  });
});

test.describe('parent shareholder', () => {
  test.use({ as: 'parent' });
  test('[G4][R4] with ChildAccounts_View opens /aviaten', async ({ page, accounts }) => {
    await openAs(page, '/aviaten', accounts.parent as DemoAccount);
    await expectPath(page, '/aviaten');
    await expect(page).toHaveTitle(/Aviaten/);
    await expectAxeClean(page, '/aviaten');
  });
});
