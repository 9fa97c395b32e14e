/**
 * A price hold never outlives the market window: on the short-window server (10 s windows) the
 * reservation runs out while the buyer looks, confirming is blocked, and "Preise aktualisieren"
 * re-quotes the basket and starts a new hold.
 */
import { expect, test } from '../support/fixtures';

test.use({ as: 'buyer' });

test('[BK1] when the hold ends, the basket is re-quoted on request before the buyer can confirm', async ({
  page,
}) => {
  await page.goto('/handelsplatz');
  const row = page
    .getByRole('table', { name: 'Kraftstoffangebote' })
    .getByRole('row')
    .filter({ hasText: 'Diesel B7' })
    .first();
  // Reserve early in a window: at a window's very end the next one may not be open yet, and an offer
  // without an open window is refused (OFFER_NOT_AVAILABLE), which is right but not this test's subject.
  const windowTimer = page.getByRole('timer').first();
  await expect(async () => {
    const seconds = Number(/\d+/.exec((await windowTimer.textContent()) ?? '')?.[0] ?? 0);
    expect(seconds).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 15_000, intervals: [200] });
  await row.getByRole('textbox').fill('1000');
  await row.getByRole('button', { name: /^In den Warenkorb/ }).click();
  await page.getByRole('button', { name: 'Warenkorb (1 Position)' }).click();
  const dialog = page.getByRole('dialog', { name: /Warenkorb/ });

  // The hold ends with the 10 s window: announced, and the way on is blocked until a refresh.
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Ihre Preisreservierung ist abgelaufen' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog.getByRole('button', { name: 'Weiter zur Bestellbestätigung' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Preise aktualisieren' }).first().click();
  await expect(dialog.getByText('Ihre Preisreservierung ist abgelaufen')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Weiter zur Bestellbestätigung' })).toBeEnabled();
  await expect(dialog.getByText('Preisreservierung endet in', { exact: true })).toBeVisible();

  await dialog
    .getByRole('button', { name: /^Entfernen/ })
    .first()
    .click();
  await expect(dialog.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
});
