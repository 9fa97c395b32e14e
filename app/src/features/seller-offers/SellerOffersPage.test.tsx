import type { paths, Schemas } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const fixed: Schemas['FuelOffer'] = {
  id: 'off-1',
  version: 1,
  seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
  product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
  terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
  productId: 'heizoel-el',
  terminalId: 'tm-hamburg',
  totalVolume: 500_000,
  availableVolume: 380_000,
  minimumOrderQuantity: 5_000,
  maximumOrderQuantity: 36_000,
  pricingType: 'FIXED',
  fixedPrice: '92.4500',
  availabilityStartDate: '2026-11-23',
  availabilityEndDate: '2026-11-30',
  dailyStartTime: '07:00',
  dailyEndTime: '17:00',
  collectionPeriod: { type: 'STANDARD', startDate: null, endDate: null },
  created: '2026-11-22T09:00:00.000Z',
};

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

/** The seller's offers endpoint over `offers`; DELETE answers `deleteStatus` (204 removes the offer). */
function fakeOffers(offers: Schemas['FuelOffer'][], { deleteStatus = 204 } = {}) {
  const state = { offers: [...offers], deleted: [] as string[] };
  network.use(
    http.get('/api/seller/offers', ({ response }) => response(200).json(state.offers)),
    http.delete('/api/seller/offers/{offerId}', ({ params, request, response }) => {
      const version = new URL(request.url).searchParams.get('version');
      state.deleted.push(`${params.offerId}@${version}`);
      if (deleteStatus !== 204) {
        return response.untyped(
          HttpResponse.json(
            { type: 'about:blank', title: 'Konflikt', status: deleteStatus, code: 'VERSION_CONFLICT' },
            { status: deleteStatus },
          ),
        );
      }
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
    expect(row.getByText('23.11.2026 – 30.11.2026, täglich 07:00 – 17:00 Uhr')).toBeInTheDocument();
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
