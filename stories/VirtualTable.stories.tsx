import { VirtualTable, type VirtualTableColumn } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { longGermanWord } from './helpers';

interface OfferRow {
  id: string;
  product: string;
  terminal: string;
  seller: string;
  price: string;
}

const terminals = ['Hamburg Blumensand', 'Duisburg Ruhrort', 'Karlsruhe Rheinhafen', 'Ingolstadt Nord'];
const rowsOf = (n: number): OfferRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `off-${i}`,
    product: i % 2 ? 'Diesel B7' : 'Heizöl EL schwefelarm',
    terminal: terminals[i % terminals.length]!,
    seller: i % 3 ? 'Südöl Vertrieb GmbH' : 'Rheintank Mineralöl KG',
    price: `${90 + (i % 40)},${String(i % 100).padStart(2, '0')} €`,
  }));

const columns: VirtualTableColumn<OfferRow>[] = [
  { id: 'index', header: 'Nr.', width: '5rem', cell: (r) => r.id.replace('off-', '') },
  { id: 'product', header: 'Produkt', cell: (r) => r.product },
  { id: 'terminal', header: 'Terminal', cell: (r) => r.terminal },
  { id: 'seller', header: 'Verkäufer', cell: (r) => r.seller },
  { id: 'price', header: 'Preis', align: 'end', cell: (r) => r.price },
];

const meta = {
  title: 'Data/VirtualTable',
  component: VirtualTable<OfferRow>,
  args: {
    caption: 'Kraftstoffangebote',
    columns,
    rows: rowsOf(20),
    getRowKey: (r: OfferRow) => r.id,
    viewportHeight: 400,
    rowHeight: 40,
  },
} satisfies Meta<typeof VirtualTable<OfferRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 5,000 offers: only the rows in view are in the DOM; scrolling brings the last one in. */
export const FiveThousandRows: Story = {
  args: { rows: rowsOf(5000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Kraftstoffangebote' });
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rendered = () => table.querySelectorAll('tbody tr:not([data-spacer])').length;
    await expect(rendered()).toBeLessThanOrEqual(80);
    const scroller = canvas.getByRole('region', { name: 'Kraftstoffangebote' });
    scroller.focus();
    await userEvent.keyboard('{End}');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('4999')).toBeInTheDocument());
    await expect(rendered()).toBeLessThanOrEqual(80);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'Keine Angebote für diese Auswahl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Angebote für diese Auswahl')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { rows: [], isLoading: true } };

export const LongGermanWords: Story = {
  args: { rows: rowsOf(3).map((r) => ({ ...r, product: longGermanWord })) },
};
