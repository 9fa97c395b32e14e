import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { paths } from '@fuelmarket/api-client';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { fullOrder, historyRow } from '../../test/orderFixtures';
import * as styles from './orders.css';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const row = historyRow;

const history = [
  row(),
  row({ _id: 'ord-2', orderId: 'FM-104212', orderStatus: 'MANUAL', edited: true }),
  row({ _id: 'ord-3', orderId: 'FM-104213', orderStatus: 'CANCELLED', cancelled: true }),
];

function rowOf(orderNumber: string) {
  return screen.getByRole('row', { name: new RegExp(orderNumber) });
}

describe('/orders', () => {
  it('[OS1] buyers read incomplete as open, manual as in review and cancelled as declined', async () => {
    fakeBackend({ type: 'buyer', history });
    renderApp('/orders');
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    expect(within(rowOf('FM-104211')).getByText('Offen')).toBeInTheDocument();
    expect(within(rowOf('FM-104212')).getByText('In Prüfung')).toBeInTheDocument();
    expect(within(rowOf('FM-104213')).getByText('Abgelehnt')).toBeInTheDocument();
    // The buyer sees the seller as the trading partner, amounts in the brand's format.
    expect(within(rowOf('FM-104211')).getByText('Südöl Vertrieb GmbH')).toBeInTheDocument();
    expect(within(rowOf('FM-104211')).getByText('24.000')).toBeInTheDocument();
    expect(within(rowOf('FM-104211')).getByText('26.403,72 €')).toBeInTheDocument();
  });

  it('[OS1] sellers keep the statuses incomplete and manual, and see the buyer', async () => {
    fakeBackend({ type: 'seller', history });
    renderApp('/orders');
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    expect(within(rowOf('FM-104211')).getByText('Unvollständig')).toBeInTheDocument();
    expect(within(rowOf('FM-104212')).getByText('Manuell')).toBeInTheDocument();
    expect(within(rowOf('FM-104213')).getByText('Abgelehnt')).toBeInTheDocument();
    expect(within(rowOf('FM-104211')).getByText('Nordheiz Handel GmbH')).toBeInTheDocument();
  });

  it('shows amounts in CHF with the Swiss separators on the Swiss platform', async () => {
    fakeBackend({
      type: 'buyer',
      termsAccepted: true,
      history: [row()],
    });
    renderApp('/orders', { brand: 'ch' });
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    expect(within(rowOf('FM-104211')).getByText("CHF 26'403.72")).toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    fakeBackend({ type: 'buyer', history: [] });
    renderApp('/orders');
    expect(
      await screen.findByText('Keine Bestellungen vorhanden.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the failure with its status and loads again on request', async () => {
    const backend = fakeBackend({ type: 'buyer', history });
    backend.failNext('GET /api/orderHistory', 500, 'INTERNAL_ERROR');
    backend.failNext('GET /api/orderHistory', 500, 'INTERNAL_ERROR');
    renderApp('/orders');
    expect(
      await screen.findByText(
        'Die Bestellhistorie konnte nicht geladen werden (Status 500).',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Bestellung FM-104211 öffnen' })).toBeInTheDocument(),
    );
  });

  it('[OS1] a seller confirms an open order after the question; the list and the bubble load again', async () => {
    const backend = fakeBackend({ type: 'seller', history, openOrders: 1 });
    const sent: string[] = [];
    network.use(
      http.post('/api/orders/{orderId}/confirm', ({ params, response }) => {
        sent.push(`confirm ${params.orderId}`);
        return response(200).json(fullOrder({ orderStatus: 'CONFIRMED' }));
      }),
    );
    renderApp('/orders');
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
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

    const loads = backend.count('GET /api/orderHistory');
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung FM-104211 bestätigen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Bestellung bestätigen?' });
    expect(question).toHaveTextContent('Eine Bestätigung kann nicht rückgängig gemacht werden.');
    expect(sent).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Die Bestellung FM-104211 ist jetzt bestätigt.')).toBeInTheDocument();
    expect(sent).toEqual(['confirm ord-1']);
    await waitFor(() => expect(backend.count('GET /api/orderHistory')).toBeGreaterThan(loads));
    expect(backend.count('GET /api/orders/open-count')).toBeGreaterThan(1);
  });

  it('[OS1] an order a colleague worked meanwhile is not changed again: the page says so', async () => {
    fakeBackend({ type: 'seller', history });
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
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    // Setting in review can be undone (confirm or decline follow): no question.
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung FM-104211 in Prüfung setzen' }));
    expect(
      await screen.findByText(
        'Die Bestellung FM-104211 wurde inzwischen bearbeitet. Die Liste zeigt jetzt den aktuellen Stand.',
      ),
    ).toBeInTheDocument();
  });

  it('buyers get no actions', async () => {
    fakeBackend({ type: 'buyer', history });
    renderApp('/orders');
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    expect(within(rowOf('FM-104211')).queryAllByRole('button')).toEqual([]);
  });

  it('[OS1] marks edited orders', async () => {
    fakeBackend({ type: 'buyer', history });
    renderApp('/orders');
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    expect(within(rowOf('FM-104212')).getByText('bearbeitet')).toBeInTheDocument();
    expect(within(rowOf('FM-104211')).queryByText('bearbeitet')).toBeNull();
  });
});

describe('[B11] the Austrian platform', () => {
  const withCreditors = [
    row({ creditor: 'K-4711' }),
    row({ _id: 'ord-2', orderId: 'FM-104212', creditor: null }),
  ];
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

  it('[B11] a seller sees the creditor number each order was placed with in the column "Kreditor"', async () => {
    fakeBackend({ type: 'seller', history: withCreditors });
    renderApp('/orders', { brand: 'at' });
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    expect(headers()).toContain('Kreditor');
    const column = headers().indexOf('Kreditor');
    expect(within(rowOf('FM-104211')).getAllByRole('cell')[column]).toHaveTextContent(/^K-4711$/);
    expect(within(rowOf('FM-104212')).getAllByRole('cell')[column]).toHaveTextContent(/^$/);
  });

  it('[B11] without creditor numbers on the brand there is no column "Kreditor"', async () => {
    fakeBackend({ type: 'seller', history: withCreditors });
    renderApp('/orders');
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    expect(headers()).not.toContain('Kreditor');
    expect(screen.queryByText('K-4711')).toBeNull();
  });

  it("[B11] the order's page shows the seller its creditor number", async () => {
    fakeBackend({ type: 'seller', orders: [fullOrder({ creditor: 'K-4711' })] });
    renderApp('/orders/ord-1', { brand: 'at' });
    expect(await screen.findByText('Kreditor', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('K-4711')).toBeInTheDocument();
  });

  it("[B11] without creditor numbers on the brand the order's page shows none", async () => {
    fakeBackend({ type: 'seller', orders: [fullOrder({ creditor: 'K-4711' })] });
    renderApp('/orders/ord-1');
    await screen.findByRole('heading', { level: 1, name: 'Bestellung FM-104211' }, { timeout: 5000 });
    expect(screen.queryByText('Kreditor')).toBeNull();
  });

  const withLiftingOrderNumbers = [
    row({ liftingOrderNumber: 'AA-2026/4711' }),
    row({ _id: 'ord-2', orderId: 'FM-104212', liftingOrderNumber: null }),
  ];

  it('[B11] a seller sees the lifting order number the buyer gave in the column "Abholauftragsnummer"', async () => {
    fakeBackend({ type: 'seller', history: withLiftingOrderNumbers });
    renderApp('/orders', { brand: 'at' });
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    const column = headers().indexOf('Abholauftragsnummer');
    expect(column).toBeGreaterThan(-1);
    expect(within(rowOf('FM-104211')).getAllByRole('cell')[column]).toHaveTextContent(/^AA-2026\/4711$/);
    expect(within(rowOf('FM-104212')).getAllByRole('cell')[column]).toHaveTextContent(/^$/);
  });

  it.each([
    ['default', 'seller'],
    ['default', 'buyer'],
    ['ch', 'seller'],
  ] as const)(
    '[B11] brand %s keeps no lifting order numbers: no such column for a %s',
    async (brand, type) => {
      fakeBackend({ type, termsAccepted: true, history: withLiftingOrderNumbers });
      renderApp('/orders', { brand });
      await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
      expect(headers()).not.toContain('Abholauftragsnummer');
      expect(screen.queryByText('AA-2026/4711')).toBeNull();
    },
  );

  it("[B11] the order's page shows the lifting order number (or none) where the brand keeps them", async () => {
    fakeBackend({ type: 'seller', orders: [fullOrder({ liftingOrderNumber: 'AA-2026/4711' })] });
    renderApp('/orders/ord-1', { brand: 'at' });
    expect(await screen.findByText('Abholauftragsnummer', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('AA-2026/4711')).toBeInTheDocument();
  });

  it.each(['default', 'ch'] as const)(
    "[B11] brand %s: the order's page shows no lifting order number",
    async (brand) => {
      fakeBackend({ type: 'seller', orders: [fullOrder({ liftingOrderNumber: 'AA-2026/4711' })] });
      renderApp('/orders/ord-1', { brand });
      await screen.findByRole('heading', { level: 1, name: 'Bestellung FM-104211' }, { timeout: 5000 });
      expect(screen.queryByText('Abholauftragsnummer')).toBeNull();
      expect(screen.queryByText('AA-2026/4711')).toBeNull();
    },
  );

  it('[B11] buyers have no orders page: /orders and an order are not found, the menu has no "Bestellungen"', async () => {
    const backend = fakeBackend({ type: 'buyer', termsAccepted: true, history, orders: [fullOrder()] });
    const view = renderApp('/orders', { brand: 'at' });
    await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('link', { name: /Bestellungen/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await view.app.router.navigate({ href: '/orders/ord-1' });
    await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    expect(screen.queryByText('Bestellung FM-104211')).toBeNull();
    expect(backend.count('GET /api/orders/ord-1')).toBe(0);
  });

  it('[B11] buyers elsewhere keep their orders page and its menu entry', async () => {
    fakeBackend({ type: 'buyer', termsAccepted: true, history });
    renderApp('/orders', { brand: 'ch' });
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: /Bestellungen/ })).toBeInTheDocument();
  });

  it('[B11] sellers on the Austrian platform keep /orders and its menu entry', async () => {
    fakeBackend({ type: 'seller', history });
    renderApp('/orders', { brand: 'at' });
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: /Bestellungen/ })).toBeInTheDocument();
  });

  it.each([
    ['default', 'Europe/Berlin'],
    ['ch', 'Europe/Zurich'],
  ] as const)(
    'on the %s platform the table gives times in its time zone %s, as the export does, and names it',
    async (brand, zone) => {
      // 23:30 UTC is already the next day, 00:30, in Berlin and Zurich (the tests run in UTC).
      fakeBackend({ type: 'seller', history: [row({ created: '2026-11-22T23:30:05.000Z' })] });
      renderApp('/orders', { brand });
      await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
      expect(within(rowOf('FM-104211')).getByText('23.11.2026')).toBeInTheDocument();
      expect(within(rowOf('FM-104211')).getByText('00:30:05')).toBeInTheDocument();
      expect(screen.getByText(`Zeiten in Plattformzeit (${zone}), wie im Export.`)).toBeInTheDocument();
    },
  );

  it("the order's page gives the order time in the platform's time zone and names it", async () => {
    fakeBackend({ type: 'buyer', orders: [fullOrder({ date: '2026-11-22T23:30:05.000Z' })] });
    renderApp('/orders/ord-1');
    await screen.findByRole('heading', { name: 'Bestellung FM-104211' }, { timeout: 5000 });
    expect(screen.getByText('23.11.2026 00:30:05 (Europe/Berlin)')).toBeInTheDocument();
  });

  it('on a phone names break between words only, never inside one ("schwefel|arm")', async () => {
    fakeBackend({ type: 'buyer', history: [row()] });
    renderApp('/orders');
    await screen.findByRole('link', { name: 'Bestellung FM-104211 öffnen' }, { timeout: 5000 });
    // jsdom computes no layout: the names carry the style that keeps words whole (orders.css.ts `words`).
    for (const name of ['Heizöl EL schwefelarm', 'Südöl Vertrieb GmbH']) {
      expect(within(rowOf('FM-104211')).getByText(name), name).toHaveClass(styles.words);
    }
  });
});
