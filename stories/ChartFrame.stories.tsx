import { ChartFrame } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { expect, userEvent, within } from 'storybook/test';

interface VolumeRow {
  [key: string]: string | number;
  month: string;
  heizoel: number;
  diesel: number;
  benzin: number;
}

const data: VolumeRow[] = [
  { month: 'Jun', heizoel: 120000, diesel: 80000, benzin: 30000 },
  { month: 'Jul', heizoel: 95000, diesel: 91000, benzin: 42000 },
  { month: 'Aug', heizoel: 101000, diesel: 87000, benzin: 39000 },
  { month: 'Sep', heizoel: 143000, diesel: 92000, benzin: 35000 },
  { month: 'Okt', heizoel: 188000, diesel: 99000, benzin: 31000 },
];

const series = [
  { key: 'heizoel', label: 'Heizöl' },
  { key: 'diesel', label: 'Diesel' },
  { key: 'benzin', label: 'Benzin' },
];

/** `ChartFrame` bound to the story's row type. */
const VolumeChartFrame = ChartFrame<VolumeRow>;

const meta = {
  title: 'Data/ChartFrame',
  component: VolumeChartFrame,
  args: {
    title: 'Volumen je Monat',
    description: 'in Litern',
    data,
    categoryKey: 'month',
    categoryLabel: 'Monat',
    series,
    children: (palette) => (
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis width={64} />
          <Tooltip />
          <Legend />
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={palette[i % palette.length]}
              strokeWidth={2}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof VolumeChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};

export const Bars: Story = {
  args: {
    children: (palette) => (
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis width={64} />
          <Legend />
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={palette[i % palette.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    ),
  },
};

export const TableAlternative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Als Tabelle anzeigen' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Volumen je Monat' });
    await expect(within(table).getAllByRole('row')).toHaveLength(data.length + 1);
    await expect(within(table).getByRole('row', { name: /Okt/ })).toHaveTextContent('188');
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = { args: { data: [] } };
