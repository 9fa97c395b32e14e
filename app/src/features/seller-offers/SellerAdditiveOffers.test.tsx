import type { paths, Schemas } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fliessverbesserer } from '../../test/additiveFixtures';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const barrel: Schemas['AdditiveOffer'] = {
  ...fliessverbesserer,
  buyerIds: ['acc-nordheiz'],
  created: '2026-11-20T09:00:00.000Z',
};

/**
 * The server's order: newest first when asked for (`sortBy=created&sortType=desc`), else the market's
 * (product, price, id).
 */
function inServerOrder(offers: Schemas['AdditiveOffer'][], url: string): Schemas['AdditiveOffer'][] {
  const query = new URL(url).searchParams;
  const newestFirst = query.get('sortBy') === 'created' && query.get('sortType') === 'desc';
  return [...offers].sort((a, b) =>
    newestFirst
      ? Date.parse(b.created!) - Date.parse(a.created!) || a.id.localeCompare(b.id)
      : a.product.name.localeCompare(b.product.name) ||
        Number(a.price) - Number(b.price) ||
        a.id.localeCompare(b.id),
  );
}

/** The seller's side of the additives endpoints over `offers`, recording what was sent. */
function fakeSellerAdditives(offers: Schemas['AdditiveOffer'][]) {
  const state = {
    offers: [...offers],
    edits: [] as Schemas['AdditiveOfferStatusUpdate'][],
    created: [] as Schemas['AdditiveOfferInput'][],
  };
  network.use(
    http.get('/api/seller/offers', ({ response }) => response(200).json([])),
    http.get('/api/v2/offers/additives', ({ request, response }) =>
      response(200).json({
        offers: inServerOrder(state.offers, request.url),
        filterOptions: { products: [], buyers: [], purchaseUnits: [], offerAvailability: { min: 0, max: 0 } },
        metadata: { pageCount: 1, pageLimit: 1000, pageNumber: 1, total: state.offers.length },
      }),
    ),
    http.put('/api/offer/additive/edit', async ({ request, response }) => {
      const edit = await request.json();
      state.edits.push(edit);
      const offer = state.offers.find((o) => o.id === edit.offerId)!;
      const saved = { ...offer, status_type_id: edit.status_type_id };
      state.offers =
        edit.status_type_id === 'REMOVED'
          ? state.offers.filter((o) => o.id !== offer.id)
          : state.offers.map((o) => (o.id === offer.id ? saved : o));
      return response(200).json(saved);
    }),
    http.post('/api/offer/additive', async ({ request, response }) => {
      const input = await request.json();
      state.created.push(input);
      const copy = {
        ...barrel,
        id: 'add-off-copy',
        status_type_id: input.status_type_id,
        created: '2026-11-24T10:00:00.000Z',
      };
      state.offers = [...state.offers, copy];
      return response(201).json(copy);
    }),
  );
  return state;
}

async function openAdditives() {
  renderApp('/meine-angebote');
  await userEvent.click(await screen.findByRole('tab', { name: 'Additive' }));
  await screen.findByRole('cell', { name: 'Fließverbesserer FV 300' });
}

describe('/meine-angebote, additives', { timeout: 30_000 }, () => {
  it('[A1] the switch pauses an active offer and activates it again', async () => {
    fakeBackend({ type: 'seller', features: ['productAdditives'] });
    const state = fakeSellerAdditives([barrel]);
    await openAdditives();
    const active = screen.getByRole('switch', { name: 'Angebot Fließverbesserer FV 300, Fass 200 l aktiv' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    await waitFor(() => expect(active).not.toBeChecked());
    await userEvent.click(active);
    await waitFor(() => expect(active).toBeChecked());
    expect(state.edits).toEqual([
      { offerId: 'add-off-500', status_type_id: 'PAUSED' },
      { offerId: 'add-off-500', status_type_id: 'ACTIVE' },
    ]);
  });

  it('[A1] a clone has the offer’s data, starts PAUSED and is listed first, newest first', async () => {
    fakeBackend({ type: 'seller', features: ['productAdditives'] });
    const state = fakeSellerAdditives([barrel]);
    await openAdditives();
    await userEvent.click(
      screen.getByRole('button', { name: 'Angebot Fließverbesserer FV 300, Fass 200 l duplizieren' }),
    );
    expect(
      await screen.findByText(/Die Kopie von Fließverbesserer FV 300 ist angelegt und pausiert/),
    ).toBeVisible();
    expect(state.created).toEqual([
      {
        status_type_id: 'PAUSED',
        productId: 'add-fliessverbesserer',
        purchaseUnit: { label: 'Fass 200 l', value: 200 },
        unitCode: 'lt',
        price: '4.8500',
        minimumOrderQuantity: 2,
        maximumOrderQuantity: 20,
        offerAvailability: 8000,
        buyerIds: ['acc-nordheiz'],
      },
    ]);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(2));
    // The paused clone on top, the active original below it.
    expect(screen.getAllByRole('switch').map((s) => (s as HTMLInputElement).checked)).toEqual([false, true]);
  });

  it('[H4] a failed status edit is logged and shown as a German toast; the switch stays as saved', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeBackend({ type: 'seller', features: ['productAdditives'] });
    fakeSellerAdditives([barrel]);
    await openAdditives();
    network.use(
      http.put('/api/offer/additive/edit', ({ response }) =>
        response.untyped(
          HttpResponse.json(
            { type: 'about:blank', title: 'Service Unavailable', status: 503, code: 'UNAVAILABLE' },
            { status: 503, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        ),
      ),
    );
    const active = screen.getByRole('switch', { name: 'Angebot Fließverbesserer FV 300, Fass 200 l aktiv' });
    await userEvent.click(active);
    const toasts = await screen.findByRole('region', { name: /Benachrichtigungen/ });
    expect(
      await within(toasts).findByText(
        'Die Änderung konnte nicht gespeichert werden (Status 503). Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[additives] offer action failed', expect.anything());
    await waitFor(() => expect(active).toBeChecked());
    logged.mockRestore();
  });

  it('[A1] deleting sends REMOVED after the confirmation and the offer leaves the list', async () => {
    fakeBackend({ type: 'seller', features: ['productAdditives'] });
    const state = fakeSellerAdditives([barrel]);
    await openAdditives();
    await userEvent.click(
      screen.getByRole('button', { name: 'Angebot Fließverbesserer FV 300, Fass 200 l löschen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Angebot löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Das Angebot wurde gelöscht.')).toBeVisible();
    expect(state.edits).toEqual([{ offerId: 'add-off-500', status_type_id: 'REMOVED' }]);
    expect(await screen.findByText('Sie haben noch keine Additiv-Angebote.')).toBeVisible();
  });

  it('shows no additives tab to a seller without the additives feature', async () => {
    fakeBackend({ type: 'seller' });
    fakeSellerAdditives([barrel]);
    renderApp('/meine-angebote');
    await screen.findByRole('heading', { level: 1, name: 'Meine Angebote' });
    await screen.findByText('Sie haben noch keine Angebote.');
    expect(screen.queryByRole('tab', { name: 'Additive' })).toBeNull();
  });
});
