import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeAccount } from '../../test/backend';
import { operatorWorld } from '../../test/operatorFixtures';
import { renderApp } from '../../test/renderApp';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const operator: FakeAccount = {
  type: 'admin',
  firstName: 'Lukas',
  lastName: 'Fischer',
  platformOperator: true,
};

/** The console with one account opened (`?account=`), against a fake server over `world`. */
function start(account: string, world = operatorWorld()) {
  const backend = fakeBackend({ ...operator, operator: world });
  const view = renderApp(`/betreiber?account=${account}`);
  stop = () => view.app.timer.stop();
  return { backend, world, view };
}

/** The opened account's data, once loaded (its edit button is there). */
async function details(name: string) {
  const region = await screen.findByRole('region', { name: `Firmendaten von ${name}` }, { timeout: 5000 });
  await within(region).findByRole('button', { name: `${name} bearbeiten` });
  return region;
}
async function openDialog(button: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: title });
}
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const save = (dialog: HTMLElement, name = 'Speichern') =>
  userEvent.click(within(dialog).getByRole('button', { name }));
const radio = (dialog: HTMLElement, option: string) =>
  userEvent.click(within(dialog).getByRole('radio', { name: option }));
async function choose(dialog: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
const writes = (backend: ReturnType<typeof fakeBackend>) =>
  backend.calls.filter((c) => /^(PUT|POST|DELETE) /.test(c));

describe('/betreiber: company account data', { timeout: 30_000 }, () => {
  it("[P5] an opened account shows its data as the operator keeps it, with the operator's actions", async () => {
    start('acc-nordheiz');
    const nordheiz = await details('Nordheiz Handel GmbH');
    expect(nordheiz).toHaveTextContent('Am Sandtorkai 12, 20457 Hamburg, Deutschland');
    expect(nordheiz).toHaveTextContent('info@nordheiz.de');
    expect(nordheiz).toHaveTextContent('IWO-Mitglied, Onlinehandel aktiv');
    expect(nordheiz).toHaveTextContent('Gemeinsame Kreditlimits');
    expect(nordheiz).toHaveTextContent('Gesellschafterkonto (Mutter). Aviat: Altbrand Heizöl OHG');
    for (const name of [
      'Nordheiz Handel GmbH bearbeiten',
      'Gesellschafterrolle von Nordheiz Handel GmbH ändern',
      'Benutzer anlegen für Nordheiz Handel GmbH',
    ])
      expect(within(nordheiz).getByRole('button', { name })).toBeInTheDocument();
  });

  it('[P5] a seller takes no part in shareholder groups and gets no users from the operator: no such buttons', async () => {
    start('acc-suedoel');
    const suedoel = await details('Südöl Vertrieb GmbH');
    expect(
      within(suedoel).getByRole('button', { name: 'Südöl Vertrieb GmbH bearbeiten' }),
    ).toBeInTheDocument();
    expect(within(suedoel).queryByRole('button', { name: /Gesellschafterrolle/ })).toBeNull();
    expect(within(suedoel).queryByRole('button', { name: /Benutzer anlegen für/ })).toBeNull();
    expect(suedoel).toHaveTextContent('Kein Gesellschafter');
  });

  it('[P5] the edit form checks name and e-mail in German before anything is sent; the save sends the form over the version read and the log shows the changes', async () => {
    const { backend } = start('acc-nordheiz');
    const dialog = await openDialog('Nordheiz Handel GmbH bearbeiten', 'Firmenkonto bearbeiten');
    const name = field(dialog, /^Firmenname/);
    expect(name).toHaveValue('Nordheiz Handel GmbH');
    await userEvent.clear(name);
    await userEvent.type(field(dialog, /^Kontakt-E-Mail/), '{Control>}a{/Control}kein-mail');
    await save(dialog);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Bitte ausfüllen.'));
    expect(field(dialog, /^Kontakt-E-Mail/)).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    await userEvent.type(field(dialog, /^PLZ/), '{Control>}a{/Control}' + '1'.repeat(21));
    await save(dialog);
    await waitFor(() => expect(field(dialog, /^PLZ/)).toHaveAccessibleDescription('Höchstens 20 Zeichen.'));
    expect(writes(backend)).toEqual([]);

    await userEvent.type(name, '  Nordheiz Handel AG ');
    await userEvent.type(field(dialog, /^Kontakt-E-Mail/), '{Control>}a{/Control}disposition@nordheiz.de');
    await userEvent.type(field(dialog, /^PLZ/), '{Control>}a{/Control}20457');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'IWO-Mitglied' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Preisalarme' }));
    await save(dialog);

    expect(await screen.findByText('Die Daten von Nordheiz Handel AG sind gespeichert.')).toBeInTheDocument();
    expect(backend.bodies.get('PUT /api/operator/accounts/acc-nordheiz')).toEqual([
      {
        version: 7,
        name: 'Nordheiz Handel AG',
        addressLine1: 'Am Sandtorkai 12',
        addressLine2: '',
        postCode: '20457',
        city: 'Hamburg',
        country: 'DE',
        contactEmail: 'disposition@nordheiz.de',
        iwoMember: false,
        onlineTradingEnabled: true,
        features: ['sharedCreditLimits', 'triggers'],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await details('Nordheiz Handel AG');
    await waitFor(() => expect(after).toHaveTextContent('kein IWO-Mitglied'));

    await userEvent.click(screen.getByRole('tab', { name: 'Protokoll' }));
    const log = await screen.findByRole('list', { name: 'Die neuesten Aktionen, neueste zuerst' });
    const newest = log.querySelector(':scope > li')!;
    expect(newest).toHaveTextContent('Firmenkonto geändert: Nordheiz Handel AG');
    expect(
      within(newest as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Name: Nordheiz Handel GmbH → Nordheiz Handel AG',
      'Kontakt-E-Mail: info@nordheiz.de → disposition@nordheiz.de',
      'IWO-Mitglied: ja → nein',
      'Funktionen: Gemeinsame Kreditlimits → Gemeinsame Kreditlimits, Preisalarme',
    ]);
  });

  it('[P5] an empty contact e-mail removes it (null); closing with unsaved entries asks first', async () => {
    const { backend } = start('acc-suedoel');
    let dialog = await openDialog('Südöl Vertrieb GmbH bearbeiten', 'Firmenkonto bearbeiten');
    await userEvent.clear(field(dialog, /^Kontakt-E-Mail/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    dialog = screen.getByRole('dialog', { name: 'Firmenkonto bearbeiten' });
    expect(field(dialog, /^Kontakt-E-Mail/)).toHaveValue('');
    await save(dialog);
    await screen.findByText('Die Daten von Südöl Vertrieb GmbH sind gespeichert.');
    expect(backend.bodies.get('PUT /api/operator/accounts/acc-suedoel')).toEqual([
      expect.objectContaining({ version: 1, contactEmail: null }),
    ]);
  });

  it('[P5] saved over another change (409): loading the current state replaces the entries, the next save goes over its version', async () => {
    const { backend, world } = start('acc-nordheiz');
    const dialog = await openDialog('Nordheiz Handel GmbH bearbeiten', 'Firmenkonto bearbeiten');
    // Another operator renames the company meanwhile.
    const company = world.companies.find((c) => c.id === 'acc-nordheiz')!;
    Object.assign(company, { name: 'Nordheiz Handel SE', version: 8 });

    await userEvent.type(field(dialog, /^Ort/), '{Control>}a{/Control}Kiel');
    await save(dialog);
    const conflict = await within(dialog).findByText(
      'Diese Daten wurden inzwischen von einem anderen Benutzer geändert.',
    );
    expect(conflict).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aktuellen Stand laden' }));
    await waitFor(() => expect(field(dialog, /^Firmenname/)).toHaveValue('Nordheiz Handel SE'));
    expect(field(dialog, /^Ort/)).toHaveValue('Hamburg');
    expect(
      within(dialog).queryByText('Diese Daten wurden inzwischen von einem anderen Benutzer geändert.'),
    ).toBeNull();

    await userEvent.type(field(dialog, /^Ort/), '{Control>}a{/Control}Lübeck');
    await save(dialog);
    await screen.findByText('Die Daten von Nordheiz Handel SE sind gespeichert.');
    const bodies = backend.bodies.get('PUT /api/operator/accounts/acc-nordheiz') as { version: number }[];
    expect(bodies.map((b) => b.version)).toEqual([7, 8]);
    expect(bodies[1]).toMatchObject({ name: 'Nordheiz Handel SE', city: 'Lübeck' });
  });

  it("[P5] saved over another change (409): overwriting sends the operator's entries over the current version", async () => {
    const { backend, world } = start('acc-nordheiz');
    const dialog = await openDialog('Nordheiz Handel GmbH bearbeiten', 'Firmenkonto bearbeiten');
    Object.assign(
      world.companies.find((c) => c.id === 'acc-nordheiz')!,
      { city: 'Bremen', version: 9 },
    );

    await userEvent.type(field(dialog, /^Ort/), '{Control>}a{/Control}Kiel');
    await save(dialog);
    await within(dialog).findByText('Diese Daten wurden inzwischen von einem anderen Benutzer geändert.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mit meinen Eingaben überschreiben' }));
    await screen.findByText('Die Daten von Nordheiz Handel GmbH sind gespeichert.');
    const bodies = backend.bodies.get('PUT /api/operator/accounts/acc-nordheiz') as Record<string, unknown>[];
    expect(bodies.map((b) => [b.version, b.city])).toEqual([
      [7, 'Kiel'],
      [9, 'Kiel'],
    ]);
    expect(world.account('acc-nordheiz')).toMatchObject({ city: 'Kiel', version: 10 });
  });
});

describe('/betreiber: shareholder accounts', { timeout: 30_000 }, () => {
  it("[P5] what the shareholder rules refuse is said with the server's German detail; the choice stays", async () => {
    const { backend } = start('acc-nordheiz');
    const dialog = await openDialog(
      'Gesellschafterrolle von Nordheiz Handel GmbH ändern',
      'Gesellschafterrolle von Nordheiz Handel GmbH',
    );
    expect(dialog).toHaveTextContent('Aktuell: Gesellschafterkonto (Mutter)');
    await radio(dialog, 'Kein Gesellschafter');
    await save(dialog);
    expect(await within(dialog).findByText('Die Änderung ist nicht möglich')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Das Gesellschafterkonto hat noch Aviaten. Lösen Sie zuerst die Aviaten.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Kein Gesellschafter' })).toBeChecked();
    expect(backend.bodies.get('PUT /api/operator/accounts/acc-nordheiz/shareholder')).toEqual([
      { version: 7, role: 'none' },
    ]);
  });

  it('[P5] an Aviat is detached, then attached again to a parent chosen among the shareholder accounts', async () => {
    const { backend, world } = start('acc-altbrand');
    let dialog = await openDialog(
      'Gesellschafterrolle von Altbrand Heizöl OHG ändern',
      'Gesellschafterrolle von Altbrand Heizöl OHG',
    );
    expect(dialog).toHaveTextContent('Aktuell: Aviat (Tochter) – Nordheiz Handel GmbH');
    await radio(dialog, 'Kein Gesellschafter');
    await save(dialog);
    expect(await screen.findByText('Altbrand Heizöl OHG: Kein Gesellschafter.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No shareholder account any more: no users from the operator.
    const altbrand = await details('Altbrand Heizöl OHG');
    await waitFor(() =>
      expect(within(altbrand).queryByRole('button', { name: /Benutzer anlegen für/ })).toBeNull(),
    );

    dialog = await openDialog(
      'Gesellschafterrolle von Altbrand Heizöl OHG ändern',
      'Gesellschafterrolle von Altbrand Heizöl OHG',
    );
    await radio(dialog, 'Aviat (Tochter)');
    await save(dialog);
    const parent = within(dialog).getByRole('button', { name: /Gesellschafterkonto/ });
    await waitFor(() =>
      expect(parent).toHaveAccessibleDescription(/Bitte wählen Sie ein Gesellschafterkonto\./),
    );
    // Only shareholder accounts (parents) are offered: Nordheiz, not the seller or the operator's own.
    await userEvent.click(parent);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Nordheiz Handel GmbH',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Nordheiz Handel GmbH' }));
    await save(dialog);
    expect(
      await screen.findByText('Altbrand Heizöl OHG ist jetzt Aviat von Nordheiz Handel GmbH.'),
    ).toBeInTheDocument();
    expect(backend.bodies.get('PUT /api/operator/accounts/acc-altbrand/shareholder')).toEqual([
      { version: 1, role: 'none' },
      { version: 2, role: 'child', parentAccountId: 'acc-nordheiz' },
    ]);
    expect(world.account('acc-altbrand')?.shareholder.parent).toEqual({
      id: 'acc-nordheiz',
      name: 'Nordheiz Handel GmbH',
    });
  });
});

describe('/betreiber: users under a shareholder account', { timeout: 30_000 }, () => {
  it('[P5] the operator creates a user under a shareholder account; the dialog and the outcome say a password link is mailed', async () => {
    const { backend } = start('acc-nordheiz');
    const dialog = await openDialog(
      'Benutzer anlegen für Nordheiz Handel GmbH',
      'Benutzer für Nordheiz Handel GmbH anlegen',
    );
    expect(dialog).toHaveTextContent(
      'Er erhält eine E-Mail mit einem Link, über den er sein Passwort selbst festlegt.',
    );
    await save(dialog, 'Anlegen');
    await waitFor(() => expect(field(dialog, /^Vorname/)).toHaveAccessibleDescription('Bitte ausfüllen.'));
    expect(field(dialog, /^E-Mail-Adresse/)).toHaveAccessibleDescription('Bitte ausfüllen.');
    expect(writes(backend)).toEqual([]);

    await choose(dialog, /Anrede/, 'Frau');
    await userEvent.type(field(dialog, /^Vorname/), 'Sabine');
    await userEvent.type(field(dialog, /^Nachname/), 'Köhler');
    await userEvent.type(field(dialog, /^E-Mail-Adresse/), 'KAEUFER@nordheiz.de');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Team-Admin/ }));
    await save(dialog, 'Anlegen');
    // The e-mail is used already (any case): said on its field, the entries stay.
    await waitFor(() =>
      expect(field(dialog, /^E-Mail-Adresse/)).toHaveAccessibleDescription(
        'Diese E-Mail-Adresse wird bereits verwendet.',
      ),
    );
    expect(field(dialog, /^Vorname/)).toHaveValue('Sabine');

    await userEvent.type(field(dialog, /^E-Mail-Adresse/), '{Control>}a{/Control}s.koehler@nordheiz.de');
    await save(dialog, 'Anlegen');
    expect(
      await screen.findByText(
        'Sabine Köhler ist angelegt. Eine E-Mail mit dem Link zum Festlegen des Passworts ist an s.koehler@nordheiz.de unterwegs.',
      ),
    ).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/operator/accounts/acc-nordheiz/users')).toEqual([
      {
        firstName: 'Sabine',
        lastName: 'Köhler',
        email: 'KAEUFER@nordheiz.de',
        salutation: 'Ms',
        admin: true,
      },
      {
        firstName: 'Sabine',
        lastName: 'Köhler',
        email: 's.koehler@nordheiz.de',
        salutation: 'Ms',
        admin: true,
      },
    ]);
    const users = await screen.findByRole('list', { name: 'Benutzer von Nordheiz Handel GmbH' });
    expect(await within(users).findByText('Sabine Köhler')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Protokoll' }));
    const log = await screen.findByRole('list', { name: 'Die neuesten Aktionen, neueste zuerst' });
    const newest = log.querySelector<HTMLElement>(':scope > li')!;
    expect(newest).toHaveTextContent('Benutzer angelegt: Sabine Köhler');
    await waitFor(() =>
      expect(
        within(newest)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Firmenkonto: Nordheiz Handel GmbH',
        'E-Mail-Adresse: s.koehler@nordheiz.de',
        'Team-Admin: ja',
      ]),
    );
  });

  it("[P5] detached meanwhile, the account is no shareholder account: the server's refusal is said with its German detail", async () => {
    const { world } = start('acc-altbrand');
    const dialog = await openDialog(
      'Benutzer anlegen für Altbrand Heizöl OHG',
      'Benutzer für Altbrand Heizöl OHG anlegen',
    );
    Object.assign(
      world.companies.find((c) => c.id === 'acc-altbrand')!,
      { role: 'none', parentId: null },
    );
    await userEvent.type(field(dialog, /^Vorname/), 'Heike');
    await userEvent.type(field(dialog, /^Nachname/), 'Altbrand');
    await userEvent.type(field(dialog, /^E-Mail-Adresse/), 'heike@altbrand-heizoel.de');
    await save(dialog, 'Anlegen');
    expect(await within(dialog).findByText('Der Benutzer kann nicht angelegt werden')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Benutzer legt der Betreiber nur unter Gesellschafterkonten an.');
    expect(world.users('acc-altbrand')).toHaveLength(1);
  });
});
