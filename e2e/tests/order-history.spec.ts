/**
 * The order history per brand: filters set through the page land in the URL, the URL reloads to the
 * same rows, and the CSV export of that view holds the same orders with the same figures.
 */
import { expect, expectAxeClean, test } from '../support/fixtures';

test.use({ as: 'seller' });

type Row = { _id: string; orderId: string; price: string; invoice: string; volume: number };

test('[O1] a filtered history URL reloads to the same rows, and its CSV holds the same figures', async ({
  page,
  brandConfig,
}) => {
  await page.goto('/orders');
  const filters = page.getByRole('form', { name: 'Bestellungen filtern' });
  await expect(page.getByRole('table', { name: 'Bestellhistorie' })).toBeVisible();

  // Choose a product and a status through the page: page 1, both in the URL.
  await filters.getByRole('button', { name: /Produkt/ }).click();
  const products = page.getByRole('option');
  await expect(products.nth(1)).toBeVisible();
  const productName = (await products.nth(1).textContent())!.trim();
  await products.nth(1).click();
  await expect(page).toHaveURL(/product=/);
  await filters.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Abgeschlossen' }).click();
  await expect(page).toHaveURL(/status=COMPLETE/);
  // Sort by price, ascending.
  await page.getByRole('button', { name: 'Preis', exact: true }).click();
  await expect(page).toHaveURL(/sort=price/);

  const numbers = async () => {
    const links = page.getByRole('link', { name: /^Bestellung .+ öffnen$/ });
    await expect(links.first()).toBeVisible();
    return links.allTextContents();
  };

  // The API's view of the same filters (all pages) is what the page shows and the export writes.
  const url = page.url();
  const search = new URL(url).searchParams;
  const productId = search.get('product')!;
  const api = await page.request.get(
    `/api/orderHistory?productList=${productId}&orderStatusList=COMPLETE&sortBy=price&sortType=asc&pageLimit=1000`,
  );
  const rows = ((await api.json()) as { orders: Row[] }).orders;
  expect(rows.length).toBeGreaterThan(0);
  // The page shows the first of them in that order, once the sorted answer has replaced the rows shown
  // before it (the list keeps them while it loads).
  await expect
    .poll(
      async () => {
        const rowsShown = await numbers();
        return (
          rowsShown.join() ===
          rows
            .slice(0, rowsShown.length)
            .map((r) => r.orderId)
            .join()
        );
      },
      { message: 'the page shows the first rows of the API in their order' },
    )
    .toBe(true);
  const shown = await numbers();
  await expectAxeClean(page, 'filtered order history');

  // The same URL in a fresh load shows the same rows.
  await page.goto('about:blank');
  await page.goto(url);
  expect(await numbers()).toEqual(shown);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Als CSV exportieren' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(file!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(';'));
  expect(header![0]).toBe('Bestellnummer');
  expect(lines.map((l) => l[0])).toEqual(rows.map((r) => r.orderId));
  const decimal = (v: string) => (brandConfig.id === 'ch' ? v : v.replace('.', ','));
  for (const [i, r] of rows.entries()) {
    expect(lines[i]![5]).toBe(productName);
    expect(lines[i]![8]).toBe(String(r.volume));
    expect(lines[i]![9]).toBe(decimal(r.price));
    expect(lines[i]![11]).toBe(decimal(r.invoice));
    expect(lines[i]![2]).toBe('Abgeschlossen');
  }

  // "Clear all" restores the defaults.
  await page.getByRole('button', { name: 'Alle Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
