/**
 * A seller's offer management on the real server: the list shows the account's fuel offers, the form saves
 * an edit, and a deletion (after the confirmation) takes the offer off the list and the server; a CSV file
 * (the downloaded template's columns) is previewed, corrected and applied.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectAxeClean, test } from '../support/fixtures';

/** A terminal of each brand's demo seller. */
const TERMINAL = { default: 'tm-hamburg', ch: 'tm-basel', at: 'tm-wien' } as const;

test.describe('seller', () => {
  test.use({ as: 'seller' });

  test('lists the offers, edits one in the form and deletes it after the confirmation', async ({
    page,
    brandConfig,
  }) => {
    // An offer of its own, available only next year: it never shows on the buyers' markets of other tests.
    const next = new Date().getUTCFullYear() + 1;
    const created = await page.request.post('/api/seller/offers', {
      headers: { 'X-Requested-With': 'fuelmarket' },
      data: {
        productId: 'heizoel-el',
        terminalId: TERMINAL[brandConfig.id],
        totalVolume: 777_777,
        minimumOrderQuantity: 5_000,
        maximumOrderQuantity: 36_000,
        pricingType: 'FIXED',
        fixedPrice: '92.4500',
        availabilityStartDate: `${next}-01-05`,
        availabilityEndDate: `${next}-01-09`,
        dailyStartTime: '07:00',
        dailyEndTime: '17:00',
        collectionPeriod: { type: 'STANDARD', startDate: null, endDate: null },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const offer = (await created.json()) as {
      id: string;
      product: { name: string };
      terminal: { name: string };
    };

    await page.goto('/meine-angebote');
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Angebote' })).toBeVisible();
    const total = brandConfig.locale === 'de-CH' ? "777'777" : '777.777';
    const row = page.getByRole('row').filter({ hasText: `${total} / ${total}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`05.01.${next} – 09.01.${next}, täglich 07:00 – 17:00 Uhr`);
    // The demo offers of the account are listed as well.
    expect(await page.getByRole('row').count()).toBeGreaterThan(3);

    // Edit the price in the form.
    const names = `${offer.product.name}, ${offer.terminal.name}`;
    await row.getByRole('button', { name: `Angebot ${names} bearbeiten` }).click();
    const form = page.getByRole('dialog', { name: 'Angebot bearbeiten' });
    const price = form.getByRole('textbox', { name: /Festpreis/ });
    await expect(price).toBeVisible();
    await expectAxeClean(page, 'offer form');
    await price.fill('');
    await price.pressSequentially(brandConfig.locale === 'de-CH' ? '93.5' : '93,5');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Das Angebot wurde gespeichert.')).toBeVisible();
    await expect(row).toContainText(
      brandConfig.locale === 'de-CH' ? 'CHF 93.50 je 100 l' : '93,50 € je 100 l',
    );

    await row.getByRole('button', { name: `Angebot ${names} löschen` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Angebot löschen?' });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Das Angebot wurde gelöscht.')).toBeVisible();
    await expect(row).toHaveCount(0);
    const listed = (await (await page.request.get('/api/seller/offers')).json()) as { id: string }[];
    expect(listed.map((o) => o.id)).not.toContain(offer.id);

    // The change log names the edit with the price before and after.
    await page.getByRole('tab', { name: 'Änderungen' }).click();
    const log = page.getByRole('table', { name: 'Änderungen, neueste zuerst' });
    await expect(log.getByText('Preis: 92.4500 → 93.5000')).toBeVisible();
    await expectAxeClean(page, 'change log');
  });

  test('[M4] uploads offers by CSV: the preview lists a problem, the corrected file is applied', async ({
    page,
    brandConfig,
  }) => {
    await page.goto('/meine-angebote');
    await page.getByRole('tab', { name: 'CSV-Upload' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Vorlage herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('angebotsvorlage.csv');
    const template = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const header = template.split('\r\n')[0]!;
    const columns = header.split(';');

    // One offer, available only next year (never on the buyers' markets of other tests), with a volume
    // that names it; first with a misspelt terminal.
    const next = new Date().getUTCFullYear() + 1;
    const row = (terminalId: string) => {
      const cells: Record<string, string> = {
        productId: 'heizoel-el',
        terminalId,
        totalVolume: '654321',
        minimumOrderQuantity: '5000',
        maximumOrderQuantity: '36000',
        pricingType: 'FIXED',
        fixedPrice: '91,2500',
        availabilityStartDate: `12.01.${next}`,
        availabilityEndDate: `16.01.${next}`,
        dailyStartTime: '07:00',
        dailyEndTime: '17:00',
      };
      return columns.map((c) => cells[c] ?? '').join(';');
    };
    const file = (terminalId: string) => ({
      name: 'angebote-e2e.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${header}\r\n${row(terminalId)}\r\n`, 'utf8'),
    });
    const chooser = page.locator('input[type="file"]');

    await chooser.setInputFiles(file('tm-unbekannt'));
    await expect(
      page.getByText('„angebote-e2e.csv“ enthält einen Fehler. Es wurde nichts übernommen.', {
        exact: false,
      }),
    ).toBeVisible();
    const problems = page.getByRole('table', { name: 'Fehler der Datei' });
    await expect(problems.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '2',
      'terminalId',
      'Unbekanntes Terminal „tm-unbekannt“.',
    ]);
    await expectAxeClean(page, 'csv preview with problems');
    await expect(page.getByRole('button', { name: 'Übernehmen' })).toHaveCount(0);

    await chooser.setInputFiles(file(TERMINAL[brandConfig.id]));
    await expect(
      page.getByText('„angebote-e2e.csv“ ist fehlerfrei: 1 neue, 0 geänderte und 0 gelöschte Angebote.', {
        exact: false,
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(
      page.getByText('Der Upload wurde übernommen: 1 Angebot angelegt, 0 geändert, 0 gelöscht.'),
    ).toBeVisible();
    const history = page.getByRole('table', { name: 'Übernommene CSV-Uploads, neueste zuerst' });
    await expect(history.getByRole('row').nth(1)).toContainText('angebote-e2e.csv');

    await page.getByRole('tab', { name: 'Kraftstoffe' }).click();
    const total = brandConfig.locale === 'de-CH' ? "654'321" : '654.321';
    const listed = page.getByRole('row').filter({ hasText: `${total} / ${total}` });
    await expect(listed).toContainText(`12.01.${next} – 16.01.${next}, täglich 07:00 – 17:00 Uhr`);

    // Leave the account as it was.
    const offers = (await (await page.request.get('/api/seller/offers')).json()) as {
      id: string;
      version: number;
      totalVolume: number;
    }[];
    for (const offer of offers.filter((o) => o.totalVolume === 654_321)) {
      const removed = await page.request.delete(`/api/seller/offers/${offer.id}?version=${offer.version}`, {
        headers: { 'X-Requested-With': 'fuelmarket' },
      });
      expect(removed.status()).toBe(204);
    }
  });
});
