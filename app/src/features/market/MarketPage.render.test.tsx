import type * as Ui from '@fuelmarket/ui';
import type { VirtualTableProps } from '@fuelmarket/ui';
import { act, screen, within } from '@testing-library/react';
import { useMemo, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { fakeMarket, fakeOffer } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';

/** Counts renders of the offers table and of each row's cells (per offer id). */
const counts = vi.hoisted(() => ({ table: 0, cells: new Map<string, number>() }));

vi.mock('@fuelmarket/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  function CountingVirtualTable<T>(props: VirtualTableProps<T>) {
    counts.table += 1;
    const { columns: original } = props;
    const keyOf = useRef(props.getRowKey);
    keyOf.current = props.getRowKey;
    // Wrapped once per columns array, so the wrapper keeps the table's memoisation intact.
    const columns = useMemo(
      () =>
        original.map((column) => ({
          ...column,
          cell: (row: T) => {
            const key = keyOf.current(row);
            counts.cells.set(key, (counts.cells.get(key) ?? 0) + 1);
            return column.cell(row);
          },
        })),
      [original],
    );
    return <ui.VirtualTable {...props} columns={columns} />;
  }
  return { ...ui, VirtualTable: CountingVirtualTable };
});

let stop: (() => void) | undefined;
beforeEach(() => {
  counts.table = 0;
  counts.cells.clear();
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

const buyer = { type: 'buyer' as const, roles: ['MyOffers_Purchase' as const] };

describe('market table rendering', () => {
  it('[T1] the 1 s market timer ticks without rendering the offers table', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { offers: [fakeOffer(1), fakeOffer(2)] });
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    const table = await screen.findByRole('table', { name: 'Kraftstoffangebote' });
    await within(table).findByText('Heizöl EL 2');
    const before = view.app.timer.getSnapshot().remainingMs;
    counts.table = 0;
    counts.cells.clear();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2200)));
    expect(view.app.timer.getSnapshot().remainingMs).toBeLessThan(before);
    expect(counts.table).toBe(0);
    expect(counts.cells.size).toBe(0);
  });

  it('[T6] new prices from the event stream fetch the offers again; only the changed row renders', async () => {
    const backend = fakeBackend(buyer);
    const market = fakeMarket(backend, { offers: [fakeOffer(1), fakeOffer(2), fakeOffer(3)] });
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    const table = await screen.findByRole('table', { name: 'Kraftstoffangebote' });
    await within(table).findByText('Heizöl EL 3');
    counts.cells.clear();
    market.state.offers = [fakeOffer(1), fakeOffer(2, { price: '95.1000' }), fakeOffer(3)];
    act(() =>
      view.app.timer.updatePrices([
        { symbol: 'ICE/GAS/M00', price: '750.0000', live: true, timestamp: new Date().toISOString() },
      ]),
    );
    expect(await within(table).findByText('95,10 €')).toBeInTheDocument();
    expect(backend.calls.filter((c) => c.startsWith('GET /api/v2/offers'))).toHaveLength(2);
    expect([...counts.cells.keys()]).toEqual(['off-2']);
  });
});
