import { screen } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { VirtualTable, type VirtualTableColumn } from './VirtualTable';

interface Item {
  id: string;
  name: string;
}

const many = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Zeile ${i}` }));

function counted(renders: Map<string, number>): VirtualTableColumn<Item>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (row) => {
        renders.set(row.id, (renders.get(row.id) ?? 0) + 1);
        return row.name;
      },
    },
  ];
}

describe('VirtualTable', () => {
  it('renders 5,000 rows with at most 80 row elements in the DOM and announces the full count', () => {
    const columns = counted(new Map());
    renderWithUi(
      <VirtualTable caption="Angebote" columns={columns} rows={many(5000)} getRowKey={(r) => r.id} />,
    );
    const table = screen.getByRole('table', { name: 'Angebote' });
    const bodyRows = table.querySelectorAll('tbody tr:not([data-spacer])');
    expect(bodyRows.length).toBeGreaterThan(5);
    expect(bodyRows.length).toBeLessThanOrEqual(80);
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(screen.getByText('Zeile 0')).toBeInTheDocument();
    expect(screen.queryByText('Zeile 4999')).toBeNull();
  });

  it('re-renders only the rows whose object changed when the rows array is replaced', () => {
    const renders = new Map<string, number>();
    const columns = counted(renders);
    const initial = many(20);
    let replace: (next: Item[]) => void = () => {};
    function Harness() {
      const [rows, setRows] = useState(initial);
      replace = setRows;
      return <VirtualTable caption="Angebote" columns={columns} rows={rows} getRowKey={(r) => r.id} />;
    }
    renderWithUi(<Harness />);
    renders.clear();
    act(() => replace(initial.map((row, i) => (i === 3 ? { ...row, name: 'Geändert' } : row))));
    expect(screen.getByText('Geändert')).toBeInTheDocument();
    expect([...renders.keys()]).toEqual(['r3']);
  });

  it('asks for the next page once the end of the loaded rows is in view, and counts every row', () => {
    let asked = 0;
    const columns = counted(new Map());
    const paged = (loaded: number, total: number, isLoadingMore = false) => (
      <VirtualTable
        caption="Angebote"
        columns={columns}
        rows={many(loaded)}
        getRowKey={(r) => r.id}
        totalRows={total}
        onEndReached={() => asked++}
        isLoadingMore={isLoadingMore}
      />
    );
    const { rerender } = renderWithUi(paged(200, 250));
    expect(screen.getByRole('table', { name: 'Angebote' })).toHaveAttribute('aria-rowcount', '251');
    expect(asked).toBe(0);
    // Fewer loaded rows than fit the viewport: the end is in view at once.
    rerender(paged(5, 250, true));
    expect(asked).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Weitere Einträge werden geladen');
    // Everything loaded: no more calls.
    rerender(paged(6, 6));
    expect(asked).toBe(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty text without rows', () => {
    renderWithUi(
      <VirtualTable
        caption="Angebote"
        columns={counted(new Map())}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyText="Keine Angebote"
      />,
    );
    expect(screen.getByText('Keine Angebote')).toBeInTheDocument();
  });
});
