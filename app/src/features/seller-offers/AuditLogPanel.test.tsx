import type { paths, Schemas } from '@fuelmarket/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const entry = (n: number, over: Partial<Schemas['AuditEntry']> = {}): Schemas['AuditEntry'] => ({
  id: String(n),
  at: '2026-11-26T07:42:10.000Z',
  user: { id: 'u-seller-1', name: 'Markus Weber' },
  entity: 'offer',
  entityId: 'off-1',
  label: 'Heizöl EL schwefelarm, Hamburg Blumensand',
  action: 'updated',
  changes: [
    { field: 'price', before: '92.4500', after: '93.5000' },
    { field: 'collection_end', before: null, after: '2026-12-10' },
  ],
  ...over,
});

describe('/meine-angebote, changes', { timeout: 30_000 }, () => {
  it('lists who changed what and when, each changed field before and after, page by page', async () => {
    fakeBackend({ type: 'seller' });
    const pages: string[] = [];
    network.use(
      http.get('/api/seller/offers', ({ response }) => response(200).json([])),
      http.get('/api/seller/audit', ({ query, response }) => {
        const page = Number(query.get('pageNumber') ?? '1');
        pages.push(String(page));
        const entries =
          page === 1
            ? [
                entry(2),
                entry(1, { action: 'created', entity: 'pricing_rule', label: 'Fracht Nordheiz', user: null }),
              ]
            : [entry(0, { action: 'deleted' })];
        return response(200).json({
          entries,
          metadata: { pageCount: 2, pageLimit: 20, pageNumber: page, total: 3 },
        });
      }),
    );
    renderApp('/meine-angebote');
    await userEvent.click(await screen.findByRole('tab', { name: 'Änderungen' }));
    const table = await screen.findByRole('table', { name: 'Änderungen, neueste zuerst' });
    const rows = await within(table).findAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1]!)).toEqual([
      expect.stringMatching(/^26\.11\.2026/),
      'Markus Weber',
      'Angebot Heizöl EL schwefelarm, Hamburg Blumensand',
      'geändert',
      'Preis: 92.4500 → 93.5000Abholung bis: – → 2026-12-10',
    ]);
    expect(cells(rows[2]!).slice(1)).toEqual(['Plattform', 'Preisregel Fracht Nordheiz', 'angelegt', '–']);

    await userEvent.click(screen.getByRole('button', { name: /Seite 2|Nächste/ }));
    expect(await within(table).findByRole('cell', { name: 'gelöscht' })).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });
});
