import axe from 'axe-core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { teamHandlers, teamWorld, type TeamWorld } from '../../test/teamFixtures';
import { billstrasse, fakeDeliveryAddresses } from '../../test/deliveryAddressFixtures';

// Whole-app renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 10_000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function open(
  path = '/profil',
  {
    admin = true,
    world = teamWorld(),
    type = 'buyer',
  }: { admin?: boolean; world?: TeamWorld; type?: 'buyer' | 'seller' } = {},
) {
  const backend = fakeBackend({ type, admin, roles: ['MyRelationships_View', 'MyOffers_Purchase'] });
  network.use(...teamHandlers(world));
  const addresses = fakeDeliveryAddresses(backend, [billstrasse], { keepMetadata: true });
  const view = renderApp(path);
  stop = () => view.app.timer.stop();
  return { world, view, addresses, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const ownForm = () => screen.findByRole('form', { name: 'Persönliche Daten' }, { timeout: 10_000 });
const sent = (world: TeamWorld, call: string) => (world.sent.get(call) ?? []) as Record<string, unknown>[];

async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

describe('/profil: Mein Konto', () => {
  it('[S1] holds personal data, password, company account, user settings and, for the team admin, the team', async () => {
    const { user } = open();
    await ownForm();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Persönliche Daten',
      'Passwort',
      'Firmenkonto',
      'Benutzereinstellungen',
      'Team',
      'Lieferadressen',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Firmenkonto' }));
    expect(await screen.findByText('Nordheiz Handel GmbH', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText(/Plattformbetreiber/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Benutzereinstellungen' }));
    expect(await screen.findByText('kaeufer@nordheiz.de', { selector: 'dd' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(await screen.findByRole('table', { name: 'Benutzer Ihres Unternehmens' })).toBeVisible();
  });

  it('[S8] a buyer keeps the delivery addresses under Mein Konto', async () => {
    const { user } = open('/profil/lieferadressen');
    const tab = await screen.findByRole('tab', { name: 'Lieferadressen' }, { timeout: 10_000 });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(/Billstraße 112/)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Neue Lieferadresse' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('[S8] a seller has no delivery addresses tab; /profil/lieferadressen opens the personal data', async () => {
    open('/profil/lieferadressen', { type: 'seller' });
    const personal = await screen.findByRole('tab', { name: 'Persönliche Daten' }, { timeout: 10_000 });
    expect(personal).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).not.toContain('Lieferadressen');
  });

  it('[S1] a user who is not the team admin has no team tab; /profil/team opens the personal data', async () => {
    open('/profil/team', { admin: false });
    await ownForm();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).not.toContain('Team');
    expect(screen.getByRole('tab', { name: 'Persönliche Daten' })).toHaveAttribute('aria-selected', 'true');
  });

  it('[S1] the user menu\u2019s "Einstellungen" leads to /profil', async () => {
    const { user, view } = open('/');
    await user.click(await screen.findByRole('button', { name: /Jana Becker/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Einstellungen' }));
    await ownForm();
    expect(view.app.router.state.location.pathname).toBe('/profil');
  });

  it('[V5] a required field left empty says "{field} ist ein Pflichtfeld" on blur; invalid e-mail and phone are named', async () => {
    const { user, world } = open();
    const form = await ownForm();
    await retype(user, within(form).getByRole('textbox', { name: /^Vorname/ }), '');
    expect(await within(form).findByText('Vorname ist ein Pflichtfeld')).toBeVisible();
    await retype(user, within(form).getByRole('textbox', { name: /^Mobil/ }), '');
    expect(await within(form).findByText('Mobil ist ein Pflichtfeld')).toBeVisible();
    await retype(user, within(form).getByRole('textbox', { name: /^E-Mail/ }), 'jana.becker');
    expect(await within(form).findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await retype(user, within(form).getByRole('textbox', { name: /^Telefon/ }), 'abc');
    expect(await within(form).findByText(/gültige Telefonnummer/)).toBeVisible();
    // The individual address, once chosen, needs street, city, post code and country.
    await user.click(within(form).getByRole('switch', { name: /Eigene Adresse/ }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    for (const field of ['Straße und Hausnummer', 'Ort', 'Postleitzahl', 'Land'])
      expect(await within(form).findByText(`${field} ist ein Pflichtfeld`)).toBeVisible();
    expect(sent(world, 'PUT /api/user/-1')).toEqual([]);
    // The message goes once the value is valid.
    await retype(user, within(form).getByRole('textbox', { name: /^Vorname/ }), 'Jana');
    await waitFor(() => expect(within(form).queryByText('Vorname ist ein Pflichtfeld')).toBeNull());
  });

  it('[V6] saving sends only the filled fields with the version read; the address only with its switch', async () => {
    const { user, world } = open();
    const form = await ownForm();
    await retype(user, within(form).getByRole('textbox', { name: /^Position/ }), 'Leiterin Einkauf');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
    expect(sent(world, 'PUT /api/user/-1')).toEqual([
      {
        version: 3,
        useIndividualAddress: false,
        salutation: 'Ms',
        title: null,
        firstName: 'Jana',
        lastName: 'Becker',
        email: 'kaeufer@nordheiz.de',
        phone: '+49 40 1234 5600',
        mobile: '+49 170 9876543',
        jobTitle: 'Leiterin Einkauf',
        department: 'Einkauf',
        departmentSize: '2-5',
      },
    ]);
    await user.click(within(form).getByRole('switch', { name: /Eigene Adresse/ }));
    await retype(user, within(form).getByRole('textbox', { name: /^Straße/ }), 'Mönckebergstraße 7');
    await retype(user, within(form).getByRole('textbox', { name: /^Postleitzahl/ }), '20095');
    await retype(user, within(form).getByRole('textbox', { name: /^Ort/ }), 'Hamburg');
    await user.click(within(form).getByRole('button', { name: /Land/ }));
    await user.click(await screen.findByRole('option', { name: 'Deutschland' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent(world, 'PUT /api/user/-1')).toHaveLength(2));
    const second = sent(world, 'PUT /api/user/-1')[1]!;
    expect(second).toMatchObject({
      version: 4,
      useIndividualAddress: true,
      addressLine1: 'Mönckebergstraße 7',
      postCode: '20095',
      county: 'Hamburg',
      country: 'DE',
    });
    expect(second).not.toHaveProperty('addressLine2'); // left empty: not sent
  });

  it('[V12] leaving with unsaved changes asks first: keep editing stays, discarding goes on', async () => {
    const { user, view } = open();
    const form = await ownForm();
    await retype(user, within(form).getByRole('textbox', { name: /^Abteilung/ }), 'Disposition');
    await user.click(screen.getByRole('tab', { name: 'Passwort' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(ask).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(view.app.router.state.location.pathname).toBe('/profil');
    expect(within(form).getByRole('textbox', { name: /^Abteilung/ })).toHaveValue('Disposition');
    await user.click(screen.getByRole('tab', { name: 'Passwort' }));
    const again = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(again).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(view.app.router.state.location.pathname).toBe('/profil/passwort'));
  });

  it('[V12] a save over another user\u2019s newer change offers to reload it or to overwrite it', async () => {
    const { user, world } = open();
    const form = await ownForm();
    world.conflictNext = true;
    await retype(user, within(form).getByRole('textbox', { name: /^Abteilung/ }), 'Disposition');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText(/inzwischen von einem anderen Benutzer geändert/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Mit meinen Eingaben überschreiben' }));
    expect(await within(form).findByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
    const bodies = sent(world, 'PUT /api/user/-1');
    expect(bodies.map((b) => b.version)).toEqual([3, 4]);
    expect(bodies[1]).toMatchObject({ department: 'Disposition', jobTitle: 'Leitung' });
    // Reloading instead shows the other user's state.
    world.conflictNext = true;
    await retype(user, within(form).getByRole('textbox', { name: /^Abteilung/ }), 'Lager');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await user.click(await within(form).findByRole('button', { name: 'Aktuellen Stand laden' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Position/ })).toHaveValue('Geändert von Felix'),
    );
    expect(within(form).getByRole('textbox', { name: /^Abteilung/ })).toHaveValue('Disposition');
  });

  it('[H7] a failed save shows one general message, not the server\u2019s text, and keeps the entries', async () => {
    const { user, world } = open();
    const form = await ownForm();
    world.failNext = 500;
    await retype(user, within(form).getByRole('textbox', { name: /^Abteilung/ }), 'Disposition');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText(
        'Die Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Interner Serverfehler/)).toBeNull();
    expect(screen.queryByText('Ihre Änderungen wurden gespeichert.')).toBeNull();
    expect(within(form).getByRole('textbox', { name: /^Abteilung/ })).toHaveValue('Disposition');
  });

  it('[V4] the password tab checks the rules and names a wrong current password', async () => {
    const { user, world } = open('/profil/passwort');
    const form = await screen.findByRole('form', { name: 'Neues Passwort' }, { timeout: 10_000 });
    await user.type(within(form).getByLabelText(/^Aktuelles Passwort/), 'Falsch!2026');
    await user.type(within(form).getByLabelText(/^Neues Passwort/), 'heizoel2027');
    await user.tab();
    expect(await within(form).findByText('Das Passwort erfüllt die Regeln darunter nicht.')).toBeVisible();
    await retype(user, within(form).getByLabelText(/^Neues Passwort/), 'Heizoel!2027');
    await user.type(within(form).getByLabelText(/^Passwort wiederholen/), 'Heizoel!2028');
    await user.tab();
    expect(await within(form).findByText('Die Passwörter sind nicht identisch.')).toBeVisible();
    await retype(user, within(form).getByLabelText(/^Passwort wiederholen/), 'Heizoel!2027');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(world.sent.get('PUT /api/user/password')).toHaveLength(1));
    expect(await within(form).findByText('Das aktuelle Passwort ist nicht korrekt.')).toBeVisible();
    await retype(user, within(form).getByLabelText(/^Aktuelles Passwort/), 'Demo!2026');
    await user.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByText(/Ihr Passwort wurde geändert/)).toBeVisible();
    expect(world.password).toBe('Heizoel!2027');
  });
});

describe('/profil/team: team management', () => {
  const teamTable = () =>
    screen.findByRole('table', { name: 'Benutzer Ihres Unternehmens' }, { timeout: 10_000 });

  it('[PM1][P4][V4] the admin adds a member: the form asks for the rights and the first password', async () => {
    const { user, world } = open('/profil/team');
    await teamTable();
    await user.click(screen.getByRole('button', { name: 'Benutzer hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    const form = within(dialog).getByRole('form', { name: 'Benutzer hinzufügen' });
    expect(within(form).getByRole('group', { name: 'Rechte' })).toBeVisible();
    const pick = async (label: RegExp, option: string) => {
      await user.click(within(form).getByRole('button', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await pick(/Anrede/, 'Frau');
    await pick(/Titel/, 'Kein Titel');
    await pick(/Abteilungsgröße/, '2-5');
    for (const [label, value] of [
      [/^Vorname/, 'Nina'],
      [/^Nachname/, 'Neumann'],
      [/^E-Mail/, 'n.neumann@nordheiz.de'],
      [/^Telefon/, '+49 40 3344 5566'],
      [/^Mobil/, '+49 171 2233445'],
      [/^Position/, 'Disponentin'],
      [/^Abteilung$/, 'Einkauf'],
    ] as const)
      await retype(user, within(form).getByRole('textbox', { name: label }), value);
    await user.type(within(form).getByLabelText(/^Erstes Passwort/), 'heizoel');
    await user.type(within(form).getByLabelText(/^Passwort wiederholen/), 'heizoel');
    await user.click(within(form).getByRole('checkbox', { name: /Einkaufsrecht/ }));
    await user.click(within(form).getByRole('button', { name: 'Benutzer hinzufügen' }));
    expect(await within(form).findByText('Das Passwort erfüllt die Regeln darunter nicht.')).toBeVisible();
    expect(sent(world, 'POST /api/user/team')).toEqual([]);
    await retype(user, within(form).getByLabelText(/^Erstes Passwort/), 'Heizoel!2027');
    await retype(user, within(form).getByLabelText(/^Passwort wiederholen/), 'Heizoel!2027');
    await user.click(within(form).getByRole('button', { name: 'Benutzer hinzufügen' }));
    expect(await screen.findByText('Nina Neumann wurde hinzugefügt.')).toBeVisible();
    expect(sent(world, 'POST /api/user/team')[0]).toMatchObject({
      email: 'n.neumann@nordheiz.de',
      salutation: 'Ms',
      title: null,
      admin: false,
      roles: ['MyRelationships_View', 'MyOffers_Purchase'],
      password: 'Heizoel!2027',
      passwordConfirmation: 'Heizoel!2027',
    });
    expect(within(await teamTable()).getByText('Nina Neumann')).toBeVisible();
  });

  it('[PM1][P4] editing a member: taking the admin rights asks first; the own profile has no rights section', async () => {
    const { user, world } = open('/profil/team');
    const table = await teamTable();
    await user.click(within(table).getByRole('button', { name: 'Felix Wagner bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felix Wagner bearbeiten' });
    const form = await within(dialog).findByRole('form', { name: 'Felix Wagner bearbeiten' });
    expect(within(form).queryByLabelText(/^Erstes Passwort/)).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Team-Administrator' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Administratorrechte entziehen?' });
    await user.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    expect(sent(world, 'PUT /api/user/u-2')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Administratorrechte entziehen?' })).getByRole(
        'button',
        { name: 'Rechte entziehen' },
      ),
    );
    await waitFor(() => expect(sent(world, 'PUT /api/user/u-2')).toHaveLength(1));
    expect(sent(world, 'PUT /api/user/u-2')[0]).toMatchObject({ version: 1, admin: false });
    // The own profile (mode "own") shows no rights.
    await user.click(screen.getByRole('tab', { name: 'Persönliche Daten' }));
    const own = await ownForm();
    expect(within(own).queryByRole('group', { name: 'Rechte' })).toBeNull();
  });

  it('[P4] changing purchase rights and removing a member ask first', async () => {
    const { user, world } = open('/profil/team');
    const table = await teamTable();
    await user.click(within(table).getByRole('switch', { name: 'Einkaufsrecht von Laura Schmitt' }));
    const grant = await screen.findByRole('alertdialog', { name: 'Einkaufsrecht erteilen?' });
    await user.click(within(grant).getByRole('button', { name: 'Abbrechen' }));
    expect(sent(world, 'PUT /api/user/u-3/purchase-rights')).toEqual([]);
    await user.click(within(table).getByRole('switch', { name: 'Einkaufsrecht von Laura Schmitt' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Einkaufsrecht erteilen?' })).getByRole(
        'button',
        {
          name: 'Bestätigen',
        },
      ),
    );
    await waitFor(() =>
      expect(sent(world, 'PUT /api/user/u-3/purchase-rights')).toEqual([{ purchaseStatus: true }]),
    );
    await waitFor(() =>
      expect(within(table).getByRole('switch', { name: 'Einkaufsrecht von Laura Schmitt' })).toBeChecked(),
    );
    await user.click(within(table).getByRole('button', { name: 'Felix Wagner entfernen' }));
    const remove = await screen.findByRole('alertdialog', { name: 'Benutzer entfernen?' });
    await user.click(within(remove).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Felix Wagner wurde entfernt.')).toBeVisible();
    expect(sent(world, 'DELETE /api/user/u-2')).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText('Felix Wagner')).toBeNull());
  });

  it('[P4] without online trading a buyer grants no purchase right, but may take one', async () => {
    const { user } = open('/profil/team', { world: teamWorld({ onlineTrading: false }) });
    const table = await teamTable();
    expect(screen.getByText(/nicht für den Online-Handel freigeschaltet/)).toBeVisible();
    expect(within(table).getByRole('switch', { name: 'Einkaufsrecht von Laura Schmitt' })).toBeDisabled();
    const felix = within(table).getByRole('switch', { name: 'Einkaufsrecht von Felix Wagner' });
    expect(felix).toBeEnabled();
    await user.click(felix);
    expect(await screen.findByRole('alertdialog', { name: 'Einkaufsrecht entziehen?' })).toBeVisible();
  });
});

describe('accessibility', () => {
  const run = async () =>
    (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`,
    );

  it('the profile form, the team and the dialog that adds a member have no axe violations', async () => {
    const { user } = open();
    const form = await ownForm();
    await user.click(within(form).getByRole('switch', { name: /Eigene Adresse/ }));
    expect(await run()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    // The switched address is an unsaved change: the question before leaving, checked too.
    await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    expect(await run()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));
    await screen.findByRole('table', { name: 'Benutzer Ihres Unternehmens' });
    expect(await run()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Benutzer hinzufügen' }));
    await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    expect(await run()).toEqual([]);
  });
});
