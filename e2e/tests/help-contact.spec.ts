/**
 * The help centre, the contact form and the legal pages, per brand: the help centre's search finds one
 * of the platform's terminals [S5]; the contact form sends a message and confirms it [M2]; the legal notice
 * carries the brand's company name without a login [B4].
 */
import { expect, test } from '../support/fixtures';

/** A terminal of each platform's master data (server/src/seed/data/masterData.ts). */
const TERMINAL = {
  default: { query: 'Hamburg', name: 'Hamburg Blumensand' },
  ch: { query: 'Basel', name: 'Basel Birsfelden' },
  at: { query: 'Wien', name: 'Wien Lobau' },
} as const;

test.describe('as a buyer', () => {
  test.use({ as: 'buyer' });

  test('[S5] the help centre search finds a terminal of the platform', async ({ page, brandConfig }) => {
    const terminal = TERMINAL[brandConfig.id];
    await page.goto('/hilfe-center/suche');
    await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'Terminals, Produkte und Additive suchen' })
      .fill(terminal.query);
    const terminals = page.getByRole('region', { name: 'Terminals' });
    await expect(terminals.getByText(terminal.name)).toBeVisible();
  });

  test('[M2] the contact form sends a message and confirms it', async ({ page, brandConfig }) => {
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktformular' });
    // Nothing entered: the form warns and sends nothing.
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByRole('alert')).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');
    await form.getByRole('textbox', { name: /Betreff/ }).fill('Frage zur Abholung');
    await form
      .getByRole('textbox', { name: /Ihre Nachricht/ })
      .fill('Können wir am Terminal auch samstags laden?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    expect((await sent).status()).toBe(202);
    await expect(page.getByText('Ihre Nachricht wurde gesendet.')).toBeVisible();
    // Beside it, the brand's support contact.
    await expect(
      page.getByRole('link', { name: brandConfig.company.supportContact.email }).first(),
    ).toBeVisible();
  });
});

test('[B4] the legal notice shows the brand’s company name without a login', async ({
  page,
  brandConfig,
}) => {
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByRole('main').getByText(brandConfig.company.name).first()).toBeVisible();
  // The footer's legal links stay in the app.
  await page
    .getByRole('navigation', { name: 'Rechtliches' })
    .getByRole('link', { name: 'Datenschutz' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page).toHaveURL(/\/datenschutz$/);
});
