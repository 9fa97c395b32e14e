/**
 * The price alert tool, on the default platform only [B9]: the demo buyer sets an alert on a product at a
 * terminal of its market that the current price already meets; the server's next price tick (the
 * simulated ICE quotes move every 5 s) triggers it: a toast says so at once and the list shows it as
 * Ausgelöst [PA1]. Then the alert is deleted after the confirmation.
 */
import { expect, expectAxeClean, test } from '../../support/fixtures';

test.use({ as: 'buyer' });

test('[PA1][B9] a price tick triggers a buyer’s alert: a toast at once, the list shows it triggered', async ({
  page,
}) => {
  // A product and terminal the buyer's market has an offer for now.
  await page.goto('/handelsplatz');
  const row = page
    .getByRole('table', { name: 'Kraftstoffangebote' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^In den Warenkorb/ }) })
    .first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const product = (await row.getByRole('cell').nth(0).innerText()).split('\n')[0]!.trim();
  const terminal = (await row.getByRole('cell').nth(1).innerText()).split('\n')[0]!.trim();

  await page.getByRole('link', { name: 'Preisalarme' }).click();
  await expect(page).toHaveURL(/\/preisalarme$/);
  await expect(page.getByRole('heading', { name: 'Preisalarme', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Preisalarm anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Preisalarm' });
  await dialog.getByRole('button', { name: /Produkt/ }).click();
  await page.getByRole('option', { name: product, exact: true }).click();
  await dialog.getByRole('button', { name: /Terminal/ }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${terminal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  // Any price is at least 0,01 €: the next tick meets it.
  await dialog.getByText('auf oder über den Wert steigt', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Preis/ }).fill('0,01');
  await dialog.getByRole('textbox', { name: /^Kommentar/ }).fill('e2e Preisalarm');
  await expectAxeClean(page, '/preisalarme (form)');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();

  const alertRow = page.getByRole('table', { name: 'Ihre Preisalarme' }).getByRole('row').filter({
    hasText: 'e2e Preisalarm',
  });
  await expect(alertRow).toContainText('mindestens 0,01 € / 100 L');

  // The server's next tick triggers it: told at once, on this screen too.
  await expect(page.getByText('Preisalarm ausgelöst')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(new RegExp(`${product}.*aktueller Preis`))).toBeVisible();
  await expect(alertRow).toContainText('Ausgelöst', { timeout: 10_000 });
  await expectAxeClean(page, '/preisalarme');

  await alertRow.getByRole('button', { name: /löschen$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Preisalarm löschen' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(alertRow).toHaveCount(0);
});
