/**
 * The pricing engine reaching the buyer, per brand: the seller publishes an offer, the demo buyer sees it
 * on the market; the seller adds a customer price rule for that buyer and the price on the buyer's open
 * market page changes without a reload; the seller's customer prices say the same.
 */
import type { Page } from '@playwright/test';
import { authFile } from '../support/env';
import { expect, expectAxeClean, test } from '../support/fixtures';

/** A terminal of each brand's demo seller. */
const TERMINAL = { default: 'tm-ingolstadt', ch: 'tm-basel', at: 'tm-wien' } as const;
const HEADERS = { 'X-Requested-With': 'fuelmarket' };

test.use({ as: 'seller' });

/**
 * Publishes an offer on the market from yesterday to tomorrow: fixed at 88.88 (EUR or CHF) per 100 l
 * unless `pricing` says otherwise.
 */
async function publishOffer(
  page: Page,
  productId: string,
  terminalId: string,
  totalVolume: number,
  pricing: Record<string, string> = { pricingType: 'FIXED', fixedPrice: '88.8800' },
) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/seller/offers', {
    headers: HEADERS,
    data: {
      productId,
      terminalId,
      totalVolume,
      minimumOrderQuantity: 1_000,
      maximumOrderQuantity: 30_000,
      ...pricing,
      availabilityStartDate: day(-1),
      availabilityEndDate: day(1),
      dailyStartTime: '00:00',
      dailyEndTime: '23:59',
      collectionPeriod: { type: 'STANDARD', startDate: null, endDate: null },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as {
    id: string;
    version: number;
    product: { name: string };
    terminal: { name: string };
  };
}

test('[S4] a customer rule changes the price on the buyer’s open market page', async ({
  page,
  browser,
  server,
  brandConfig,
}) => {
  // An offer of its own (a volume that names it), on the market today.
  const offer = await publishOffer(page, 'super-e10', TERMINAL[brandConfig.id], 333_333);
  let rule: { id: string; version: number } | undefined;
  const buyer = await browser.newContext({
    baseURL: server.url,
    storageState: authFile(server.name, 'buyer'),
  });
  try {
    const market = await buyer.newPage();
    const account = (await (await market.request.get('/api/account')).json()) as { id: string; name: string };
    const money = (value: number) =>
      new Intl.NumberFormat(brandConfig.locale, {
        style: 'currency',
        currency: brandConfig.currency,
      }).format(value);
    const volume = new Intl.NumberFormat(brandConfig.locale).format(333_333);

    await market.goto('/handelsplatz');
    await market.getByRole('button', { name: / Produkt$/ }).click();
    await market.getByRole('option', { name: offer.product.name, exact: true }).click();
    const row = market
      .getByRole('table', { name: 'Kraftstoffangebote' })
      .getByRole('row')
      .filter({ hasText: `${volume} L` });
    await expect(row).toContainText(money(88.88));

    // The seller adds the rule in the form of the Preisregeln tab.
    await page.goto('/meine-angebote');
    await page.getByRole('tab', { name: 'Preisregeln' }).click();
    await page.getByRole('button', { name: 'Neue Preisregel' }).click();
    const form = page.getByRole('dialog', { name: 'Neue Preisregel' });
    await form.getByRole('textbox', { name: /Name/ }).fill('Fracht E2E');
    await form.getByRole('textbox', { name: /Wert/ }).fill('1');
    // A checkbox is chosen by its label (the input itself is visually hidden).
    for (const name of [account.name, offer.terminal.name, offer.product.name]) {
      await form.getByText(name, { exact: true }).click();
      await expect(form.getByRole('checkbox', { name, exact: true })).toBeChecked();
    }
    await expectAxeClean(page, 'pricing rule form');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Preisregel wurde gespeichert.')).toBeVisible();
    const rules = (await (await page.request.get('/api/pricing/rules')).json()) as {
      id: string;
      version: number;
      name: string;
    }[];
    rule = rules.find((r) => r.name === 'Fracht E2E');
    expect(rule).toBeDefined();

    // No reload: the open market page follows with its next listing.
    await expect(row).toContainText(money(89.88), { timeout: 20_000 });

    await page.getByRole('tab', { name: 'Kraftstoffe' }).click();
    await page
      .getByRole('button', { name: `Kundenpreise für ${offer.product.name}, ${offer.terminal.name}` })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Kundenpreise/ });
    await dialog.getByRole('button', { name: /Kunde/ }).click();
    await page.getByRole('option', { name: account.name, exact: true }).click();
    const exact = new Intl.NumberFormat(brandConfig.locale, {
      style: 'currency',
      currency: brandConfig.currency,
      minimumFractionDigits: 4,
    });
    await expect(dialog).toContainText(`${account.name} zahlt ${exact.format(89.88)} je 100 l (15 °C)`);
  } finally {
    await buyer.close();
    if (rule) {
      const removed = await page.request.delete(`/api/pricing/rules/${rule.id}?version=${rule.version}`, {
        headers: HEADERS,
      });
      expect(removed.status()).toBe(204);
    }
    const current = (await (await page.request.get('/api/seller/offers')).json()) as {
      id: string;
      version: number;
    }[];
    const mine = current.find((o) => o.id === offer.id);
    if (mine) {
      await page.request.delete(`/api/seller/offers/${offer.id}?version=${mine.version}`, {
        headers: HEADERS,
      });
    }
  }
});

test('[S4] a minimum price set on the pricing engine tab raises the price on the buyer’s open market page', async ({
  page,
  browser,
  server,
  brandConfig,
}) => {
  // An offer of its own (a volume that names it), on the market today, of a product no other spec trades:
  // the floor must not move another test's prices, nor may another test's order change this volume.
  const offer = await publishOffer(page, 'superplus', TERMINAL[brandConfig.id], 444_444);
  const buyer = await browser.newContext({
    baseURL: server.url,
    storageState: authFile(server.name, 'buyer'),
  });
  try {
    const market = await buyer.newPage();
    const money = (value: number) =>
      new Intl.NumberFormat(brandConfig.locale, { style: 'currency', currency: brandConfig.currency }).format(
        value,
      );
    await market.goto('/handelsplatz');
    await market.getByRole('button', { name: / Produkt$/ }).click();
    await market.getByRole('option', { name: offer.product.name, exact: true }).click();
    const row = market
      .getByRole('table', { name: 'Kraftstoffangebote' })
      .getByRole('row')
      .filter({ hasText: `${new Intl.NumberFormat(brandConfig.locale).format(444_444)} L` });
    await expect(row).toContainText(money(88.88));

    await page.goto('/meine-angebote');
    await page.getByRole('tab', { name: 'Preisengine' }).click();
    const section = page.getByRole('region', { name: 'Preisoptimierung: Mindestpreise' });
    await section.getByRole('button', { name: 'Mindestpreis anlegen' }).click();
    const form = page.getByRole('dialog', { name: 'Mindestpreis anlegen' });
    await form.getByRole('button', { name: /Produkt/ }).click();
    await page.getByRole('option', { name: offer.product.name, exact: true }).click();
    await form.getByRole('button', { name: /Terminal/ }).click();
    await page.getByRole('option', { name: offer.terminal.name, exact: true }).click();
    await form.getByRole('textbox', { name: /Mindestpreis/ }).fill('90');
    await expectAxeClean(page, 'minimum price form');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(section.getByText('Der Mindestpreis wurde gespeichert.')).toBeVisible();
    await expect(section.getByRole('row').filter({ hasText: offer.terminal.name })).toContainText(
      offer.product.name,
    );
    await expectAxeClean(page, 'pricing engine tab');

    // No reload: the open market page follows with its next listing.
    await expect(row).toContainText(money(90), { timeout: 20_000 });

    // The change log names who set it.
    await page.getByRole('tab', { name: 'Änderungen' }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Mindestpreis ${offer.product.name}, ${offer.terminal.name}` })
        .first(),
    ).toContainText('angelegt');
  } finally {
    await buyer.close();
    const floors = (await (await page.request.get('/api/pricing/min-prices')).json()) as {
      id: string;
      version: number;
      product: { id: string };
      terminal: { id: string };
    }[];
    for (const f of floors.filter(
      (f) => f.product.id === 'superplus' && f.terminal.id === TERMINAL[brandConfig.id],
    )) {
      await page.request.delete(`/api/pricing/min-prices/${f.id}?version=${f.version}`, { headers: HEADERS });
    }
    await page.request.delete(`/api/seller/offers/${offer.id}?version=${offer.version}`, {
      headers: HEADERS,
    });
  }
});

test('[S4] a live offer shows on the buyer’s market at the engine’s price, and a customer rule adds to it without a reload', async ({
  page,
  browser,
  server,
  brandConfig,
}) => {
  const offer = await publishOffer(page, 'super-e5', TERMINAL[brandConfig.id], 555_555, {
    pricingType: 'API',
    // Sellers choose the ICE month only where the brand offers the choice (Swiss); elsewhere it is M00 [B15].
    futureMonth: brandConfig.flags.ICE_FUTURE_DROPDOWN ? 'M01' : 'M00',
    fxRate: '1.0800',
    surcharge: '25.0000',
    surchargeUnit: 'USD/METRIC_TONNE',
  });
  let rule: { id: string; version: number } | undefined;
  const buyer = await browser.newContext({
    baseURL: server.url,
    storageState: authFile(server.name, 'buyer'),
  });
  try {
    const market = await buyer.newPage();
    const account = (await (await market.request.get('/api/account')).json()) as { id: string };
    const money = (value: string) =>
      new Intl.NumberFormat(brandConfig.locale, { style: 'currency', currency: brandConfig.currency }).format(
        Number(value),
      );
    /** The buyer's price of the offer as the server computes it now (the feed moves every few seconds). */
    const serverPrice = async () => {
      const res = await market.request.get('/api/v2/offers?pageLimit=5000');
      const offers = ((await res.json()) as { offers: { id: string; price: string }[] }).offers;
      return offers.find((o) => o.id === offer.id)?.price;
    };
    await market.goto('/handelsplatz');
    await market.getByRole('button', { name: / Produkt$/ }).click();
    await market.getByRole('option', { name: offer.product.name, exact: true }).click();
    const row = market
      .getByRole('table', { name: 'Kraftstoffangebote' })
      .getByRole('row')
      .filter({ hasText: `${new Intl.NumberFormat(brandConfig.locale).format(555_555)} L` });
    // The page shows what the engine computes (both read within one tick at some point).
    await expect
      .poll(async () => {
        const price = await serverPrice();
        return price !== undefined && (await row.textContent())?.includes(money(price));
      })
      .toBe(true);

    const ruleRes = await page.request.post('/api/pricing/rules', {
      headers: HEADERS,
      data: {
        name: 'Fracht Live E2E',
        kind: 'FREIGHT',
        scope: 'ACCOUNT',
        priceUnit: 'EUR/100L15',
        currency: brandConfig.currency,
        value: '2.0000',
        productIds: ['super-e5'],
        terminalIds: [TERMINAL[brandConfig.id]],
        customerIds: [account.id],
        groupId: null,
      },
    });
    expect(ruleRes.status(), await ruleRes.text()).toBe(201);
    rule = (await ruleRes.json()) as { id: string; version: number };
    // The seller's view of this customer: the live base price plus exactly the rule.
    const customerPrice = async () =>
      (
        (await (
          await page.request.get(`/api/seller/offers/${offer.id}/customer-prices?customerId=${account.id}`)
        ).json()) as { price: string; adjustment: string }[]
      )[0]!;
    expect((await customerPrice()).adjustment).toBe('2.0000');
    // Without a reload the buyer's page follows: the price the seller sees for this customer, rule included.
    await expect
      .poll(
        async () => {
          const [price, seller] = [await serverPrice(), await customerPrice()];
          return price === seller.price && (await row.textContent())?.includes(money(price));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  } finally {
    await buyer.close();
    if (rule) {
      await page.request.delete(`/api/pricing/rules/${rule.id}?version=${rule.version}`, {
        headers: HEADERS,
      });
    }
    await page.request.delete(`/api/seller/offers/${offer.id}?version=${offer.version}`, {
      headers: HEADERS,
    });
  }
});
