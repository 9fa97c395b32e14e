import { RankingTable, rankingViewers, type RankingRow } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const rows: RankingRow[] = [
  { id: 'nordheiz', position: 1, accountName: 'Nordheiz GmbH', orderCount: 42, volume: 1_250_000 },
  { id: 'aviaten', position: 2, accountName: 'Aviaten Gruppe', orderCount: 31, volume: 860_500 },
  { id: 'rheintank', position: 3, accountName: 'Rheintank Handels-KG', orderCount: 12, volume: 120_000 },
  { id: 'waerme', position: 4, accountName: 'Wärme Wien', orderCount: 3, volume: 9_000 },
];

const meta = {
  title: 'Data/RankingTable',
  component: RankingTable,
  args: { caption: 'Rangliste der Käufer', rows, viewer: 'seller' },
  argTypes: { viewer: { control: 'inline-radio', options: rankingViewers } },
} satisfies Meta<typeof RankingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SellerView: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Rangliste der Käufer' });
    const widths = [...table.querySelectorAll('col')].map((col) => col.style.width);
    await expect(widths).toEqual(['15%', '30%', '20%', '35%']);
  },
};

export const BuyerView: Story = {
  args: { viewer: 'buyer', caption: 'Rangliste der Verkäufer', highlightId: 'aviaten' },
};

export const EmptyForSeller: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/keine Rangliste Ihrer Käufer/)).toBeInTheDocument();
  },
};

export const EmptyForBuyer: Story = {
  args: { rows: [], viewer: 'buyer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/keine Rangliste Ihrer Verkäufer/)).toBeInTheDocument();
  },
};

export const EmptyWithFilters: Story = {
  args: { rows: [], hasFilters: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/gewählten Filter/)).toBeInTheDocument();
  },
};

export const LongGermanWords: Story = {
  args: {
    rows: [
      {
        id: 'lang',
        position: 1,
        accountName: 'Heizöl-Lieferbedingungenänderungsmitteilungsgesellschaft',
        orderCount: 7,
        volume: 45_000,
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
