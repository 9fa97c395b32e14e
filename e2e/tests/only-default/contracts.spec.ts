/**
 * Contract management on the default platform (price triggers exist there only [B9]): the demo buyer sets a
 * price trigger on an offer of Südöl (which has the account feature triggers) above its price, and the
 * next price tick of the server places the order; a second trigger, far below the price, waits until the
 * seller rejects it, and the buyer sees the rejection.
 */
import type { Browser } from '@playwright/test';
import { authFile } from '../../support/env';
import { expect, expectAxeClean, test } from '../../support/fixtures';

const HEADERS = { 'X-Requested-With': 'fuelmarket' };
/** A price no other offer of the demo has, so the test finds its own offer in the list. */
const PRICE = '87.1300';

test.use({ as: 'buyer' });

async function sellerPage(browser: Browser, url: string, server: string) {
  const context = await browser.newContext({ baseURL: url, storageState: authFile(server, 'seller') });
  return { context, page: await context.newPage() };
}

test('[B9][M3] a buyer’s price trigger orders on a price tick; the seller rejects another one', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const seller = await sellerPage(browser, server.url, server.name);
  try {
    // Südöl offers Heizöl EL Premium at Karlsruhe all day at a price of its own.
    const created = await seller.page.request.post('/api/seller/offers', {
      headers: HEADERS,
      data: {
        productId: 'heizoel-premium',
        terminalId: 'tm-karlsruhe',
        totalVolume: 200_000,
        minimumOrderQuantity: 1_000,
        maximumOrderQuantity: 30_000,
        pricingType: 'FIXED',
        fixedPrice: PRICE,
        availabilityStartDate: day(-1),
        availabilityEndDate: day(1),
        dailyStartTime: '00:00',
        dailyEndTime: '23:59',
        collectionPeriod: { type: 'STANDARD', startDate: null, endDate: null },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const offerId = ((await created.json()) as { id: string }).id;

    // The buyer sets a trigger above the price through the form: the next tick orders.
    await page.goto('/verträge-management');
    await page.getByRole('button', { name: 'Preistrigger anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Preistrigger' });
    await dialog.getByRole('button', { name: /Verkäufer/ }).click();
    await page.getByRole('option', { name: 'Südöl Vertrieb GmbH' }).click();
    await dialog.getByRole('button', { name: /Angebot/ }).click();
    await page
      .getByRole('option', { name: /^Heizöl EL Premium, Karlsruhe Rheinhafen: aktuell 87,13/ })
      .click();
    await dialog.getByRole('textbox', { name: /Menge in Litern/ }).fill('5000');
    await dialog.getByRole('textbox', { name: /Grenzpreis/ }).fill('88,00');
    await dialog.getByRole('button', { name: 'Preistrigger anlegen' }).click();
    await expect(page.getByText('Der Preistrigger ist aktiv.')).toBeVisible();
    await expectAxeClean(page, '/verträge-management');

    const ours = page
      .getByRole('table', { name: 'Preistrigger' })
      .getByRole('row')
      .filter({ hasText: 'Heizöl EL Premium, Karlsruhe Rheinhafen' })
      .filter({ hasText: '88,00 €' });
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await ours.first().textContent()) ?? '';
        },
        { timeout: 60_000, intervals: [3000] },
      )
      .toContain('Ausgeführt');
    await expect(ours.first()).toContainText('zu 87,13 €/100 l');
    await ours.first().getByRole('link', { name: 'Bestellung öffnen' }).click();
    await expect(page).toHaveURL(/\/orders\/.+/);

    // A trigger far below the price waits; the seller rejects it.
    const waiting = await page.request.post('/api/contracts/triggers', {
      headers: HEADERS,
      data: {
        offerId,
        volume: 2000,
        triggerPrice: '1.0000',
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(waiting.status(), await waiting.text()).toBe(201);
    await seller.page.goto('/verträge-management');
    await seller.page
      .getByRole('button', { name: 'Preistrigger von Nordheiz Handel GmbH für Heizöl EL Premium ablehnen' })
      .first()
      .click();
    const question = seller.page.getByRole('alertdialog', { name: 'Preistrigger ablehnen?' });
    await question.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(seller.page.getByText('Der Preistrigger wurde abgelehnt.')).toBeVisible();

    await page.goto('/verträge-management');
    await expect(
      page
        .getByRole('table', { name: 'Preistrigger' })
        .getByRole('row')
        .filter({ hasText: 'Heizöl EL Premium, Karlsruhe Rheinhafen' })
        .filter({ hasText: '1,00 €' })
        .first(),
    ).toContainText('Vom Verkäufer abgelehnt');
  } finally {
    await seller.context.close();
  }
});
