import { Table, type TableColumn, type TableProps, type TableSort } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

interface Order {
  id: string;
  product: string;
  terminal: string;
  volume: number;
}

const orders: Order[] = [
  { id: 'B-1001', product: 'Heizöl EL schwefelarm', terminal: 'Hamburg Harburg', volume: 30000 },
  { id: 'B-1002', product: 'Diesel B7', terminal: 'Duisburg Hafen', volume: 12000 },
  { id: 'B-1003', product: 'Benzin Super E10', terminal: 'Karlsruhe Rheinhafen', volume: 500 },
  { id: 'B-1004', product: 'AdBlue', terminal: 'Würzburg', volume: 2500 },
  { id: 'B-1005', product: 'Heizöl Premium', terminal: 'Regensburg', volume: 8000 },
];

const columns: TableColumn<Order>[] = [
  { id: 'id', header: 'Nr.', cell: (o) => o.id, width: '15%' },
  { id: 'product', header: 'Produkt', cell: (o) => o.product, sortable: true },
  { id: 'terminal', header: 'Terminal', cell: (o) => o.terminal, sortable: true },
  {
    id: 'volume',
    header: 'Volumen (L)',
    cell: (o) => o.volume.toLocaleString('de-DE'),
    sortable: true,
    align: 'end',
  },
];

/** `Table` bound to the story's row type. */
const OrderTable = Table<Order>;

const PAGE_SIZE = 2;

/** Sorts and pages in memory like the app's order history (sorting resets to page 1). */
function InteractiveOrders(props: TableProps<Order>) {
  const [sort, setSort] = useState<TableSort | undefined>();
  const [page, setPage] = useState(1);
  const sorted = [...props.rows].sort((a, b) => {
    if (!sort) return 0;
    const key = sort.columnId as keyof Order;
    const diff = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'ascending' ? diff : -diff;
  });
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  return (
    <OrderTable
      {...props}
      rows={sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
    />
  );
}

const meta = {
  title: 'Data/Table',
  component: OrderTable,
  args: { caption: 'Bestellungen', columns, rows: orders, getRowKey: (o: Order) => o.id },
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SortedAndPaged: Story = {
  render: (args) => <InteractiveOrders {...args} />,
};

export const Empty: Story = { args: { rows: [], emptyText: 'Keine Bestellungen vorhanden' } };

export const Loading: Story = { args: { rows: [], isLoading: true } };

export const LongGermanWords: Story = {
  args: {
    rows: [
      {
        id: 'B-2001',
        product: 'Heizöl-Lieferbedingungenänderungsmitteilung',
        terminal: 'Mineralölsteuerbefreiungsbescheinigungsstelle',
        volume: 1000,
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

const productColumn = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

export const SortingByKeyboard: Story = {
  render: (args) => <InteractiveOrders {...args} rows={orders.slice(0, 3)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Produkt/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // First the scroll region (so a table wider than the screen scrolls by keyboard), then the header.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Bestellungen' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(header).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(productColumn(canvasElement)).toEqual(['Benzin Super E10', 'Diesel B7']);
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(productColumn(canvasElement)).toEqual(['Heizöl EL schwefelarm', 'Diesel B7']);
  },
};

export const Pagination: Story = {
  render: (args) => <InteractiveOrders {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(within(nav).getByText('Seite 1 von 3')).toBeInTheDocument();
    await expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    await expect(within(nav).getByText('Seite 2 von 3')).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'B-1003' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByText('Seite 3 von 3')).toBeInTheDocument();
    await expect(within(nav).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    // Sorting resets to the first page.
    await userEvent.click(canvas.getByRole('button', { name: /Volumen/ }));
    await expect(within(nav).getByText('Seite 1 von 3')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('B-1003');
  },
};
