import type { paths, Schemas } from '@fuelmarket/api-client';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, fakeMetadata, network, type FakeAccount } from '../../test/backend';
import { fakeMarket, fakeOffer } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';

configure({ asyncUtilTimeout: 5000 });

const http = createOpenApiHttp<paths>();
const parent: FakeAccount = { type: 'buyer', roles: ['ChildAccounts_Offers_View'] };

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const subAccount = (id: string, name: string): Schemas['SubAccount'] => ({
  id,
  name,
  paymentTermDays: 30,
  dailyPurchaseLimit: null,
  dailyPurchaseUtilisation: 0,
  utilisationHistory: [],
  collectionShorteningDays: null,
  priceAdjustment: '0.0000',
  terminalIds: [],
  version: 1,
});

describe('/handelsplatz for a parent shareholder', () => {
  it('[C3] picking a child account shows its market, with the page’s filters', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(parent);
    fakeMarket(backend, { offers: [fakeOffer(1)] });
    network.use(
      http.get('/api/generic/metadata', ({ response }) =>
        response(200).json({ ...fakeMetadata(parent), parentShareholderAccount: true }),
      ),
      http.get('/api/sub-accounts', ({ response }) =>
        response(200).json([subAccount('acc-aviat-nord', 'Aviat Nord GmbH')]),
      ),
      http.get('/api/offers/childAccount/{id}', ({ params, request, response }) => {
        backend.calls.push(
          `GET /api/offers/childAccount/${params.id}?${new URL(request.url).searchParams.toString()}`,
        );
        return response(200).json({
          offers: [fakeOffer(2, { product: { id: 'heizoel-el', name: 'Heizöl für Aviat Nord' } })],
          filterOptions: { deliveryAddress: [], terminals: [], products: [], sellers: [] },
          metadata: { pageCount: 1, pageLimit: 100, pageNumber: 1, total: 1 },
          livePricesAvailable: true,
        });
      }),
    );
    const view = renderApp('/handelsplatz?sort=price&dir=desc');
    stop = () => view.app.timer.stop();
    const table = await screen.findByRole('table', { name: 'Kraftstoffangebote' });
    expect(await within(table).findByText('Heizöl EL 1')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Angebote ansehen als/ }));
    await user.click(await screen.findByRole('option', { name: 'Aviat Nord GmbH' }));
    expect(await within(table).findByText('Heizöl für Aviat Nord')).toBeInTheDocument();
    await waitFor(() =>
      expect(backend.calls).toContain(
        'GET /api/offers/childAccount/acc-aviat-nord?pageNumber=1&pageLimit=100&sortBy=price&sortType=desc',
      ),
    );
  });
  it('[C3][S4] a child account’s market is loaded again when new prices arrive, as the own market is', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(parent);
    fakeMarket(backend, { offers: [fakeOffer(1)] });
    network.use(
      http.get('/api/generic/metadata', ({ response }) =>
        response(200).json({ ...fakeMetadata(parent), parentShareholderAccount: true }),
      ),
      http.get('/api/sub-accounts', ({ response }) =>
        response(200).json([subAccount('acc-aviat-nord', 'Aviat Nord GmbH')]),
      ),
      http.get('/api/offers/childAccount/{id}', ({ params, response }) => {
        backend.calls.push(`GET /api/offers/childAccount/${params.id}`);
        return response(200).json({
          offers: [fakeOffer(2, { product: { id: 'heizoel-el', name: 'Heizöl für Aviat Nord' } })],
          filterOptions: { deliveryAddress: [], terminals: [], products: [], sellers: [] },
          metadata: { pageCount: 1, pageLimit: 100, pageNumber: 1, total: 1 },
          livePricesAvailable: true,
        });
      }),
    );
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    const table = await screen.findByRole('table', { name: 'Kraftstoffangebote' });
    await within(table).findByText('Heizöl EL 1');
    await user.click(await screen.findByRole('button', { name: /Angebote ansehen als/ }));
    await user.click(await screen.findByRole('option', { name: 'Aviat Nord GmbH' }));
    await within(table).findByText('Heizöl für Aviat Nord');
    const childCalls = () => backend.calls.filter((c) => c === 'GET /api/offers/childAccount/acc-aviat-nord');
    await waitFor(() => expect(childCalls()).toHaveLength(1));
    act(() =>
      view.app.timer.updatePrices([
        { symbol: 'ICE/GAS/M00', price: '751.0000', live: true, timestamp: new Date().toISOString() },
      ]),
    );
    await waitFor(() => expect(childCalls()).toHaveLength(2));
  });
});
