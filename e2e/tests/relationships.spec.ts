/**
 * Who may trade with whom, per brand: a buyer without sellers asks one (on the Austrian platform, single
 * seller mode, the request is there already), the seller sets a credit limit and releases the buyer, the
 * buyer orders up to the limit and is refused beyond it with the §8 message; then the platform operator
 * blocks the buyer's company and the buyer's open page is logged out on its next request.
 */
import type { Browser, Page } from '@playwright/test';
import { authFile } from '../support/env';
import { expect, test } from '../support/fixtures';

const SELLER_NAME = { default: 'Südöl Vertrieb GmbH', ch: 'Alpenbrennstoff AG', at: 'Donauöl GmbH' } as const;
const BUYER_NAME = {
  default: 'Ostsee Wärme GmbH',
  ch: 'Brennstoffe Bern AG',
  at: 'Heizwerk Graz GmbH',
} as const;
const TERMINAL = { default: 'tm-ingolstadt', ch: 'tm-basel', at: 'tm-wien' } as const;
const PRODUCT = 'HVO 100';
const HEADERS = { 'X-Requested-With': 'fuelmarket' };

test.use({ as: 'seller' });

async function pageAs(browser: Browser, url: string, server: string, kind: 'newcomer' | 'operator') {
  const context = await browser.newContext({ baseURL: url, storageState: authFile(server, kind) });
  return { context, page: await context.newPage() };
}

/** Reserves 5,000 l of the seller's HVO offer and confirms the order; the basket dialog. */
async function order(page: Page) {
  await page.goto('/handelsplatz');
  const row = page
    .getByRole('table', { name: 'Kraftstoffangebote' })
    .getByRole('row')
    .filter({ hasText: PRODUCT })
    .filter({ has: page.getByRole('button', { name: /^In den Warenkorb/ }) })
    .first();
  await row.getByRole('textbox').fill('5000');
  await row.getByRole('button', { name: /^In den Warenkorb/ }).click();
  await page.getByRole('button', { name: 'Warenkorb (1 Position)' }).click();
  const dialog = page.getByRole('dialog', { name: /Warenkorb/ });
  await dialog.getByRole('button', { name: 'Weiter zur Bestellbestätigung' }).click();
  await dialog.getByRole('button', { name: 'Verbindlich bestellen' }).click();
  return dialog;
}

test('[RS1][P6][M3][BL1] a buyer is released with a credit limit, orders up to it, is refused beyond it, and is logged out when the operator blocks its company', async ({
  page,
  browser,
  server,
  brandConfig,
}) => {
  // Three users and two orders in one story.
  test.setTimeout(120_000);
  const brand = brandConfig.id;
  const seller = SELLER_NAME[brand];
  const buyerName = BUYER_NAME[brand];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // An offer only this test buys: 5,000 l at 90.10 per 100 l are 4,505.00 net, below 6,000 with any VAT.
  const created = await page.request.post('/api/seller/offers', {
    headers: HEADERS,
    data: {
      productId: 'diesel-hvo',
      terminalId: TERMINAL[brand],
      totalVolume: 200_000,
      minimumOrderQuantity: 1_000,
      maximumOrderQuantity: 30_000,
      pricingType: 'FIXED',
      fixedPrice: '90.1000',
      availabilityStartDate: day(-1),
      availabilityEndDate: day(1),
      dailyStartTime: '00:00',
      dailyEndTime: '23:59',
      collectionPeriod: { type: 'STANDARD', startDate: null, endDate: null },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const buyer = await pageAs(browser, server.url, server.name, 'newcomer');
  const operator = await pageAs(browser, server.url, server.name, 'operator');
  try {
    if (!brandConfig.flags.SINGLE_SELLER_MODE) {
      // The buyer asks the seller.
      await buyer.page.goto('/verkaufer-management');
      await buyer.page.getByRole('button', { name: 'Verkäufer anfragen' }).first().click();
      const ask = buyer.page.getByRole('dialog', { name: 'Verkäufer anfragen' });
      await ask.getByRole('button', { name: /Verkäufer/ }).click();
      await buyer.page.getByRole('option', { name: new RegExp(`^${seller}`) }).click();
      await ask
        .getByRole('textbox', { name: 'Nachricht an den Verkäufer (optional)' })
        .fill('Wir holen HVO ab.');
      await ask.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(buyer.page.getByRole('row', { name: new RegExp(seller) })).toContainText('Angefragt');
    } else {
      // [R4] Single seller mode: nobody to ask, the screen does not exist; the platform filed the request.
      await buyer.page.goto('/verkaufer-management');
      await expect(buyer.page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    }

    // The seller sees the request as new, sets the limit and the approvals, and releases the buyer.
    await page.goto('/kaufer-management');
    const row = page.getByRole('row', { name: new RegExp(buyerName) });
    await expect(row).toContainText('Neu');
    await row.getByRole('button', { name: `Einstellungen für ${buyerName}` }).click();
    const settings = page.getByRole('dialog', { name: `Einstellungen für ${buyerName}` });
    await settings
      .getByRole('radiogroup', { name: 'Art des Kreditlimits' })
      .getByText('Manuell', { exact: true })
      .click();
    await settings.getByRole('textbox', { name: 'Kreditlimit' }).fill('6000');
    await settings
      .getByRole('radiogroup', { name: 'Freigegebene Produkte' })
      .getByText('Auswahl', { exact: true })
      .click();
    await settings.getByRole('group', { name: 'Produkte' }).getByText(PRODUCT, { exact: true }).click();
    await settings.getByRole('button', { name: new RegExp(`Zahlungsziel ${PRODUCT}`) }).click();
    await page.getByRole('option', { name: '14 Tage' }).click();
    await settings.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText(`Die Einstellungen für ${buyerName} sind gespeichert.`)).toBeVisible();
    await page.getByRole('button', { name: `${buyerName} freigeben` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern und aktivieren' }).click();
    await expect(page.getByRole('row', { name: new RegExp(buyerName) })).toContainText('Freigegeben');

    // Up to the limit the buyer orders; beyond it the order is refused with the §8 message.
    const first = await order(buyer.page);
    await expect(first.getByText('Ihre Bestellung wurde aufgegeben.')).toBeVisible();
    const second = await order(buyer.page);
    await expect(
      second.getByText('Ihr Kreditlimit beim Verkäufer reicht für diese Bestellung nicht aus.'),
    ).toBeVisible();

    // The operator blocks the buyer's company: the buyer's open page ends on its next request.
    await operator.page.goto('/betreiber');
    await operator.page.getByRole('searchbox', { name: 'Firmenkonto suchen' }).fill(buyerName);
    await expect(operator.page.getByText('1 Firmenkonto', { exact: true })).toBeVisible();
    await operator.page.getByRole('button', { name: `${buyerName} sperren` }).click();
    const block = operator.page.getByRole('alertdialog', { name: 'Firmenkonto sperren' });
    await block.getByRole('textbox', { name: 'Grund (optional)' }).fill('Prüfung der Bonität');
    await block.getByRole('button', { name: 'Sperren' }).click();
    await expect(operator.page.getByText(new RegExp(`${buyerName} ist gesperrt`))).toBeVisible();
    await buyer.page.goto('/orders');
    await expect(buyer.page).toHaveURL(/\/login/);
    // Unblocked again, so that the demo stays usable.
    await operator.page.getByRole('button', { name: `${buyerName} entsperren` }).click();
    await operator.page
      .getByRole('alertdialog', { name: 'Firmenkonto entsperren' })
      .getByRole('button', { name: 'Entsperren' })
      .click();
    await expect(operator.page.getByText(new RegExp(`${buyerName} ist entsperrt`))).toBeVisible();
  } finally {
    await buyer.context.close();
    await operator.context.close();
  }
});
