import type { Schemas } from '@fuelmarket/api-client';
import { ApiError } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { paths } from '@fuelmarket/api-client';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, network, type FakeBackend } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { fullOrder as order, historyRow } from '../../test/orderFixtures';
import { historyQueryParams, historySearchSchema, withChange, cleared } from './historySearch';
import { historyView } from './queries';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const row = (n: number, overrides: Partial<Schemas['OrderHistoryRow']> = {}) =>
  historyRow({
    _id: `ord-${n}`,
    orderId: `FM-${100000 + n}`,
    orderStatus: 'COMPLETE',
    product: n % 2 ? { id: 'heizoel-el', name: 'Heizöl EL' } : { id: 'diesel-b7', name: 'Diesel B7' },
    ...overrides,
  });
const fortyFive = Array.from({ length: 45 }, (_, i) => row(i + 1));

const queries = (backend: FakeBackend) =>
  (backend.bodies.get('GET /api/orderHistory') ?? []).map((q) => new URLSearchParams(q as string));
const lastQuery = (backend: FakeBackend) => queries(backend).at(-1)!;
const firstLink = async () =>
  (await screen.findAllByRole('link', { name: /^Bestellung FM-\d+ öffnen$/ }, { timeout: 5000 }))[0];

describe('order history: URL state', () => {
  it('[O1] starts at page 1 of 20, newest first, spot market, no filter', async () => {
    const backend = fakeBackend({ type: 'seller', history: fortyFive });
    renderApp('/orders');
    await firstLink();
    expect(Object.fromEntries(lastQuery(backend))).toEqual({
      productType: 'FUEL',
      pageNumber: '1',
      pageLimit: '20',
      sortBy: 'created',
      sortType: 'desc',
    });
    expect(screen.getAllByRole('link', { name: /öffnen$/ })).toHaveLength(20);
    expect(screen.getByText('45 Bestellungen')).toBeInTheDocument();
  });

  it('[O1] a filter change goes back to page 1 and into the URL; the sort too; "clear all" restores defaults', async () => {
    const backend = fakeBackend({ type: 'seller', history: fortyFive });
    const { history } = renderApp('/orders?page=3');
    await firstLink();
    expect(lastQuery(backend).get('pageNumber')).toBe('3');

    const filters = screen.getByRole('form', { name: 'Bestellungen filtern' });
    await userEvent.click(within(filters).getByRole('button', { name: /Produkt/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Diesel B7' }));
    await waitFor(() => expect(lastQuery(backend).get('productList')).toBe('diesel-b7'));
    expect(lastQuery(backend).get('pageNumber')).toBe('1');
    expect(history.location.search).toContain('product=diesel-b7');
    expect(history.location.search).not.toContain('page=');

    // Page on, then sort: back to page 1 again.
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(lastQuery(backend).get('pageNumber')).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Preis' }));
    await waitFor(() => expect(lastQuery(backend).get('sortBy')).toBe('price'));
    expect(lastQuery(backend).get('sortType')).toBe('asc');
    expect(lastQuery(backend).get('pageNumber')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Alle Filter zurücksetzen' }));
    await waitFor(() => expect(lastQuery(backend).get('sortBy')).toBe('created'));
    expect(Object.fromEntries(lastQuery(backend))).toEqual({
      productType: 'FUEL',
      pageNumber: '1',
      pageLimit: '20',
      sortBy: 'created',
      sortType: 'desc',
    });
    expect(history.location.search).toBe('');
  });

  it('[K12] a bookmarked URL loads the same filtered view again, days sent from their start to their end', async () => {
    const backend = fakeBackend({ type: 'buyer', history: fortyFive });
    renderApp(
      '/orders?product=diesel-b7&partner=acc-suedoel&status=CANCELLED&from=2026-11-01&to=2026-11-20&priceMin=90.5&volumeMax=30000&page=2&sort=price&dir=asc',
    );
    await firstLink();
    const q = lastQuery(backend);
    expect(q.get('productList')).toBe('diesel-b7');
    expect(q.get('sellerList')).toBe('acc-suedoel');
    expect(q.get('orderStatusList')).toBe('CANCELLED');
    expect(q.get('priceMin')).toBe('90.5');
    expect(q.get('orderQuantityMax')).toBe('30000');
    expect(q.get('pageNumber')).toBe('2');
    expect(q.get('sortBy')).toBe('price');
    // Start of the first day to the end of the last day, as ISO instants (spec §9 date filters).
    expect(new Date(q.get('createdStart')!).getTime()).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).getTime());
    expect(new Date(q.get('createdEnd')!).getTime()).toBe(new Date(2026, 10, 20, 23, 59, 59, 999).getTime());
    // The export link carries the same filters and sort, without the page.
    const link = screen.getByRole('link', { name: 'Als CSV exportieren' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/api/orderHistory/export');
    expect(href.searchParams.get('productList')).toBe('diesel-b7');
    expect(href.searchParams.get('sortBy')).toBe('price');
    expect(href.searchParams.has('pageNumber')).toBe(false);
  });

  it('drops broken URL values instead of failing the page', () => {
    expect(
      historySearchSchema.parse({ page: 0, status: 'LOST', from: 'yesterday', priceMin: 'x', product: 'p' }),
    ).toEqual({
      product: 'p',
    });
    expect(historySearchSchema.parse({ priceMin: 92.5, invoiceMax: '1000,5' })).toEqual({
      priceMin: '92.5',
      invoiceMax: '1000.5',
    });
  });

  it('[O1] keeps the market mode when clearing, and a filter change always leaves the page', () => {
    expect(cleared({ mode: 'additive', product: 'x', page: 4 })).toEqual({ mode: 'additive' });
    expect(cleared({ product: 'x', sort: 'price' })).toEqual({});
    expect(withChange({ page: 5, product: 'a' }, { product: 'b' })).toEqual({ product: 'b' });
    expect(withChange({ page: 5 }, { sort: 'price', dir: 'asc' })).toEqual({ sort: 'price', dir: 'asc' });
    expect(withChange({ product: 'a' }, { page: 2 })).toEqual({ product: 'a', page: 2 });
    expect(historyQueryParams({ mode: 'additive' }, 'buyer').productType).toBe('ADDITIVE');
  });

  it('[P1] with ChildAccounts_Offers_View the buyer filter is the shareholder filter, sent as shareholders and buyers', async () => {
    const backend = fakeBackend({
      type: 'buyer',
      roles: ['ChildAccounts_Offers_View'],
      parentShareholderAccount: true,
      history: [row(1, { buyer: { id: 'acc-aviat-nord', name: 'Aviat Nord GmbH' } })],
    });
    renderApp('/orders');
    await firstLink();
    await userEvent.click(screen.getByRole('button', { name: /Gesellschafter/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aviat Nord GmbH' }));
    await waitFor(() => expect(lastQuery(backend).get('shareholderList')).toBe('acc-aviat-nord'));
    expect(lastQuery(backend).get('buyerList')).toBe('acc-aviat-nord');
  });

  it('[P1] without ChildAccounts_Offers_View there is no shareholder filter', async () => {
    fakeBackend({ type: 'buyer', history: [row(1)] });
    renderApp('/orders');
    await firstLink();
    expect(screen.queryByRole('button', { name: /Gesellschafter/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Verkäufer/ })).toBeInTheDocument();
  });
});

describe('order history: failures [H5]', () => {
  it('[H5] an answer without metadata, filter options or orders is an empty list with failure 500', () => {
    const full = { metadata: { total: 1, pageCount: 1 }, filterOptions: {}, orders: [row(1)] };
    for (const part of ['metadata', 'filterOptions', 'orders'] as const) {
      const broken: Record<string, unknown> = { ...full };
      delete broken[part];
      expect(historyView(broken, null)).toMatchObject({ orders: [], failure: 500, total: 0 });
    }
    expect(historyView(full, null)).toMatchObject({ orders: [row(1)], failure: null, total: 1 });
  });

  it('[H5] any other failure is an empty list with its HTTP status; nothing loading is no failure', () => {
    const error = new ApiError(503, {
      type: 'about:blank',
      title: 'x',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(historyView(undefined, error)).toMatchObject({ orders: [], failure: 503 });
    expect(historyView(undefined, new TypeError('Failed to fetch'))).toMatchObject({
      orders: [],
      failure: 0,
    });
    expect(historyView(undefined, null)).toMatchObject({ orders: [], failure: null });
  });

  it('[H5] the page shows the failure and no rows, and the table is not left loading', async () => {
    const backend = fakeBackend({ type: 'buyer', history: fortyFive });
    backend.failNext('GET /api/orderHistory', 503);
    backend.failNext('GET /api/orderHistory', 503);
    renderApp('/orders');
    expect(
      await screen.findByText(
        'Die Bestellhistorie konnte nicht geladen werden (Status 503).',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'));
  });
});

describe('the order page', () => {
  it('shows every field of the order, the edited marker and both volumes and prices', async () => {
    fakeBackend({ type: 'buyer', orders: [order()] });
    renderApp('/orders/ord-1');
    expect(
      await screen.findByRole('heading', { name: 'Bestellung FM-104211' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const text = (document.body.textContent ?? '').replace(/\u00a0/g, ' ');
    for (const part of [
      'K-5001',
      'AB-77',
      'Nordheiz Handel GmbH',
      'Südöl Vertrieb GmbH',
      'Billstraße 112 (20539)',
      '14 Tage',
      '22.188,00 €',
      '4.215,72 €',
      '26.403,72 €',
      'Offen',
      'Diese Bestellung wurde nach der Bestellung bearbeitet.',
    ]) {
      expect(text, part).toContain(part);
    }
    const positions = screen.getByRole('table', { name: 'Positionen' });
    expect(within(positions).getByText('24.000')).toBeInTheDocument();
    expect(within(positions).getByText('20.000')).toBeInTheDocument();
    expect(within(positions).getByText('92,4500 EUR/100 l')).toBeInTheDocument();
    expect(within(positions).getByText('91,9000 EUR/100 l')).toBeInTheDocument();
    // Buyers do not work orders.
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull();
  });

  it('[OC1] shows the buyer’s comment to the buyer and to the seller; none reads as a dash', async () => {
    for (const type of ['buyer', 'seller'] as const) {
      fakeBackend({ type, orders: [order({ comment: 'Abholung ab 7 Uhr' })] });
      const { unmount } = renderApp('/orders/ord-1');
      const label = await screen.findByText('Kommentar des Käufers', {}, { timeout: 5000 });
      expect(label.nextElementSibling?.textContent, type).toBe('Abholung ab 7 Uhr');
      unmount();
    }
    fakeBackend({ type: 'buyer', orders: [order({ comment: null })] });
    renderApp('/orders/ord-1');
    const label = await screen.findByText('Kommentar des Käufers', {}, { timeout: 5000 });
    expect(label.nextElementSibling?.textContent).toBe('–');
  });

  it('prints as the order confirmation', async () => {
    fakeBackend({ type: 'buyer', orders: [order()] });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/orders/ord-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Drucken' }, { timeout: 5000 }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('[OS1] the seller confirms from the order page after the question', async () => {
    fakeBackend({ type: 'seller', orders: [order()] });
    renderApp('/orders/ord-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Bestätigen' }, { timeout: 5000 }));
    const question = await screen.findByRole('alertdialog', { name: 'Bestellung bestätigen?' });
    expect(question).toHaveTextContent('Eine Bestätigung kann nicht rückgängig gemacht werden.');
  });

  it('[OS1] the seller changes the volume; a refusal for too little volume says how much is left', async () => {
    fakeBackend({ type: 'seller', orders: [order({ edited: false })] });
    const sent: unknown[] = [];
    let refuse = true;
    network.use(
      http.patch('/api/orders/{orderId}', async ({ request, response }) => {
        sent.push(await request.json());
        if (refuse) {
          refuse = false;
          return response.untyped(
            Response.json(
              {
                type: 'about:blank',
                title: 'x',
                status: 409,
                code: 'NOT_ENOUGH_VOLUME',
                context: { available: 1500 },
              },
              { status: 409 },
            ),
          );
        }
        return response(200).json(order({ edited: true }));
      }),
    );
    renderApp('/orders/ord-1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Menge oder Preis ändern' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung FM-104211 ändern' });
    const volume = within(dialog).getByRole('textbox', { name: 'Menge' });
    await userEvent.clear(volume);
    await userEvent.type(volume, '21500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'So viel Menge ist nicht mehr verfügbar: das Angebot hat noch 1.500 l.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ volume: 21500 }]);
    // The entry stays; the next try goes through.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Bestellung ist geändert.')).toBeInTheDocument();
    expect(sent).toEqual([{ volume: 21500 }, { volume: 21500 }]);
  });

  it('says when the order is not the account’s', async () => {
    fakeBackend({ type: 'buyer', orders: [] });
    renderApp('/orders/ord-9');
    expect(
      await screen.findByText(
        'Diese Bestellung gibt es nicht oder sie gehört nicht zu Ihrem Konto.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
