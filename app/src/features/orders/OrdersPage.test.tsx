import type { Schemas } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { paths } from '@fuelmarket/api-client';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

function order(overrides: Partial<Schemas['Order']> = {}): Schemas['Order'] {
  return {
    id: 'ord-1',
    orderId: 'ord-1',
    orderNumber: 'FM-104211',
    contractNumber: null,
    liftingNumber: null,
    pickupNumber: null,
    selfPickup: true,
    date: '2026-11-22T09:02:11.000Z',
    orderStatus: 'INCOMPLETE',
    productType: 'fuel',
    buyer: { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
    terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
    deliveryAddress: null,
    paymentPeriod: 14,
    currency: 'EUR',
    netAmount: '22188.00',
    vatAmount: '4215.72',
    grossAmount: '26403.72',
    finalAmount: '26403.72',
    invoiceAmount: '26403.72',
    positions: [
      {
        product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
        volume: 24000,
        originalPrice: '92.4500',
        finalPrice: '92.4500',
        priceUnit: 'EUR/100L15',
      },
    ],
    edited: false,
    deleted: false,
    ...overrides,
  };
}

const orders = [
  order(),
  order({ id: 'ord-2', orderNumber: 'FM-104212', orderStatus: 'MANUAL' }),
  order({ id: 'ord-3', orderNumber: 'FM-104213', orderStatus: 'CANCELLED' }),
];

function rowOf(orderNumber: string) {
  return screen.getByRole('row', { name: new RegExp(orderNumber) });
}

describe('/orders', () => {
  it('[OS1] buyers read incomplete as open, manual as in review and cancelled as declined', async () => {
    fakeBackend({ type: 'buyer', orders });
    renderApp('/orders');
    await screen.findByRole('cell', { name: 'FM-104211' });
    expect(within(rowOf('FM-104211')).getByText('Offen')).toBeInTheDocument();
    expect(within(rowOf('FM-104212')).getByText('In Prüfung')).toBeInTheDocument();
    expect(within(rowOf('FM-104213')).getByText('Abgelehnt')).toBeInTheDocument();
    // The buyer sees the seller as the trading partner, amounts in the brand's format.
    expect(within(rowOf('FM-104211')).getByText('Südöl Vertrieb GmbH')).toBeInTheDocument();
    expect(within(rowOf('FM-104211')).getByText('24.000')).toBeInTheDocument();
    expect(within(rowOf('FM-104211')).getByText('26.403,72 €')).toBeInTheDocument();
  });

  it('[OS1] sellers keep the statuses incomplete and manual, and see the buyer', async () => {
    fakeBackend({ type: 'seller', orders });
    renderApp('/orders');
    await screen.findByRole('cell', { name: 'FM-104211' });
    expect(within(rowOf('FM-104211')).getByText('Unvollständig')).toBeInTheDocument();
    expect(within(rowOf('FM-104212')).getByText('Manuell')).toBeInTheDocument();
    expect(within(rowOf('FM-104213')).getByText('Abgelehnt')).toBeInTheDocument();
    expect(within(rowOf('FM-104211')).getByText('Nordheiz Handel GmbH')).toBeInTheDocument();
  });

  it('shows amounts in CHF with the Swiss separators on the Swiss platform', async () => {
    fakeBackend({
      type: 'buyer',
      termsAccepted: true,
      orders: [order({ currency: 'CHF', grossAmount: '26403.72' })],
    });
    renderApp('/orders', { brand: 'ch' });
    await screen.findByRole('cell', { name: 'FM-104211' });
    expect(within(rowOf('FM-104211')).getByText("CHF 26'403.72")).toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    fakeBackend({ type: 'buyer', orders: [] });
    renderApp('/orders');
    expect(await screen.findByText('Keine Bestellungen vorhanden.')).toBeInTheDocument();
  });

  it('shows the failure with its status and loads again on request', async () => {
    const backend = fakeBackend({ type: 'buyer', orders });
    backend.failNext('GET /api/orders', 500, 'INTERNAL_ERROR');
    backend.failNext('GET /api/orders', 500, 'INTERNAL_ERROR');
    renderApp('/orders');
    expect(
      await screen.findByText(
        'Die Bestellungen konnten nicht geladen werden (Status 500).',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: 'FM-104211' })).toBeInTheDocument());
  });

  it('[OS1] a seller confirms an open order after the question; the list and the bubble load again', async () => {
    const backend = fakeBackend({ type: 'seller', orders, openOrders: 1 });
    const sent: string[] = [];
    network.use(
      http.post('/api/orders/{orderId}/confirm', ({ params, response }) => {
        sent.push(`confirm ${params.orderId}`);
        return response(200).json(order({ orderStatus: 'CONFIRMED' }));
      }),
    );
    renderApp('/orders');
    await screen.findByRole('cell', { name: 'FM-104211' });
    // What each status allows: open -> confirm, review, decline; in review -> confirm, decline; declined -> nothing.
    expect(
      within(rowOf('FM-104211'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bestätigen', 'In Prüfung', 'Ablehnen']);
    expect(
      within(rowOf('FM-104212'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bestätigen', 'Ablehnen']);
    expect(within(rowOf('FM-104213')).queryAllByRole('button')).toEqual([]);

    const loads = backend.count('GET /api/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung FM-104211 bestätigen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Bestellung bestätigen?' });
    expect(question).toHaveTextContent('Eine Bestätigung kann nicht rückgängig gemacht werden.');
    expect(sent).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Die Bestellung FM-104211 ist jetzt bestätigt.')).toBeInTheDocument();
    expect(sent).toEqual(['confirm ord-1']);
    await waitFor(() => expect(backend.count('GET /api/orders')).toBeGreaterThan(loads));
    expect(backend.count('GET /api/orders/open-count')).toBeGreaterThan(1);
  });

  it('[OS1] an order a colleague worked meanwhile is not changed again: the page says so', async () => {
    fakeBackend({ type: 'seller', orders });
    network.use(
      http.post('/api/orders/{orderId}/review', ({ response }) =>
        response.untyped(
          Response.json(
            {
              type: 'about:blank',
              title: 'x',
              status: 409,
              code: 'ORDER_STATUS_CONFLICT',
              context: { status: 'CANCELLED' },
            },
            { status: 409 },
          ),
        ),
      ),
    );
    renderApp('/orders');
    await screen.findByRole('cell', { name: 'FM-104211' });
    // Setting in review can be undone (confirm or decline follow): no question.
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung FM-104211 in Prüfung setzen' }));
    expect(
      await screen.findByText(
        'Die Bestellung FM-104211 wurde inzwischen bearbeitet. Die Liste zeigt jetzt den aktuellen Stand.',
      ),
    ).toBeInTheDocument();
  });

  it('buyers get no actions', async () => {
    fakeBackend({ type: 'buyer', orders });
    renderApp('/orders');
    await screen.findByRole('cell', { name: 'FM-104211' });
    expect(within(rowOf('FM-104211')).queryAllByRole('button')).toEqual([]);
  });
});
