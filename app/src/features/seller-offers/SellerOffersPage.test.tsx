import type { paths, Schemas } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, fakeMetadata, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { fixedFuelOffer, sellerMasterData } from '../../test/fuelOfferFixtures';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const fixed = fixedFuelOffer;

const live: Schemas['FuelOffer'] = {
  ...fixed,
  id: 'off-2',
  product: { id: 'diesel-b7', name: 'Diesel B7' },
  terminal: { id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen' },
  productId: 'diesel-b7',
  terminalId: 'tm-karlsruhe',
  pricingType: 'API',
  fixedPrice: undefined,
  futureMonth: 'M01',
  fxRate: '1.083200',
  surcharge: '45.0000',
  surchargeUnit: 'USD/METRIC_TONNE',
};

/**
 * The seller's offers endpoints over `offers`: DELETE answers `deleteStatus` (204 removes the offer); PUT
 * saves over the offer's version (409 on another version, `putStatus` overrides the answer).
 */
function fakeOffers(
  offers: Schemas['FuelOffer'][],
  {
    deleteStatus = 204,
    putStatus,
  }: { deleteStatus?: number; putStatus?: { status: number; body: object } } = {},
) {
  const state = {
    offers: [...offers],
    deleted: [] as string[],
    puts: [] as Schemas['FuelOfferUpdate'][],
    posts: [] as Schemas['FuelOfferInput'][],
  };
  const problem = (status: number, body: object = {}) =>
    HttpResponse.json(
      { type: 'about:blank', title: 'Problem', status, code: 'VERSION_CONFLICT', ...body },
      { status },
    );
  network.use(
    http.get('/api/seller/offers', ({ response }) => response(200).json(state.offers)),
    http.post('/api/seller/offers', async ({ request, response }) => {
      state.posts.push(await request.json());
      return response.untyped(problem(503, { code: 'SERVICE_UNAVAILABLE' }));
    }),
    http.put('/api/seller/offers/{offerId}', async ({ params, request, response }) => {
      const body = await request.json();
      state.puts.push(body);
      if (putStatus) return response.untyped(problem(putStatus.status, putStatus.body));
      const current = state.offers.find((o) => o.id === params.offerId);
      if (!current) return response.untyped(problem(404, { code: 'NOT_FOUND' }));
      if (current.version !== body.version) return response.untyped(problem(409));
      const saved = { ...current, ...body, version: current.version + 1 };
      state.offers = state.offers.map((o) => (o.id === saved.id ? saved : o));
      return response(200).json(saved);
    }),
    http.delete('/api/seller/offers/{offerId}', ({ params, request, response }) => {
      const version = new URL(request.url).searchParams.get('version');
      state.deleted.push(`${params.offerId}@${version}`);
      if (deleteStatus !== 204) return response.untyped(problem(deleteStatus));
      state.offers = state.offers.filter((o) => o.id !== params.offerId);
      return response(204).empty();
    }),
  );
  return state;
}

const rowOf = (product: string) => screen.getByRole('row', { name: new RegExp(product) });

describe('/meine-angebote', () => {
  it('lists the seller’s offers with price, volumes, order limits and availability in the brand’s format', async () => {
    fakeBackend({ type: 'seller' });
    fakeOffers([fixed, live]);
    renderApp('/meine-angebote');
    await screen.findByRole('cell', { name: 'Heizöl EL schwefelarm' });
    const row = within(rowOf('Heizöl EL'));
    expect(row.getByText('Hamburg Blumensand')).toBeInTheDocument();
    expect(row.getByText('92,45 € je 100 l (15 °C)')).toBeInTheDocument();
    expect(row.getByText('380.000 / 500.000')).toBeInTheDocument();
    expect(row.getByText('5.000 / 36.000')).toBeInTheDocument();
    expect(
      row.getByRole('cell', { name: '23.11.2026 – 30.11.2026, täglich 07:00 – 17:00 Uhr' }),
    ).toBeInTheDocument();
    expect(within(rowOf('Diesel B7')).getByText('Live: ICE Gasoil M01 + 45,00 USD/t')).toBeInTheDocument();
  });

  it('shows fixed prices in CHF with the Swiss separators on the Swiss platform', async () => {
    fakeBackend({ type: 'seller', termsAccepted: true });
    fakeOffers([{ ...fixed, fixedPrice: '1092.4500', totalVolume: 1_500_000 }]);
    renderApp('/meine-angebote', { brand: 'ch' });
    await screen.findByRole('cell', { name: 'Heizöl EL schwefelarm' });
    const row = within(rowOf('Heizöl EL'));
    expect(row.getByText("CHF 1'092.45 je 100 l (15 °C)")).toBeInTheDocument();
    expect(row.getByText("380'000 / 1'500'000")).toBeInTheDocument();
  });

  it('deletes an offer after the confirmation, with the version the list showed', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeOffers([fixed, live]);
    renderApp('/meine-angebote');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Angebot Heizöl EL schwefelarm, Hamburg Blumensand löschen',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Angebot löschen?' });
    expect(dialog).toHaveTextContent('Heizöl EL schwefelarm am Terminal Hamburg Blumensand');
    // Cancel keeps it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(state.deleted).toEqual([]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Angebot Heizöl EL schwefelarm, Hamburg Blumensand löschen' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }),
    );
    expect(await screen.findByText('Das Angebot wurde gelöscht.')).toBeInTheDocument();
    expect(state.deleted).toEqual(['off-1@1']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Heizöl EL schwefelarm' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Diesel B7' })).toBeInTheDocument();
  });

  it('[V12] says when another user changed the offer meanwhile and loads the list again', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeOffers([fixed], { deleteStatus: 409 });
    renderApp('/meine-angebote');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Angebot Heizöl EL schwefelarm, Hamburg Blumensand löschen',
      }),
    );
    // Meanwhile another user of the account saved the offer: the server has version 2.
    state.offers = [{ ...fixed, version: 2, fixedPrice: '93.0000' }];
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }),
    );
    expect(
      await screen.findByText(/inzwischen von einem anderen Benutzer Ihres Kontos geändert oder gelöscht/),
    ).toBeInTheDocument();
    expect(state.deleted).toEqual(['off-1@1']);
    // The list shows the current state, the offer is still there.
    expect(await screen.findByText('93,00 € je 100 l (15 °C)')).toBeInTheDocument();
  });

  it('says so when there are no offers', async () => {
    fakeBackend({ type: 'seller' });
    fakeOffers([]);
    renderApp('/meine-angebote');
    expect(await screen.findByText('Sie haben noch keine Angebote.')).toBeInTheDocument();
  });
});

/** Master data of the seller's platform: the form's product and terminal choices. */
function fakeMasterData() {
  network.use(
    http.get('/api/generic/metadata', ({ response }) =>
      response(200).json({
        ...fakeMetadata({ type: 'seller' }),
        ...sellerMasterData,
      }),
    ),
  );
}

async function openEdit(product = 'Heizöl EL schwefelarm, Hamburg Blumensand') {
  await userEvent.click(await screen.findByRole('button', { name: `Angebot ${product} bearbeiten` }));
  // The form's code loads on first use: more than the default second on a busy machine.
  return screen.findByRole('dialog', { name: 'Angebot bearbeiten' }, { timeout: 5000 });
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
}

describe('the offer form', { timeout: 30_000 }, () => {
  it('[V7] refuses an empty offer, naming every required field, and sends nothing', async () => {
    fakeBackend({ type: 'seller' });
    fakeMasterData();
    const state = fakeOffers([fixed]);
    renderApp('/meine-angebote');
    await userEvent.click(await screen.findByRole('button', { name: 'Neues Angebot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Angebot' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    // Product, terminal, three volumes, the fixed price and the availability.
    await waitFor(() => expect(within(dialog).getAllByText('Pflichtfeld')).toHaveLength(7));
    expect(state.posts).toEqual([]);
  });

  it('[V7] refuses a maximum below the minimum and above the total volume', async () => {
    fakeBackend({ type: 'seller' });
    fakeMasterData();
    fakeOffers([fixed]);
    renderApp('/meine-angebote');
    const dialog = await openEdit();
    const max = within(dialog).getByRole('textbox', { name: /Höchstmenge je Bestellung/ });
    await retype(max, '4.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Die Höchstmenge darf nicht unter der Mindestmenge liegen.'),
    ).toBeVisible();
    await retype(max, '600.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Die Höchstmenge darf die Gesamtmenge nicht übersteigen.'),
    ).toBeVisible();
  });

  it('saves an edit with the version it was read at and shows the new price in the list', async () => {
    fakeBackend({ type: 'seller' });
    fakeMasterData();
    const state = fakeOffers([fixed]);
    renderApp('/meine-angebote');
    const dialog = await openEdit();
    await retype(within(dialog).getByRole('textbox', { name: /Festpreis/ }), '93,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Angebot wurde gespeichert.')).toBeInTheDocument();
    expect(state.puts).toEqual([
      expect.objectContaining({
        version: 1,
        fixedPrice: '93.5000',
        totalVolume: 500_000,
        pricingType: 'FIXED',
      }),
    ]);
    expect(await screen.findByText('93,50 € je 100 l (15 °C)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  /** Edits the offer while another user of the account saves it (version 2, 91 €): the save meets 409. */
  async function saveOverAnotherUsersChange() {
    fakeBackend({ type: 'seller' });
    fakeMasterData();
    const state = fakeOffers([fixed]);
    renderApp('/meine-angebote');
    const dialog = await openEdit();
    state.offers = [{ ...fixed, version: 2, fixedPrice: '91.0000' }];
    await retype(within(dialog).getByRole('textbox', { name: /Festpreis/ }), '93,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    return { state, dialog, notice: await within(dialog).findByRole('alert') };
  }

  it('[V12] offers to overwrite an offer another user saved meanwhile, and saves over the current version', async () => {
    const { state, notice } = await saveOverAnotherUsersChange();
    expect(notice).toHaveTextContent(
      'Ein anderer Benutzer Ihres Kontos hat dieses Angebot inzwischen geändert.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Mit meinen Eingaben überschreiben' }));
    expect(await screen.findByText('Das Angebot wurde gespeichert.')).toBeInTheDocument();
    expect(state.puts.map((p) => [p.version, p.fixedPrice])).toEqual([
      [1, '93.5000'],
      [2, '93.5000'],
    ]);
    expect(state.offers[0]).toMatchObject({ version: 3, fixedPrice: '93.5000' });
  });

  it('[V12] loading the state another user saved meanwhile replaces the entries; the next save goes over its version', async () => {
    const { state, dialog, notice } = await saveOverAnotherUsersChange();
    await userEvent.click(within(notice).getByRole('button', { name: 'Aktuellen Stand laden' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Festpreis/ })).toHaveValue('91,0000'),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await retype(within(dialog).getByRole('textbox', { name: /Festpreis/ }), '92');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Angebot wurde gespeichert.')).toBeInTheDocument();
    expect(state.puts.map((p) => [p.version, p.fixedPrice])).toEqual([
      [1, '93.5000'],
      [2, '92.0000'],
    ]);
  });

  it('[V12] closing with unsaved changes asks first; keeping them stays in the form, discarding sends nothing', async () => {
    fakeBackend({ type: 'seller' });
    fakeMasterData();
    const state = fakeOffers([fixed]);
    renderApp('/meine-angebote');
    const dialog = await openEdit();
    await retype(within(dialog).getByRole('textbox', { name: /Festpreis/ }), '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(within(dialog).getByRole('textbox', { name: /Festpreis/ })).toHaveValue('99,0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' })).getByRole('button', {
        name: 'Verwerfen',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Angebot bearbeiten' })).toBeNull());
    expect(state.puts).toEqual([]);
  });

  it('shows the server’s field problems on their fields and keeps the input', async () => {
    fakeBackend({ type: 'seller' });
    fakeMasterData();
    fakeOffers([fixed], {
      putStatus: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          errors: [{ path: '/totalVolume', code: 'below_ordered_volume', message: 'below_ordered_volume' }],
        },
      },
    });
    renderApp('/meine-angebote');
    const dialog = await openEdit();
    await retype(within(dialog).getByRole('textbox', { name: /Gesamtmenge/ }), '40.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Die Gesamtmenge darf nicht unter der bereits bestellten Menge liegen.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Gesamtmenge/ })).toHaveValue('40.000');
  });
});

describe('leaving the page with an unsaved offer', { timeout: 30_000 }, () => {
  it('[V12] asks first; keeping the changes stays on the page, discarding goes on', async () => {
    fakeBackend({ type: 'seller' });
    fakeMasterData();
    fakeOffers([fixed]);
    const view = renderApp('/meine-angebote');
    const dialog = await openEdit();
    await retype(within(dialog).getByRole('textbox', { name: /Festpreis/ }), '99');
    void view.app.router.navigate({ to: '/orders' });
    const question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(view.history.location.pathname).toBe('/meine-angebote');
    void view.app.router.navigate({ to: '/orders' });
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' })).getByRole('button', {
        name: 'Verwerfen',
      }),
    );
    await waitFor(() => expect(view.history.location.pathname).toBe('/orders'));
  });
});
