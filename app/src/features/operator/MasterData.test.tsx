import type { BrandId } from '@fuelmarket/brands';
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
  termsAccepted: true,
};

/** The console's master data (`?tab=masterData`) against a fake server over `world`. */
function start(world = operatorWorld(), brand: BrandId = 'default') {
  const backend = fakeBackend({ ...operator, operator: world });
  const view = renderApp('/betreiber?tab=masterData', { brand });
  stop = () => view.app.timer.stop();
  return { backend, world, view };
}

const products = () => screen.findByRole('list', { name: 'Produkte im Katalog' }, { timeout: 5000 });
const regions = () => screen.findByRole('list', { name: 'Regionen der Plattform' }, { timeout: 5000 });
const itemOf = (list: HTMLElement, text: string) => {
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(text) !== null && li.parentElement === list);
  if (!item) throw new Error(`no item ${text}`);
  return item;
};
async function open(button: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: title });
}
const textbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const press = (dialog: HTMLElement, name: string) =>
  userEvent.click(within(dialog).getByRole('button', { name }));
async function choose(dialog: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
const writes = (backend: ReturnType<typeof fakeBackend>) =>
  backend.calls.filter((c) => /^(PUT|POST|DELETE) /.test(c));
const logEntries = async () => {
  await userEvent.click(screen.getByRole('tab', { name: 'Protokoll' }));
  const log = await screen.findByRole('list', { name: 'Die neuesten Aktionen, neueste zuerst' });
  return [...log.querySelectorAll<HTMLElement>(':scope > li')];
};

describe('/betreiber: Stammdaten, products', { timeout: 30_000 }, () => {
  it('[P5] the tab (in the URL) lists the products with category, type and density in the locale, and the regions with their terminals', async () => {
    const { view } = start();
    const list = await products();
    expect(screen.getByRole('tab', { name: 'Stammdaten' })).toHaveAttribute('aria-selected', 'true');
    expect(view.history.location.search).toContain('tab=masterData');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/Heizöl EL|Diesel B7|HVO 100|Premium/).textContent)).toEqual([
      'Heizöl EL schwefelarm',
      'Diesel B7',
      'HVO 100',
      'Premium-Additiv Winter',
    ]);
    expect(rows[0]).toHaveTextContent('Heizöl · Kraftstoff');
    expect(rows[0]).toHaveTextContent('Dichte 0,8450 kg/l');
    expect(rows[0]).toHaveTextContent('In Verwendung');
    expect(rows[2]).not.toHaveTextContent('In Verwendung');
    expect(rows[3]).toHaveTextContent('Additiv · Additiv');
    const nord = itemOf(await regions(), 'Nord');
    const terminals = within(nord).getByRole('list', { name: 'Terminals der Region Nord' });
    expect(
      within(terminals)
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual([
      expect.stringContaining('Bremen IndustriehafenBremen, Deutschland'),
      expect.stringContaining('Hamburg BlumensandHamburg, DeutschlandIn Verwendung'),
    ]);
  });

  it('[P5] the Swiss platform reads densities with its decimal point', async () => {
    start(operatorWorld(), 'ch');
    expect(itemOf(await products(), 'HVO 100')).toHaveTextContent('Dichte 0.7800 kg/l');
  });

  it('[P5] a product is renamed and given another density: checked before sending, name and density sent over the version read', async () => {
    const { backend } = start();
    await products();
    const dialog = await open('HVO 100 bearbeiten', 'Produkt bearbeiten');
    expect(dialog).toHaveTextContent('Diesel · Kraftstoff');
    const density = textbox(dialog, /^Dichte/);
    expect(density).toHaveValue('0,7800');
    await userEvent.clear(density);
    await userEvent.type(density, '1,25');
    await userEvent.clear(textbox(dialog, /^Produktname/));
    await press(dialog, 'Speichern');
    await waitFor(() =>
      expect(density).toHaveAccessibleDescription(
        /Die Dichte muss zwischen 0,5000 und 1,2000 kg\/l liegen\./,
      ),
    );
    expect(textbox(dialog, /^Produktname/)).toHaveAccessibleDescription('Bitte ausfüllen.');
    expect(writes(backend)).toEqual([]);

    // A name in use (any case) is refused by the server on its field.
    await userEvent.type(textbox(dialog, /^Produktname/), 'diesel b7');
    await userEvent.clear(density);
    await userEvent.type(density, '0,779');
    await press(dialog, 'Speichern');
    await waitFor(() =>
      expect(textbox(dialog, /^Produktname/)).toHaveAccessibleDescription('Diesen Namen gibt es schon.'),
    );

    await userEvent.clear(textbox(dialog, /^Produktname/));
    await userEvent.type(textbox(dialog, /^Produktname/), 'HVO 100 (Diesel)');
    await press(dialog, 'Speichern');
    expect(await screen.findByText('Das Produkt HVO 100 (Diesel) ist gespeichert.')).toBeInTheDocument();
    expect(backend.bodies.get('PUT /api/operator/products/diesel-hvo')).toEqual([
      { version: 2, name: 'diesel b7', density: '0.7790' },
      { version: 2, name: 'HVO 100 (Diesel)', density: '0.7790' },
    ]);
    await waitFor(() =>
      expect(
        itemOf(screen.getByRole('list', { name: 'Produkte im Katalog' }), 'HVO 100 (Diesel)'),
      ).toHaveTextContent('Dichte 0,7790 kg/l'),
    );

    const [newest] = await logEntries();
    expect(newest).toHaveTextContent('Produkt geändert: HVO 100 (Diesel)');
    expect(
      within(newest!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name: HVO 100 → HVO 100 (Diesel)', 'Dichte: 0,7800 → 0,7790']);
  });

  it('[P5] a new fuel needs its category; an additive is always in Additiv', async () => {
    const { backend } = start();
    await products();
    let dialog = await open('Produkt anlegen', 'Produkt anlegen');
    await userEvent.type(textbox(dialog, /^Produktname/), 'Super E10');
    await userEvent.type(textbox(dialog, /^Dichte/), '0,745');
    await press(dialog, 'Anlegen');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Kategorie/ })).toHaveAccessibleDescription(
        /Bitte ausfüllen\./,
      ),
    );
    expect(writes(backend)).toEqual([]);
    await choose(dialog, /Kategorie/, 'Benzin');
    await press(dialog, 'Anlegen');
    expect(await screen.findByText('Das Produkt Super E10 ist angelegt.')).toBeInTheDocument();

    dialog = await open('Produkt anlegen', 'Produkt anlegen');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Additiv' }));
    expect(within(dialog).queryByRole('button', { name: /Kategorie/ })).toBeNull();
    expect(dialog).toHaveTextContent('Kategorie: Additiv');
    await userEvent.type(textbox(dialog, /^Produktname/), 'Fließverbesserer');
    await userEvent.type(textbox(dialog, /^Dichte/), '0,88');
    await press(dialog, 'Anlegen');
    expect(await screen.findByText('Das Produkt Fließverbesserer ist angelegt.')).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/operator/products')).toEqual([
      { name: 'Super E10', type: 'fuel', category: 'Benzin', density: '0.7450' },
      { name: 'Fließverbesserer', type: 'additive', category: 'Additiv', density: '0.8800' },
    ]);
    await waitFor(() =>
      expect(
        itemOf(screen.getByRole('list', { name: 'Produkte im Katalog' }), 'Super E10'),
      ).toHaveTextContent('Benzin · Kraftstoff'),
    );
  });

  it('[P5] a product saved over another change (409) offers to load the current state or overwrite it', async () => {
    const { backend, world } = start();
    await products();
    const dialog = await open('Diesel B7 bearbeiten', 'Produkt bearbeiten');
    // Meanwhile another operator changed the density.
    const master = world.masterData();
    world.updateProduct('diesel-b7', {
      version: master.products.find((p) => p.id === 'diesel-b7')!.version,
      density: '0.8350',
    });
    await userEvent.clear(textbox(dialog, /^Dichte/));
    await userEvent.type(textbox(dialog, /^Dichte/), '0,833');
    await press(dialog, 'Speichern');
    expect(
      await within(dialog).findByText('Diese Daten wurden inzwischen von einem anderen Benutzer geändert.'),
    ).toBeInTheDocument();
    await press(dialog, 'Aktuellen Stand laden');
    await waitFor(() => expect(textbox(dialog, /^Dichte/)).toHaveValue('0,8350'));
    await userEvent.clear(textbox(dialog, /^Dichte/));
    await userEvent.type(textbox(dialog, /^Dichte/), '0,833');
    await press(dialog, 'Speichern');
    await screen.findByText('Das Produkt Diesel B7 ist gespeichert.');
    expect(
      (
        backend.bodies.get('PUT /api/operator/products/diesel-b7') as { version: number; density: string }[]
      ).map((b) => [b.version, b.density]),
    ).toEqual([
      [3, '0.8330'],
      [4, '0.8330'],
    ]);
  });
});

describe('/betreiber: Stammdaten, regions and terminals', { timeout: 30_000 }, () => {
  it('[P5] what is in use cannot be deleted: the delete button is disabled and says why', async () => {
    start();
    const list = await regions();
    const nord = itemOf(list, 'Nord');
    const deleteNord = within(nord).getByRole('button', { name: 'Region Nord löschen' });
    expect(deleteNord).toBeDisabled();
    expect(deleteNord).toHaveAccessibleDescription('Löschen nicht möglich: Die Region hat Terminals.');
    const hamburg = within(nord).getByRole('button', { name: 'Terminal Hamburg Blumensand löschen' });
    expect(hamburg).toBeDisabled();
    expect(hamburg).toHaveAccessibleDescription(
      'Löschen nicht möglich: wird verwendet (Angebote, Bestellungen oder Einstellungen).',
    );
    expect(
      within(nord).getByRole('button', { name: 'Terminal Bremen Industriehafen löschen' }),
    ).toBeEnabled();
    expect(within(itemOf(list, 'Mitte')).getByRole('button', { name: 'Region Mitte löschen' })).toBeEnabled();
  });

  it('[P5] a region is created (going last without a place), renamed, and deleted after a question', async () => {
    const { backend } = start();
    await regions();
    let dialog = await open('Region anlegen', 'Region anlegen');
    await press(dialog, 'Anlegen');
    await waitFor(() =>
      expect(textbox(dialog, /^Name der Region/)).toHaveAccessibleDescription('Bitte ausfüllen.'),
    );
    await userEvent.type(textbox(dialog, /^Name der Region/), 'West');
    await press(dialog, 'Anlegen');
    expect(await screen.findByText('Die Region West ist angelegt.')).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/operator/regions')).toEqual([{ name: 'West' }]);
    await waitFor(() =>
      expect(itemOf(screen.getByRole('list', { name: 'Regionen der Plattform' }), 'West')).toHaveTextContent(
        'Reihenfolge 3',
      ),
    );

    dialog = await open('Region Mitte bearbeiten', 'Region bearbeiten');
    expect(textbox(dialog, /^Reihenfolge/)).toHaveValue('2');
    await userEvent.clear(textbox(dialog, /^Name der Region/));
    await userEvent.type(textbox(dialog, /^Name der Region/), 'Mitteldeutschland');
    await press(dialog, 'Speichern');
    expect(await screen.findByText('Die Region Mitteldeutschland ist gespeichert.')).toBeInTheDocument();
    expect(backend.bodies.get('PUT /api/operator/regions/reg-mitte')).toEqual([
      { version: 1, name: 'Mitteldeutschland', sort: 2 },
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'Region Mitteldeutschland löschen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Region löschen?' });
    expect(question).toHaveTextContent('Die Region Mitteldeutschland wird gelöscht.');
    await press(question, 'Löschen');
    expect(await screen.findByText('Die Region Mitteldeutschland ist gelöscht.')).toBeInTheDocument();
    expect(backend.calls).toContain('DELETE /api/operator/regions/reg-mitte');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Regionen der Plattform' })).not.toHaveTextContent(
        'Mitteldeutschland',
      ),
    );
    const [deleted] = await logEntries();
    expect(deleted).toHaveTextContent('Region gelöscht: Mitteldeutschland');
  });

  it('[P5] a terminal is created in its region, moved to another region, and deleted', async () => {
    const { backend } = start();
    await regions();
    let dialog = await open('Terminal anlegen in der Region Süd', 'Terminal anlegen');
    expect(within(dialog).getByRole('button', { name: /Region/ })).toHaveTextContent('Süd');
    await userEvent.type(textbox(dialog, /^Name des Terminals/), 'Ingolstadt Nord');
    await userEvent.type(textbox(dialog, /^Ort/), 'Ingolstadt');
    await press(dialog, 'Anlegen');
    expect(await screen.findByText('Das Terminal Ingolstadt Nord ist angelegt.')).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/operator/terminals')).toEqual([
      { name: 'Ingolstadt Nord', city: 'Ingolstadt', country: 'DE', regionId: 'reg-sued' },
    ]);
    await within(itemOf(await regions(), 'Süd')).findByText('Ingolstadt Nord');

    dialog = await open('Terminal Bremen Industriehafen bearbeiten', 'Terminal bearbeiten');
    await choose(dialog, /Region/, 'Mitte');
    await press(dialog, 'Speichern');
    expect(
      await screen.findByText('Das Terminal Bremen Industriehafen ist gespeichert.'),
    ).toBeInTheDocument();
    expect(backend.bodies.get('PUT /api/operator/terminals/tm-bremen')).toEqual([
      { version: 1, name: 'Bremen Industriehafen', city: 'Bremen', country: 'DE', regionId: 'reg-mitte' },
    ]);
    const mitte = itemOf(screen.getByRole('list', { name: 'Regionen der Plattform' }), 'Mitte');
    await within(mitte).findByText('Bremen Industriehafen');
    // Mitte has a terminal now: it cannot be deleted any more.
    expect(within(mitte).getByRole('button', { name: 'Region Mitte löschen' })).toBeDisabled();

    await userEvent.click(
      within(mitte).getByRole('button', { name: 'Terminal Bremen Industriehafen löschen' }),
    );
    await press(await screen.findByRole('alertdialog', { name: 'Terminal löschen?' }), 'Löschen');
    expect(await screen.findByText('Das Terminal Bremen Industriehafen ist gelöscht.')).toBeInTheDocument();
    expect(backend.calls).toContain('DELETE /api/operator/terminals/tm-bremen');

    const [deleted, moved, created] = await logEntries();
    expect(deleted).toHaveTextContent('Terminal gelöscht: Bremen Industriehafen');
    expect(moved).toHaveTextContent('Terminal geändert: Bremen Industriehafen');
    expect(moved).toHaveTextContent('Region: Nord → Mitte');
    expect(created).toHaveTextContent('Terminal angelegt: Ingolstadt Nord');
    expect(created).toHaveTextContent('Region: Süd');
  });

  it("[P5] a terminal that came into use meanwhile is not deleted: the server's German detail says why", async () => {
    const { world } = start();
    const nord = itemOf(await regions(), 'Nord');
    await userEvent.click(
      within(nord).getByRole('button', { name: 'Terminal Bremen Industriehafen löschen' }),
    );
    const question = await screen.findByRole('alertdialog', { name: 'Terminal löschen?' });
    // An offer at Bremen was published meanwhile.
    world.setInUse('tm-bremen', true);
    await press(question, 'Löschen');
    expect(await screen.findByText('Bremen Industriehafen wurde nicht gelöscht')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Das Terminal wird noch verwendet (Angebote, Bestellungen oder Einstellungen) und kann nicht gelöscht werden.',
      ),
    ).toBeInTheDocument();
    // The list shows the current state: delete disabled now.
    await waitFor(() =>
      expect(
        within(itemOf(screen.getByRole('list', { name: 'Regionen der Plattform' }), 'Nord')).getByRole(
          'button',
          {
            name: 'Terminal Bremen Industriehafen löschen',
          },
        ),
      ).toBeDisabled(),
    );
  });
});
