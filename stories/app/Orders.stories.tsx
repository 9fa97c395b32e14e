import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { SellerScreen } from './SellerScreen';

/**
 * The seller's orders (`/orders`) of the app itself, per brand: the history table with its statuses,
 * the filter bar, the date range picker in use, and an order's page; against app/src/test/screenNetwork.ts.
 */
const meta = {
  title: 'App/Bestellungen',
  component: SellerScreen,
  args: { path: '/orders' },
  render: (args, context) => <SellerScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SellerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const History: Story = {
  args: { brandId: 'default' },
  name: '[OS1] Order history',
  play: async () => {
    const link = await page().findByRole(
      'link',
      { name: 'Bestellung FM-500100 öffnen' },
      { timeout: 10_000 },
    );
    await expect(link).toBeVisible();
    await expect(page().getByText('24 Bestellungen')).toBeVisible();
    await expect(page().getAllByText('bearbeitet').length).toBe(1);
    await expect(page().getByRole('button', { name: 'Nächste Seite' })).toBeVisible();
  },
};

export const FilterBar: Story = {
  args: { brandId: 'default' },
  name: '[O1] Filter bar with the date range picker',
  play: async () => {
    const filters = await page().findByRole('form', { name: 'Bestellungen filtern' }, { timeout: 10_000 });
    await userEvent.click(within(filters).getByRole('button', { name: /Status/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Unvollständig' }));
    const created = within(filters).getByRole('group', { name: 'Bestelldatum' });
    await userEvent.click(within(created).getByRole('button'));
    const calendar = await page().findByRole('dialog');
    await waitFor(() => expect(within(calendar).getAllByRole('grid').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(filters).getByText('Weitere Filter'));
    await expect(within(filters).getByRole('textbox', { name: 'Preis ab' })).toBeVisible();
  },
};

export const OrderPage: Story = {
  args: { brandId: 'default', path: '/orders/ord-1' },
  name: 'Order page (not found in the fake: the page says so)',
  play: async () => {
    await expect(
      await page().findByText(
        'Diese Bestellung gibt es nicht oder sie gehört nicht zu Ihrem Konto.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { brandId: 'default', empty: true },
  name: 'No orders yet',
  play: async () => {
    await expect(
      await page().findByText('Keine Bestellungen vorhanden.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
