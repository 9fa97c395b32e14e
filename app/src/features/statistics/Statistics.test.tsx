import type { Schemas } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { paths } from '@fuelmarket/api-client';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network, type FakeBackend } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { pivotVolumes } from './ProductVolumeChart';
import { emptySelection, fromSaved, statsQueryOf, toSaved } from './selection';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const ranking: Schemas['AccountRankingRow'][] = Array.from({ length: 7 }, (_, i) => ({
  position: i + 1,
  accountId: `acc-${i + 1}`,
  accountName: `Kunde ${i + 1} GmbH`,
  orders: 10 - i,
  volume: (10 - i) * 10_000,
}));

const queries = (backend: FakeBackend) =>
  (backend.bodies.get('GET /api/orders/orderStats') ?? []).map((q) => new URLSearchParams(q as string));

describe('account ranking', () => {
  it('[L7] the dashboard shows the widget: the last 30 days, the top five, a link to the statistics', async () => {
    const backend = fakeBackend({ type: 'seller', ranking });
    renderApp('/');
    const widget = await screen.findByRole(
      'region',
      { name: 'Rangliste der letzten 30 Tage' },
      { timeout: 5000 },
    );
    const table = await within(widget).findByRole('table', {}, { timeout: 5000 });
    const names = (t: HTMLElement) => [...t.querySelectorAll('tbody th')].map((c) => c.textContent);
    expect(names(table)).toEqual(ranking.slice(0, 5).map((r) => r.accountName));
    expect(within(widget).getByRole('link', { name: 'Zur Statistik' })).toHaveAttribute('href', '/statistik');
    const q = queries(backend).find((x) => x.get('statType') === 'ACCOUNT_RANKING')!;
    expect(q.get('dayQuery')).toBe('30');
  });

  it('[L7][K4] the statistics page shows the report: every row, the filters, the chart', async () => {
    fakeBackend({
      type: 'seller',
      ranking,
      volumes: [
        {
          period: '2026-11-09',
          productId: 'heizoel-el',
          productName: 'Heizöl EL',
          orders: 2,
          volume: 40_000,
        },
        { period: '2026-11-16', productId: 'diesel-b7', productName: 'Diesel B7', orders: 1, volume: 12_000 },
      ],
    });
    renderApp('/statistik');
    const report = await screen.findByRole('region', { name: 'Rangliste' }, { timeout: 5000 });
    const table = await within(report).findByRole('table', {}, { timeout: 5000 });
    expect(table.querySelectorAll('tbody th')).toHaveLength(7);
    // The total volume with its unit beneath [K9], in litres as "L", not the API's code "lt" [K4].
    const total = within(table).getByText('490.000');
    expect(total.nextElementSibling).toHaveTextContent(/^L$/);
    expect(screen.getByRole('form', { name: 'Statistik filtern' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Volumen je Produkt' })).toBeInTheDocument();
  });

  it('[H9] an empty ranking reads buyer_no_ranking for sellers, seller_no_ranking for buyers, graph_no_results with filters', async () => {
    fakeBackend({ type: 'seller', ranking: [] });
    renderApp('/statistik');
    expect(
      await screen.findByText('Es gibt noch keine Rangliste Ihrer Käufer.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'Statistik filtern' });
    await userEvent.click(within(filters).getByRole('button', { name: /Zeitraum/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Letzte 7 Tage' }));
    expect(await screen.findByText('Für die gewählten Filter gibt es keine Ergebnisse.')).toBeInTheDocument();
    network.resetHandlers();
    fakeBackend({ type: 'buyer', ranking: [] });
    renderApp('/statistik');
    expect(
      await screen.findByText('Es gibt noch keine Rangliste Ihrer Verkäufer.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('[H8] a failed ranking shows the error widget, and a retry loads it', async () => {
    fakeBackend({ type: 'buyer', ranking });
    let failing = true;
    // The ranking fails until the outage ends; the other statistics answer.
    network.use(
      http.get('/api/orders/orderStats', ({ request, response }) => {
        if (!failing || new URL(request.url).searchParams.get('statType') !== 'ACCOUNT_RANKING')
          return undefined;
        return response.untyped(
          Response.json(
            { type: 'about:blank', title: 'x', status: 500, code: 'INTERNAL_ERROR' },
            { status: 500 },
          ),
        );
      }),
    );
    renderApp('/statistik');
    const report = await screen.findByRole('region', { name: 'Rangliste' }, { timeout: 5000 });
    expect(
      await within(report).findByText(
        'Die Statistik konnte nicht geladen werden (Status 500).',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(report).getByRole('button', { name: 'Erneut laden' }));
    expect(await within(report).findByRole('table', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('[K8] the time filter sends the last 1, 7 or 30 days or nothing; a custom range ends at 23:59:59.999', () => {
    expect(statsQueryOf(emptySelection, 'ACCOUNT_RANKING')).toEqual({ statType: 'ACCOUNT_RANKING' });
    expect(statsQueryOf({ ...emptySelection, days: 7 }, 'ACCOUNT_RANKING').dayQuery).toBe(7);
    const q = statsQueryOf(
      { ...emptySelection, range: { start: '2026-11-01', end: '2026-11-20' } },
      'PRODUCT_VOLUME',
    );
    expect(q.dayQuery).toBeUndefined();
    const [start, end] = q.dateRangeSelected!.map((v) => new Date(v));
    expect(start!.getTime()).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).getTime());
    expect(end!.getTime()).toBe(new Date(2026, 10, 20, 23, 59, 59, 999).getTime());
  });

  it('turns the volumes into one row per period with a column per product', () => {
    expect(
      pivotVolumes([
        { period: '2026-11-09', productId: 'a', productName: 'A', orders: 1, volume: 5 },
        { period: '2026-11-09', productId: 'b', productName: 'B', orders: 1, volume: 7 },
        { period: '2026-11-16', productId: 'a', productName: 'A', orders: 1, volume: 3 },
      ]),
    ).toEqual({
      series: [
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
      ],
      data: [
        { period: '2026-11-09', a: 5, b: 7 },
        { period: '2026-11-16', a: 3 },
      ],
    });
  });
});

describe('the saved selection [C4]', () => {
  it('[C4] starts from the saved selection and saves every change under ACCOUNT_RANKING_OPTIONS', async () => {
    const backend = fakeBackend({
      type: 'seller',
      ranking,
      rankingSetting: {
        terminalSelected: [],
        deliveryAddressSelected: [],
        productSelected: ['heizoel-el'],
        accountSelected: [],
        dateRangeSelected: null,
        dayQuery: 7,
      },
    });
    renderApp('/statistik');
    await screen.findByRole('region', { name: 'Rangliste' }, { timeout: 5000 });
    await waitFor(() =>
      expect(
        queries(backend).some((q) => q.get('dayQuery') === '7' && q.get('productSelected') === 'heizoel-el'),
      ).toBe(true),
    );
    const filters = screen.getByRole('form', { name: 'Statistik filtern' });
    expect(within(filters).getByRole('button', { name: /Zeitraum/ })).toHaveTextContent('Letzte 7 Tage');
    await userEvent.click(within(filters).getByRole('button', { name: /Zeitraum/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gesamt' }));
    await waitFor(() =>
      expect(backend.bodies.get('PUT /api/settings/ACCOUNT_RANKING_OPTIONS')).toEqual([
        {
          value: {
            terminalSelected: [],
            deliveryAddressSelected: [],
            productSelected: ['heizoel-el'],
            accountSelected: [],
            dateRangeSelected: null,
            dayQuery: null,
          },
        },
      ]),
    );
  });

  it('[C4] a saved custom range comes back as the same local days', () => {
    const saved = toSaved({ ...emptySelection, range: { start: '2026-11-01', end: '2026-11-20' } });
    expect(fromSaved(saved)).toEqual({
      ...emptySelection,
      range: { start: '2026-11-01', end: '2026-11-20' },
    });
    expect(fromSaved(null)).toEqual(emptySelection);
  });
});
