/**
 * A buyer's favourites lists and delivery addresses on the market, per brand: a list saved through the
 * wizard (products, regions and terminals, sellers, name) is offered by the market's favourites filter and
 * applying it shows only its offers [S2]; a delivery address added from the market is offered by its
 * delivery choice and can be deleted again [S8]. Each test removes what it created.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });
test.use({ as: 'buyer' });

function offerRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Kraftstoffangebote' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^In den Warenkorb/ }) });
}

test('[S2] a favourites list saved through the wizard filters the market when applied', async ({ page }) => {
  await page.goto('/handelsplatz');
  const first = offerRows(page).first();
  await expect(first).toBeVisible();
  const product = (await first.getByRole('cell').nth(0).innerText()).trim();
  const seller = (await first.getByRole('cell').nth(2).innerText()).trim();
  const name = `E2E ${product} ${Date.now()}`;

  await page.getByRole('button', { name: 'Favoriten verwalten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Favoritenlisten' });
  await dialog.getByRole('button', { name: 'Neue Favoritenliste' }).click();
  await expect(dialog.getByRole('heading', { name: 'Produkte' })).toBeVisible();
  // A checkbox is chosen by its label (the input itself is visually hidden).
  await dialog.getByText(product, { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: product, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByRole('heading', { name: /Abholterminals/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Zurück' }).click();
  await expect(dialog.getByRole('checkbox', { name: product, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByRole('heading', { name: 'Verkäufer' })).toBeVisible();
  await dialog.getByText(seller, { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: seller, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('textbox', { name: /Name der Liste/ }).fill(name);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The market's favourites filter offers the new list; applied, only its offers remain.
  await page.getByRole('button', { name: / Favoritenliste$/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page).toHaveURL(/[?&]list=/);
  await expect(offerRows(page).first()).toBeVisible();
  for (const row of await offerRows(page).all()) {
    await expect(row.getByRole('cell').nth(0)).toHaveText(product);
    await expect(row.getByRole('cell').nth(2)).toHaveText(seller);
  }

  // Deleting the applied list takes it out of the filter.
  await page.getByRole('button', { name: 'Favoriten verwalten' }).click();
  await dialog.getByRole('button', { name: `Favoritenliste „${name}“ löschen` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(dialog.getByRole('cell', { name, exact: true })).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]list=/);
});

test('[S8] a delivery address added from the market is offered by its delivery choice and can be deleted', async ({
  page,
}) => {
  const street = `Seehafenstraße ${Date.now() % 1000}`;
  await page.goto('/handelsplatz');
  await page.getByRole('button', { name: 'Lieferadressen verwalten' }).click();
  const list = page.getByRole('dialog', { name: 'Lieferadressen' });
  await list.getByRole('button', { name: 'Neue Lieferadresse' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Lieferadresse' });
  await form.getByRole('textbox', { name: /^Firma/ }).fill('E2E Depot Harburg');
  await form.getByRole('textbox', { name: /^Stra(ß|ss)e und Hausnummer/ }).fill(street);
  await form.getByRole('textbox', { name: /^PLZ/ }).fill('21079');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Hamburg');
  await form.getByRole('textbox', { name: /^Kontakt vor Ort/ }).fill('Herr Lange');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form).toBeHidden();
  await expect(list.getByRole('cell', { name: /E2E Depot Harburg/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  await page.getByRole('button', { name: /Lieferung/ }).click();
  await expect(page.getByRole('option', { name: `${street} (21079)` })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Lieferadressen verwalten' }).click();
  await list.getByRole('button', { name: `Lieferadresse ${street} (21079) löschen` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(list.getByRole('cell', { name: /E2E Depot Harburg/ })).toBeHidden();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Lieferung/ }).click();
  await expect(page.getByRole('option', { name: `${street} (21079)` })).toBeHidden();
});
