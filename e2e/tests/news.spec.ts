/**
 * The news box (the same in every brand, so it runs in one): the demo seller publishes formatted news on
 * /statistik (news and statistics), a script in it does not survive, and the demo buyer reads it on the
 * dashboard at once.
 */
import { authFile } from '../support/env';
import { expect, expectAxeClean, test } from '../support/fixtures';

test.use({ as: 'seller' });

test('[L6] a seller publishes news; the buyer reads it, without any script', async ({
  page,
  browser,
  server,
}) => {
  const headline = `Ladezeiten ${Date.now()}`;
  await page.goto('/statistik');
  await expect(page.getByRole('heading', { level: 1, name: 'News und Statistik' })).toBeVisible();
  const composer = page.getByRole('region', { name: 'Neuigkeit veröffentlichen' });
  await composer.getByRole('textbox', { name: 'Überschrift' }).fill(headline);
  const text = composer.getByRole('textbox', { name: 'Text' });
  await text.fill('Ab Montag länger geöffnet <script>window.__hacked = true</script>');
  await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(10, 16));
  await composer.getByRole('button', { name: 'Fett' }).click();
  await expect(composer.getByRole('region', { name: 'Vorschau' }).locator('strong')).toHaveText('länger');
  await expectAxeClean(page, 'news composer');
  await composer.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(composer.getByText('Die Neuigkeit ist veröffentlicht.')).toBeVisible();

  const buyer = await browser.newContext({
    baseURL: server.url,
    storageState: authFile(server.name, 'buyer'),
  });
  try {
    const buyerPage = await buyer.newPage();
    await buyerPage.goto('/');
    const teaser = buyerPage.getByRole('region', { name: 'Neueste Nachricht' });
    await expect(teaser.getByRole('heading', { name: headline })).toBeVisible();
    await expect(teaser.locator('strong')).toHaveText('länger');
    await expect(teaser).toContainText('window.__hacked = true');
    expect(
      await buyerPage.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked),
    ).toBeUndefined();
  } finally {
    await buyer.close();
  }
});
