/**
 * "Mein Konto" per brand: the demo buyer (the team administrator of its company) edits the own profile,
 * is asked before unsaved changes are lost [V12] and saves [V6]; then adds a team member with the first
 * password [PM1][P4][V4], who logs in with the e-mail and that password and finds no team tab [S1].
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAxeClean, expectPath, loginThroughForm, openAs, test } from '../support/fixtures';

test.use({ as: 'buyer' });

async function pick(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[S1][V12][V6] the own profile: leaving with unsaved changes asks first, saving keeps the entries', async ({
  page,
  accounts,
}) => {
  await openAs(page, '/profil', accounts.buyer);
  const form = page.getByRole('form', { name: 'Persönliche Daten' });
  await expect(form.getByRole('textbox', { name: /^Vorname/ })).toHaveValue(accounts.buyer.firstName);
  await expect(page.getByRole('tab')).toHaveText([
    'Persönliche Daten',
    'Passwort',
    'Firmenkonto',
    'Benutzereinstellungen',
    'Team',
    'Lieferadressen',
  ]);
  await expectAxeClean(page, '/profil');

  await form.getByRole('textbox', { name: /^Mobil/ }).fill('+49 170 5550101');
  await form.getByRole('textbox', { name: /^Position/ }).fill('Leitung Einkauf');
  await page.getByRole('tab', { name: 'Firmenkonto' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expectPath(page, '/profil');
  await expect(form.getByRole('textbox', { name: /^Position/ })).toHaveValue('Leitung Einkauf');

  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
  // Saved: leaving asks nothing, and the saved entries come back from the server.
  await page.getByRole('tab', { name: 'Firmenkonto' }).click();
  await expectPath(page, '/profil/firmenkonto');
  await page.reload();
  await page.getByRole('tab', { name: 'Persönliche Daten' }).click();
  await expect(form.getByRole('textbox', { name: /^Position/ })).toHaveValue('Leitung Einkauf');
  await expect(form.getByRole('textbox', { name: /^Mobil/ })).toHaveValue('+49 170 5550101');
});

test('[PM1][P4][V4] the team administrator adds a member, who then logs in with the first password', async ({
  page,
  browser,
  server,
  accounts,
}) => {
  const email = `neu.${Date.now()}@team-e2e.de`;
  const password = 'Heizoel!2027';
  await openAs(page, '/profil/team', accounts.buyer);
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  await pick(page, dialog, /Anrede/, 'Frau');
  await pick(page, dialog, /Titel/, 'Kein Titel');
  await pick(page, dialog, /Abteilungsgröße|Abteilungsgrösse/, '2-5');
  for (const [label, value] of [
    [/^Vorname/, 'Nina'],
    [/^Nachname/, 'Neumann'],
    [/^E-Mail/, email],
    [/^Telefon/, '+49 40 3344 5566'],
    [/^Mobil/, '+49 171 2233445'],
    [/^Position/, 'Disponentin'],
    [/^Abteilung$/, 'Einkauf'],
  ] as const)
    await dialog.getByRole('textbox', { name: label }).fill(value);
  await dialog.getByLabel(/^Erstes Passwort/).fill(password);
  await dialog.getByLabel(/^Passwort wiederholen/).fill(password);
  await expectAxeClean(page, '/profil/team (dialog)');
  await dialog.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  await expect(page.getByText('Nina Neumann wurde hinzugefügt.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Benutzer Ihres Unternehmens' })).toContainText(email);

  // The new member logs in on a browser of their own.
  const context = await browser.newContext({ baseURL: server.url, storageState: undefined });
  try {
    const member = await context.newPage();
    await loginThroughForm(
      member,
      { email, firstName: 'Nina', lastName: 'Neumann', type: 'buyer' },
      password,
    );
    await expect
      .poll(async () => (await member.request.get('/api/user')).status(), { timeout: 15_000 })
      .toBe(200);
    expect(await (await member.request.get('/api/user')).json()).toMatchObject({ email, firstName: 'Nina' });
    // Where the brand asks for the terms first, the member accepts them, then opens "Mein Konto".
    await member.request.put('/api/metadata/user/store/gtc-accepted', {
      data: { accepted: true },
      headers: { 'X-Requested-With': 'fuelmarket' },
    });
    await member.goto('/profil');
    await expect(member.getByRole('form', { name: 'Persönliche Daten' })).toBeVisible({ timeout: 15_000 });
    await expect(member.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
