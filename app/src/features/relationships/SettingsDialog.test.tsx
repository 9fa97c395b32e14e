import type { paths, Schemas } from '@fuelmarket/api-client';
import type { BrandId } from '@fuelmarket/brands';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network, type FakeAccount } from '../../test/backend';
import { fixedFuelOffer } from '../../test/fuelOfferFixtures';
import { renderApp } from '../../test/renderApp';
import { fakeCredit, fakeRelationship, relationshipMasterData } from '../../test/relationshipFixtures';

const http = createOpenApiHttp<paths>();

const waerme = { id: 'acc-waerme-weser', name: 'Wärme Weser GmbH & Co. KG' };
const NORDHEIZ = 'rel-acc-nordheiz-acc-suedoel';
const WAERME = 'rel-acc-waerme-weser-acc-suedoel';

/** A released buyer with a manual limit, 14 days for Heizöl, Hamburg only; and a new request without settings. */
const buyers = () => [
  fakeRelationship('seller', {
    creditLimitMode: 'MANUAL',
    creditLimit: '250000.00',
    paymentDays: [{ productId: 'heizoel-el', days: 14 }],
    terminalSelectionMode: 'MANUAL',
    terminalIds: ['tm-hamburg'],
    version: 4,
  }),
  fakeRelationship('seller', {
    buyer: waerme,
    state: 'REQUESTED',
    sellerStatus: 'NEW',
    agbAccepted: false,
    purchaseRights: false,
  }),
];

/** The seller offers Heizöl and Diesel: under "all products" both need a payment term. */
const offers: Schemas['FuelOffer'][] = [
  fixedFuelOffer,
  {
    ...fixedFuelOffer,
    id: 'off-2',
    productId: 'diesel-b7',
    product: { id: 'diesel-b7', name: 'Diesel B7' },
  },
];

function seller(account: Partial<FakeAccount> = {}) {
  return fakeBackend({
    type: 'seller',
    roles: ['MyRelationships_View'],
    relationships: buyers(),
    sellerOffers: offers,
    credit: {
      [NORDHEIZ]: fakeCredit(NORDHEIZ),
      [WAERME]: { ...fakeCredit(WAERME), mode: 'NONE', limit: null, utilisation: '0.00', free: null },
    },
    ...relationshipMasterData,
    ...account,
  });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

async function openSettings(name: string, brand: BrandId = 'default') {
  const view = renderApp('/kaufer-management', { brand });
  stop = () => view.app.timer.stop();
  await userEvent.click(
    await screen.findByRole('button', { name: `Einstellungen für ${name}` }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: `Einstellungen für ${name}` });
}

const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
const radio = (dialog: HTMLElement, group: string, option: string) =>
  userEvent.click(
    within(within(dialog).getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
  );
async function choose(dialog: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
const limitField = (dialog: HTMLElement) => within(dialog).queryByRole('textbox', { name: /^Kreditlimit/ });

describe("/kaufer-management, a buyer's settings", { timeout: 30_000 }, () => {
  it('[V9][CL1] a credit limit is required whenever a limit mode is chosen (standard API, manual, linked via CSV)', async () => {
    const backend = seller();
    const dialog = await openSettings(waerme.name);
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Art des Kreditlimits' }))
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Kein Limit', 'Standard-API', 'Manuell', 'Verknüpft per CSV']);
    // No limit mode: no limit to enter.
    expect(limitField(dialog)).toBeNull();
    await choose(dialog, /Zahlungsziel Heizöl/, '14 Tage');
    await choose(dialog, /Zahlungsziel Diesel/, '30 Tage');
    for (const mode of ['Standard-API', 'Manuell', 'Verknüpft per CSV']) {
      await radio(dialog, 'Art des Kreditlimits', mode);
      await save(dialog);
      await waitFor(() =>
        expect(limitField(dialog)).toHaveAccessibleDescription('Bitte geben Sie ein Kreditlimit an.'),
      );
    }
    expect(backend.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    await userEvent.type(limitField(dialog)!, '100000');
    await save(dialog);
    expect(
      await screen.findByText('Die Einstellungen für Wärme Weser GmbH & Co. KG sind gespeichert.'),
    ).toBeInTheDocument();
    expect(backend.bodies.get(`PUT /api/relationships/${WAERME}/settings`)).toEqual([
      {
        version: 1,
        creditLimitMode: 'CSV_LINKED',
        creditLimit: '100000.00',
        paymentDays: [
          { productId: 'heizoel-el', days: 14 },
          { productId: 'diesel-b7', days: 30 },
        ],
        terminalSelectionMode: 'ALL',
        terminalIds: [],
        productSelectionMode: 'ALL',
        productIds: [],
        additiveProductIds: [],
        purchaseRights: false,
      },
    ]);
  });

  it('[V9] without a limit mode the limit is neither asked nor sent', async () => {
    const backend = seller();
    const dialog = await openSettings('Nordheiz Handel GmbH');
    expect(limitField(dialog)).toHaveValue('250.000,00');
    await radio(dialog, 'Art des Kreditlimits', 'Kein Limit');
    expect(limitField(dialog)).toBeNull();
    await choose(dialog, /Zahlungsziel Diesel/, '7 Tage');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    const [body] = backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`) as [
      Schemas['RelationshipSettingsInput'],
    ];
    expect(body.creditLimitMode).toBe('NONE');
    expect(body.creditLimit).toBeNull();
  });

  it('[V9][K1] every product the buyer may buy needs a payment term of 7, 14, 21, 30 or 45 days', async () => {
    const backend = seller();
    const dialog = await openSettings(waerme.name);
    // All products: the ones the seller offers.
    await save(dialog);
    expect(
      await within(dialog).findByText('Bitte wählen Sie ein Zahlungsziel für Heizöl EL schwefelarm.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte wählen Sie ein Zahlungsziel für Diesel B7.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Zahlungsziel Diesel/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '7 Tage',
      '14 Tage',
      '21 Tage',
      '30 Tage',
      '45 Tage',
    ]);
    await userEvent.keyboard('{Escape}');

    // A manual list: its products only, and at least one.
    await radio(dialog, 'Freigegebene Produkte', 'Auswahl');
    await save(dialog);
    expect(await within(dialog).findByRole('group', { name: 'Produkte' })).toHaveAccessibleDescription(
      'Bitte wählen Sie mindestens ein Produkt.',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Diesel B7' }));
    expect(within(dialog).queryByRole('button', { name: /Zahlungsziel Heizöl/ })).toBeNull();
    await save(dialog);
    expect(
      await within(dialog).findByText('Bitte wählen Sie ein Zahlungsziel für Diesel B7.'),
    ).toBeInTheDocument();
    expect(backend.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);

    await choose(dialog, /Zahlungsziel Diesel/, '45 Tage');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Wärme Weser GmbH & Co. KG sind gespeichert.');
    expect(backend.bodies.get(`PUT /api/relationships/${WAERME}/settings`)).toMatchObject([
      {
        productSelectionMode: 'MANUAL',
        productIds: ['diesel-b7'],
        paymentDays: [{ productId: 'diesel-b7', days: 45 }],
      },
    ]);
  });

  it('[CL1][P6] terminals are all or a manual list of at least one; the settings are saved and the list follows', async () => {
    const backend = seller();
    const dialog = await openSettings('Nordheiz Handel GmbH');
    const terminals = within(dialog).getByRole('group', { name: 'Terminals' });
    expect(within(terminals).getByRole('checkbox', { name: 'Hamburg Blumensand (Nord)' })).toBeChecked();
    await userEvent.click(within(terminals).getByRole('checkbox', { name: 'Hamburg Blumensand (Nord)' }));
    await choose(dialog, /Zahlungsziel Diesel/, '21 Tage');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Terminals' })).toHaveAccessibleDescription(
        'Bitte wählen Sie mindestens ein Terminal.',
      ),
    );
    await userEvent.click(within(terminals).getByRole('checkbox', { name: 'Karlsruhe Rheinhafen (Süd)' }));
    const limit = limitField(dialog)!;
    await userEvent.clear(limit);
    await userEvent.type(limit, '300000,5');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)).toEqual([
      {
        version: 4,
        creditLimitMode: 'MANUAL',
        creditLimit: '300000.50',
        paymentDays: [
          { productId: 'heizoel-el', days: 14 },
          { productId: 'diesel-b7', days: 21 },
        ],
        terminalSelectionMode: 'MANUAL',
        terminalIds: ['tm-karlsruhe'],
        productSelectionMode: 'ALL',
        productIds: [],
        additiveProductIds: [],
        purchaseRights: true,
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Nordheiz/ })).toHaveTextContent('300.000,50 € (Manuell)'),
    );
    // Switching back to all terminals sends no list.
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen für Nordheiz Handel GmbH' }));
    const again = await screen.findByRole('dialog');
    await radio(again, 'Freigegebene Terminals', 'Alle Terminals');
    expect(within(again).queryByRole('group', { name: 'Terminals' })).toBeNull();
    await save(again);
    await waitFor(() =>
      expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)).toHaveLength(2),
    );
    expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)![1]).toMatchObject({
      version: 5,
      terminalSelectionMode: 'ALL',
      terminalIds: [],
    });
  });

  it('[B10] without SELLER_ABLE_TO_SET_PURCHASE_RIGHTS the purchase rights are not offered and stay as they are', async () => {
    const backend = seller();
    const dialog = await openSettings('Nordheiz Handel GmbH');
    expect(within(dialog).queryByRole('switch')).toBeNull();
    // Nor additives without the feature productAdditives.
    expect(within(dialog).queryByRole('group', { name: 'Freigegebene Additive' })).toBeNull();
    await choose(dialog, /Zahlungsziel Diesel/, '7 Tage');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)).toMatchObject([
      { purchaseRights: true },
    ]);
  });

  it('[B10] where the brand lets sellers set purchase rights (single-seller Austria) the seller switches them', async () => {
    const backend = seller();
    const dialog = await openSettings('Nordheiz Handel GmbH', 'at');
    const rights = within(dialog).getByRole('switch', { name: 'Darf bei Ihnen kaufen' });
    expect(rights).toBeChecked();
    await userEvent.click(rights);
    await choose(dialog, /Zahlungsziel Diesel/, '7 Tage');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)).toMatchObject([
      { purchaseRights: false },
    ]);
  });

  it('[B11] where the brand keeps creditor numbers (Austria) the seller sets one per buyer, sent trimmed', async () => {
    const backend = seller({
      relationships: [
        fakeRelationship('seller', {
          creditorNumber: 'K-1',
          paymentDays: [{ productId: 'heizoel-el', days: 14 }],
        }),
      ],
    });
    const dialog = await openSettings('Nordheiz Handel GmbH', 'at');
    const field = within(dialog).getByRole('textbox', { name: 'Kreditorennummer' });
    expect(field).toHaveValue('K-1');
    await userEvent.clear(field);
    await userEvent.type(field, 'K 47');
    await choose(dialog, /Zahlungsziel Diesel/, '7 Tage');
    await save(dialog);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(
          'Höchstens 30 Zeichen: Buchstaben (ohne Umlaute), Ziffern, „-“, „/“ und „.“.',
        ),
      ),
    );
    expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)).toBeUndefined();
    await userEvent.clear(field);
    await userEvent.type(field, ' K-4711/A ');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)).toMatchObject([
      { creditorNumber: 'K-4711/A' },
    ]);
  });

  it('[B11] where the brand keeps no creditor numbers the field is absent and none is sent', async () => {
    const backend = seller();
    const dialog = await openSettings('Nordheiz Handel GmbH');
    expect(within(dialog).queryByRole('textbox', { name: /Kreditor/ })).toBeNull();
    expect(dialog).not.toHaveTextContent(/Kreditor/);
    await choose(dialog, /Zahlungsziel Diesel/, '7 Tage');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)![0]).not.toHaveProperty(
      'creditorNumber',
    );
  });

  const terminalLabels = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('group', { name: 'Terminals' }))
      .getAllByRole('checkbox')
      .map((b) => b.closest('label')?.textContent);

  it('[B11] the terminals show their region where the brand shows regions', async () => {
    seller();
    expect(terminalLabels(await openSettings('Nordheiz Handel GmbH'))).toEqual([
      'Hamburg Blumensand (Nord)',
      'Bremen Industriehafen (Nord)',
      'Karlsruhe Rheinhafen (Süd)',
    ]);
  });

  it('[B11] where the brand hides regions (Austria) the terminals are listed flat by name, without regions', async () => {
    seller();
    const dialog = await openSettings('Nordheiz Handel GmbH', 'at');
    expect(terminalLabels(dialog)).toEqual([
      'Bremen Industriehafen',
      'Hamburg Blumensand',
      'Karlsruhe Rheinhafen',
    ]);
    expect(dialog).not.toHaveTextContent(/Nord\b|Süd/);
  });

  it('additive products are chosen only with the feature productAdditives', async () => {
    const backend = seller({ features: ['productAdditives'] });
    const dialog = await openSettings('Nordheiz Handel GmbH');
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Freigegebene Additive' })).getByRole('checkbox', {
        name: 'Fliessverbesserer',
      }),
    );
    await choose(dialog, /Zahlungsziel Diesel/, '7 Tage');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    expect(backend.bodies.get(`PUT /api/relationships/${NORDHEIZ}/settings`)).toMatchObject([
      { additiveProductIds: ['add-fliessverbesserer'] },
    ]);
  });

  it("shows the buyer's AGB acceptance read only", async () => {
    seller();
    const dialog = await openSettings(waerme.name);
    expect(dialog).toHaveTextContent('Wärme Weser GmbH & Co. KG hat Ihre AGB noch nicht akzeptiert.');
    expect(within(dialog).queryByRole('checkbox', { name: /AGB/ })).toBeNull();
  });

  it("[P6] shows the live credit in the brand's format, and a shared limit's group figures", async () => {
    seller({
      credit: {
        [NORDHEIZ]: fakeCredit(NORDHEIZ, {
          parent: { id: 'acc-aviaten', name: 'Aviaten Gruppe eG' },
          accounts: [
            { id: 'acc-aviaten', name: 'Aviaten Gruppe eG' },
            { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
          ],
          limit: '1000000.00',
          utilisation: '0.00',
          openOrders: '912000.00',
          basketHeld: '100000.00',
          free: '-12000.00',
        }),
      },
    });
    const dialog = await openSettings('Nordheiz Handel GmbH');
    const credit = within(dialog).getByRole('region', { name: 'Kredit aktuell' });
    const figures = async () => {
      await within(credit).findAllByRole('term');
      return within(credit)
        .getAllByRole('definition')
        .map((d) => d.textContent);
    };
    expect(await figures()).toEqual([
      '250.000,00\u00a0€',
      '48.210,50\u00a0€',
      '61.404,20\u00a0€',
      '8.925,00\u00a0€',
      '131.460,30\u00a0€',
      '1.000.000,00\u00a0€',
      '0,00\u00a0€',
      '912.000,00\u00a0€',
      '100.000,00\u00a0€',
      '-12.000,00\u00a0€',
    ]);
    expect(
      within(credit)
        .getAllByRole('term')
        .map((t) => t.textContent)
        .slice(0, 5),
    ).toEqual([
      'Kreditlimit',
      'Extern gemeldete Nutzung',
      'Offene Bestellungen',
      'In Warenkörben reserviert',
      'Frei verfügbar',
    ]);
    expect(
      within(credit).getByRole('heading', { name: 'Gemeinsames Kreditlimit der Gruppe Aviaten Gruppe eG' }),
    ).toBeInTheDocument();
    expect(credit).toHaveTextContent('Konten der Gruppe: Aviaten Gruppe eG und Nordheiz Handel GmbH');
  });

  it('[P6] the credit reads in CHF on the Swiss platform; without a limit it says so', async () => {
    seller();
    let dialog = await openSettings('Nordheiz Handel GmbH', 'ch');
    let credit = within(dialog).getByRole('region', { name: 'Kredit aktuell' });
    expect(await within(credit).findByText("CHF 250'000.00")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(screen.getByRole('button', { name: `Einstellungen für ${waerme.name}` }));
    dialog = await screen.findByRole('dialog', { name: `Einstellungen für ${waerme.name}` });
    credit = within(dialog).getByRole('region', { name: 'Kredit aktuell' });
    await within(credit).findAllByRole('term');
    expect(within(credit).getAllByText('Kein Limit')).toHaveLength(2);
  });

  it("[V12] a save over another user's change offers to reload: the form shows the current settings", async () => {
    const backend = seller();
    const dialog = await openSettings('Nordheiz Handel GmbH');
    // Meanwhile a colleague raises the limit.
    backend.server.account!.relationships![0] = {
      ...backend.server.account!.relationships![0]!,
      creditLimit: '400000.00',
      paymentDays: [
        { productId: 'heizoel-el', days: 14 },
        { productId: 'diesel-b7', days: 30 },
      ],
      version: 5,
    };
    await choose(dialog, /Zahlungsziel Diesel/, '7 Tage');
    await save(dialog);
    expect(
      await within(dialog).findByText('Ein anderer Benutzer hat die Einstellungen inzwischen geändert.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aktuellen Stand laden' }));
    await waitFor(() => expect(limitField(dialog)).toHaveValue('400.000,00'));
    expect(within(dialog).getByRole('button', { name: /Zahlungsziel Diesel/ })).toHaveTextContent('30 Tage');
    await save(dialog);
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    expect(
      backend.bodies
        .get(`PUT /api/relationships/${NORDHEIZ}/settings`)!
        .map((b) => (b as Schemas['RelationshipSettingsInput']).version),
    ).toEqual([4, 5]);
  });

  it('[V12] ... or to save the own entries over it', async () => {
    const backend = seller();
    const dialog = await openSettings('Nordheiz Handel GmbH');
    backend.server.account!.relationships![0] = { ...backend.server.account!.relationships![0]!, version: 7 };
    await choose(dialog, /Zahlungsziel Diesel/, '45 Tage');
    await save(dialog);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Mit meinen Eingaben überschreiben' }),
    );
    await screen.findByText('Die Einstellungen für Nordheiz Handel GmbH sind gespeichert.');
    const bodies = backend.bodies.get(
      `PUT /api/relationships/${NORDHEIZ}/settings`,
    ) as Schemas['RelationshipSettingsInput'][];
    expect(bodies.map((b) => b.version)).toEqual([4, 7]);
    expect(bodies[1]!.paymentDays).toContainEqual({ productId: 'diesel-b7', days: 45 });
  });

  it("a refused save keeps the entries; the server's field problems show on the fields", async () => {
    const backend = seller();
    backend.failNext(`PUT /api/relationships/${NORDHEIZ}/settings`, 503);
    const dialog = await openSettings('Nordheiz Handel GmbH');
    const limit = limitField(dialog)!;
    await userEvent.clear(limit);
    await userEvent.type(limit, '123');
    await choose(dialog, /Zahlungsziel Diesel/, '14 Tage');
    await save(dialog);
    expect(
      await within(dialog).findByText(
        'Die Einstellungen konnten nicht gespeichert werden (Status 503). Ihre Eingaben bleiben erhalten.',
      ),
    ).toBeInTheDocument();
    expect(limit).toHaveValue('123,00');
    expect(within(dialog).getByRole('button', { name: /Zahlungsziel Diesel/ })).toHaveTextContent('14 Tage');

    network.use(
      http.put('/api/relationships/{id}/settings', ({ response }) =>
        response.untyped(
          HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Ungültig',
              status: 400,
              code: 'VALIDATION_FAILED',
              errors: [
                {
                  path: '/creditLimit',
                  code: 'invalid_amount',
                  message: 'Das Kreditlimit muss ein Betrag ab 0 mit höchstens zwei Nachkommastellen sein.',
                },
                {
                  path: '/paymentDays',
                  code: 'payment_term_required',
                  message: 'Bitte wählen Sie ein Zahlungsziel für Super E10.',
                },
              ],
            },
            { status: 400 },
          ),
        ),
      ),
    );
    await save(dialog);
    await waitFor(() =>
      expect(limit).toHaveAccessibleDescription(
        'Bitte geben Sie einen Betrag ab 0 mit höchstens zwei Nachkommastellen ein.',
      ),
    );
    expect(
      within(dialog).getByText('Bitte wählen Sie ein Zahlungsziel für jedes Produkt.'),
    ).toBeInTheDocument();
    expect(limit).toHaveValue('123,00');
  });

  it('closing with unsaved changes asks first', async () => {
    seller();
    const dialog = await openSettings('Nordheiz Handel GmbH');
    await radio(dialog, 'Art des Kreditlimits', 'Standard-API');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(within(dialog).getByRole('radio', { name: 'Standard-API' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwerfen' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
