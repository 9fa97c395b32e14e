import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { tableMessages } from './messages';
import { Table, type TableColumn, type TableSort } from './Table';

interface Order {
  id: string;
  product: string;
  volume: number;
}

const orders: Order[] = [
  { id: '1', product: 'Heizöl EL', volume: 3000 },
  { id: '2', product: 'Diesel', volume: 12000 },
  { id: '3', product: 'Benzin', volume: 500 },
];

const columns: TableColumn<Order>[] = [
  { id: 'product', header: 'Produkt', cell: (o) => o.product, sortable: true },
  { id: 'volume', header: 'Volumen', cell: (o) => o.volume, sortable: true, align: 'end' },
  { id: 'id', header: 'Nr.', cell: (o) => o.id },
];

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={tableMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

function SortableOrders() {
  const [sort, setSort] = useState<TableSort | undefined>();
  const rows = [...orders].sort((a, b) => {
    if (!sort) return 0;
    const key = sort.columnId as 'product' | 'volume';
    const diff = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'ascending' ? diff : -diff;
  });
  return (
    <Table
      caption="Bestellungen"
      columns={columns}
      rows={rows}
      getRowKey={(o) => o.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('Table', { timeout: 20_000 }, () => {
  it('names the table by its caption and marks unsorted sortable headers with aria-sort none', () => {
    renderDe(<Table caption="Bestellungen" columns={columns} rows={orders} getRowKey={(o) => o.id} />);
    expect(screen.getByRole('table', { name: 'Bestellungen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Produkt/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Nr.' })).not.toHaveAttribute('aria-sort');
  });

  it('lets keyboard users reach and scroll a table wider than the screen: a named, focusable region', async () => {
    renderDe(<Table caption="Bestellungen" columns={columns} rows={orders} getRowKey={(o) => o.id} />);
    const region = screen.getByRole('region', { name: 'Bestellungen' });
    expect(region).toContainElement(screen.getByRole('table'));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('sorts ascending on the first activation and descending on the second, reflected in aria-sort', async () => {
    const user = userEvent.setup();
    renderDe(<SortableOrders />);
    const header = screen.getByRole('columnheader', { name: /Produkt/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Benzin', 'Diesel', 'Heizöl EL']);
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Heizöl EL', 'Diesel', 'Benzin']);
  });

  it('starts a newly chosen column ascending and resets the previous header to none', async () => {
    const user = userEvent.setup();
    renderDe(<SortableOrders />);
    await user.click(screen.getByRole('button', { name: /Produkt/ }));
    await user.click(screen.getByRole('button', { name: /Volumen/ }));
    expect(screen.getByRole('columnheader', { name: /Volumen/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Produkt/ })).toHaveAttribute('aria-sort', 'none');
    expect(firstColumn()).toEqual(['Benzin', 'Heizöl EL', 'Diesel']);
  });

  it('shows the empty text in a full-width cell when there are no rows', () => {
    renderDe(<Table caption="Bestellungen" columns={columns} rows={[]} getRowKey={(o) => o.id} />);
    const cell = screen.getByRole('cell', { name: 'Keine Einträge vorhanden' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('pages forward and back and disables the buttons at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = renderDe(
      <Table
        caption="Bestellungen"
        columns={columns}
        rows={orders}
        getRowKey={(o) => o.id}
        page={1}
        pageCount={3}
        onPageChange={onPageChange}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    rerender(
      <IntlProvider locale="de" messages={tableMessages.de}>
        <Table
          caption="Bestellungen"
          columns={columns}
          rows={orders}
          getRowKey={(o) => o.id}
          page={3}
          pageCount={3}
          onPageChange={onPageChange}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('hides pagination when everything fits on one page', () => {
    renderDe(
      <Table
        caption="Bestellungen"
        columns={columns}
        rows={orders}
        getRowKey={(o) => o.id}
        page={1}
        pageCount={1}
        onPageChange={() => {}}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
