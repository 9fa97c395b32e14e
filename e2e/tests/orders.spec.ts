/**
 * Following an order from placement to confirmation, per brand: the demo buyer orders from the seller's
 * offer and the seller's open page counts it in the menu bubble at once; the seller confirms it on /orders
 * (after the question), and the buyer's /orders reads it confirmed (on the Austrian platform, where buyers
 * have no orders page, the buyer's /orders is not found and the API reads it confirmed).
 */
import { authFile } from '../support/env';
import { expect, expectAxeClean, test } from '../support/fixtures';

const TERMINAL = { default: 'tm-ingolstadt', ch: 'tm-basel', at: 'tm-wien' } as const;
const HEADERS = { 'X-Requested-With': 'fuelmarket' };

test.use({ as: 'seller' });

test('[OS1][L5] a seller confirms the order a buyer placed; the bubble follows; the buyer sees it confirmed', async ({
  page,
  browser,
  server,
  brandConfig,
}) => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/seller/offers', {
    headers: HEADERS,
    data: {
      productId: 'diesel-winter',
      terminalId: TERMINAL[brandConfig.id],
      totalVolume: 222_222,
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
  const offer = (await created.json()) as { id: string; version: number };
  const buyer = await browser.newContext({
    baseURL: server.url,
    storageState: authFile(server.name, 'buyer'),
  });
  try {
    // The seller's page is open while the buyer orders: its menu bubble follows without a reload.
    await page.goto('/orders');
    const serverCount = async () =>
      ((await (await page.request.get('/api/orders/open-count')).json()) as { count: number }).count;
    // The bubble's number (other tests order from this seller too: it is compared with the server's).
    const bubbleCount = async () => {
      const text = await page
        .getByText(/^\d+ offene Bestellungen?$/)
        .first()
        .textContent();
      return Number(text?.split(' ')[0]);
    };
    const open = await serverCount();
    const api = buyer.request;
    const added = await api.post('/api/basket/items', {
      headers: HEADERS,
      data: { offerId: offer.id, quantity: 2_000, deliveryAddressId: null },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { items } = (await added.json()) as { items: { id: string; offerId: string }[] };
    const placed = await api.post('/api/orders', {
      headers: HEADERS,
      data: { basketItemIds: items.filter((i) => i.offerId === offer.id).map((i) => i.id) },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { orders: { orderNumber: string }[] }).orders[0]!;
    await expect
      .poll(async () => {
        const [shown, counted] = [await bubbleCount(), await serverCount()];
        return counted > open && shown === counted;
      })
      .toBe(true);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText('Unvollständig');
    await expectAxeClean(page, 'orders with actions');
    await row.getByRole('button', { name: `Bestellung ${order.orderNumber} bestätigen` }).click();
    const question = page.getByRole('alertdialog', { name: 'Bestellung bestätigen?' });
    await question.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText(`Die Bestellung ${order.orderNumber} ist jetzt bestätigt.`)).toBeVisible();
    await expect(row).toContainText('Bestätigt');
    await expect.poll(async () => (await bubbleCount()) === (await serverCount())).toBe(true);

    const orders = await buyer.newPage();
    await orders.goto('/orders');
    if (brandConfig.flags.NO_ORDERS_BUYER_PAGE) {
      // Buyers on the Austrian platform have no orders page [B11]; the API still tells them.
      await expect(orders.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
      const history = await api.get(`/api/orderHistory?orderId=${order.orderNumber}`);
      expect(((await history.json()) as { orders: { orderStatus: string }[] }).orders).toEqual([
        expect.objectContaining({ orderStatus: 'CONFIRMED' }),
      ]);
    } else {
      await expect(orders.getByRole('row').filter({ hasText: order.orderNumber })).toContainText('Bestätigt');
    }
  } finally {
    await buyer.close();
    await page.request.delete(`/api/seller/offers/${offer.id}?version=${offer.version}`, {
      headers: HEADERS,
    });
  }
});
