import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { SellerScreen } from './SellerScreen';

/**
 * The statistics (`/statistik`) and the dashboard's ranking widget of the app itself, per brand: the
 * account ranking in report and widget mode, its empty states and the volume chart; against
 * app/src/test/screenNetwork.ts.
 */
const meta = {
  title: 'App/Statistik',
  component: SellerScreen,
  args: { path: '/statistik' },
  render: (args, context) => <SellerScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SellerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Report: Story = {
  args: { brandId: 'default' },
  name: '[L7] Ranking in report mode with the chart',
  play: async () => {
    const report = await page().findByRole('region', { name: 'Rangliste' }, { timeout: 10_000 });
    await expect(await within(report).findByText('Nordheiz Handel GmbH')).toBeVisible();
    const chart = await page().findByRole('figure', { name: 'Volumen je Produkt' });
    await userEvent.click(within(chart).getByRole('button', { name: 'Als Tabelle anzeigen' }));
    await expect(within(chart).getByRole('table')).toBeVisible();
  },
};

export const Widget: Story = {
  args: { brandId: 'default', path: '/' },
  name: '[L7] Ranking widget on the dashboard',
  play: async () => {
    const widget = await page().findByRole(
      'region',
      { name: 'Rangliste der letzten 30 Tage' },
      { timeout: 10_000 },
    );
    await expect(await within(widget).findByText('Nordheiz Handel GmbH')).toBeVisible();
    await expect(within(widget).getByRole('link', { name: 'Zur Statistik' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { brandId: 'default', empty: true },
  name: '[H9] Empty ranking: no ranking yet, then no results for the filters',
  play: async () => {
    await expect(
      await page().findByText('Es gibt noch keine Rangliste Ihrer Käufer.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const filters = page().getByRole('form', { name: 'Statistik filtern' });
    await userEvent.click(within(filters).getByRole('button', { name: /Zeitraum/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Letzte 7 Tage' }));
    await expect(await page().findByText('Für die gewählten Filter gibt es keine Ergebnisse.')).toBeVisible();
  },
};
