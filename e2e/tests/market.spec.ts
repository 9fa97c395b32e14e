/**
 * Buying on the market, per brand: filter, reserve in the basket with a running countdown, confirm, find
 * the order under /orders; and a colleague in a second browser taking the volume meanwhile.
 * The tests share the buyer's server-side basket, so they run one after the other.
 */
import type { Locator, Page } from '@playwright/test';
import { authFile } from '../support/env';
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });
test.use({ as: 'buyer' });

/** The market table's data rows (the virtualised table renders the visible ones). */
function offerRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Kraftstoffangebote' })
    .getByRole('row')
    .filter({
      has: page.getByRole('button', { name: /^In den Warenkorb/ }),
    });
}

async function filterProduct(page: Page, product: string): Promise<void> {
  await page.getByRole('button', { name: / Produkt$/ }).click();
  await page.getByRole('option', { name: product, exact: true }).click();
  await expect(offerRows(page).first()).toContainText(product);
}

async function reserve(row: Locator, litres: number): Promise<void> {
  await row.getByRole('textbox').fill(String(litres));
  await row.getByRole('button', { name: /^In den Warenkorb/ }).click();
}

function basketDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /Warenkorb/ });
}

test('[BK1][S9] a buyer filters, reserves with a running countdown, orders and finds the order under /orders', async ({
  page,
  brandConfig,
}) => {
  await page.goto('/handelsplatz');
  await filterProduct(page, 'Diesel B7');
  const row = offerRows(page).first();
  const terminal = (await row.getByRole('cell').nth(1).innerText()).trim();
  await reserve(row, 1000);

  await page.getByRole('button', { name: 'Warenkorb (1 Position)' }).click();
  const dialog = basketDialog(page);
  await expect(dialog.getByText('Preisreservierung endet in', { exact: true })).toBeVisible();
  const countdown = dialog.getByRole('timer').first();
  const before = await countdown.innerText();
  await expect(countdown).not.toHaveText(before, { timeout: 3000 });
  await expect(dialog).toContainText(terminal);
  await expect(dialog).toContainText(brandConfig.currency === 'CHF' ? 'CHF' : '€');

  await dialog.getByRole('button', { name: 'Weiter zur Bestellbestätigung' }).click();
  await dialog.getByRole('textbox', { name: 'Ladenummer' }).fill('LN-E2E-1');
  await expect(dialog.getByText(/kann nicht rückgängig gemacht werden/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Verbindlich bestellen' }).click();
  await expect(dialog.getByText('Ihre Bestellung wurde aufgegeben.')).toBeVisible();
  const orderNumber = (
    await dialog
      .getByText(/^Bestellnummer /)
      .first()
      .innerText()
  ).replace('Bestellnummer ', '');

  if (brandConfig.flags.NO_ORDERS_BUYER_PAGE) {
    // Buyers on the Austrian platform have no orders page [B11]: nothing leads there.
    await expect(dialog.getByRole('link', { name: 'Zu meinen Bestellungen' })).toHaveCount(0);
    return;
  }
  await dialog.getByRole('link', { name: 'Zu meinen Bestellungen' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const orderRow = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(orderRow).toContainText('Diesel B7');
  await expect(orderRow).toContainText('Offen');
  await expect(page.getByRole('button', { name: 'Warenkorb (leer)' })).toHaveCount(0);
});

test('[M3] when a colleague takes the volume meanwhile, confirming says how much is left', async ({
  page,
  browser,
  server,
  brandConfig,
}) => {
  await page.goto('/handelsplatz');
  await filterProduct(page, 'Heizöl EL schwefelarm');
  const format = (n: number) => new Intl.NumberFormat(brandConfig.locale).format(n);
  const scarce = offerRows(page)
    .filter({ hasText: `${format(4000)} L` })
    .first();
  const terminal = (await scarce.getByRole('cell').nth(1).innerText()).trim();
  await reserve(scarce, 4000);
  await page.getByRole('button', { name: 'Warenkorb (1 Position)' }).click();
  const dialog = basketDialog(page);
  await dialog.getByRole('button', { name: 'Weiter zur Bestellbestätigung' }).click();

  // The colleague, in a browser of their own, orders 3,000 l of the same offer.
  const second = await browser.newContext({
    baseURL: server.url,
    storageState: authFile(server.name, 'colleague'),
  });
  try {
    const api = second.request;
    const headers = { 'X-Requested-With': 'fuelmarket' };
    const market = await api.get('/api/v2/offers?pageLimit=1000&productIds=heizoel-el');
    expect(market.status()).toBe(200);
    const { offers } = (await market.json()) as {
      offers: { id: string; terminal: { name: string }; offerAvailability: number }[];
    };
    const offer = offers.find((o) => o.terminal.name === terminal && o.offerAvailability === 4000)!;
    const added = await api.post('/api/basket/items', {
      headers,
      data: { offerId: offer.id, quantity: 3000, deliveryAddressId: null },
    });
    expect(added.status()).toBe(201);
    const { items } = (await added.json()) as { items: { id: string; offerId: string }[] };
    const placed = await api.post('/api/orders', {
      headers,
      data: { basketItemIds: items.filter((i) => i.offerId === offer.id).map((i) => i.id) },
    });
    expect(placed.status()).toBe(201);
  } finally {
    await second.close();
  }

  await dialog.getByRole('button', { name: 'Verbindlich bestellen' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Nicht genügend Menge verfügbar. Es sind nur noch ${format(1000)} L verfügbar.`,
  );
  // Nothing was ordered; the reservation stays for the buyer to change the quantity.
  await dialog.getByRole('button', { name: 'Zurück zum Warenkorb' }).click();
  await dialog
    .getByRole('button', { name: /^Entfernen/ })
    .first()
    .click();
  await expect(dialog.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the market and the orders fit the phone: the page never scrolls sideways', async ({
    page,
    brandConfig,
  }) => {
    // Buyers on the Austrian platform have no orders page [B11].
    for (const path of ['/handelsplatz', ...(brandConfig.flags.NO_ORDERS_BUYER_PAGE ? [] : ['/orders'])]) {
      await page.goto(path);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});
