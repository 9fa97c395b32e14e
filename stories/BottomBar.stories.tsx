import { BottomBar, SlideOutMenu } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { sellerNavItems } from './navItems';

const meta = {
  title: 'Layout/BottomBar',
  component: BottomBar,
  args: { items: sellerNavItems(12), activeId: 'dashboard', onMenuOpen: fn(), hideOnLargeScreens: false },
  parameters: { layout: 'fullscreen' },
  // The bar is fixed to the bottom edge; the transform makes this box its containing block.
  decorators: [
    (Story) => <div style={{ minHeight: 160, maxWidth: 480, transform: 'translateZ(0)' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenOrdersAbove99: Story = { args: { items: sellerNavItems(240), activeId: 'orders' } };

export const LongGermanWords: Story = {
  args: {
    items: [
      { id: 'a', label: 'Heizöl-Lieferbedingungenänderungsmitteilung', href: '#/a', icon: '⌂' },
      { id: 'b', label: 'Mineralölsteuerbefreiungsbescheinigung', href: '#/b', icon: '§' },
    ],
  },
};

export const WithSlideOutMenu: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <BottomBar {...args} onMenuOpen={() => setOpen(true)} />
        <SlideOutMenu isOpen={open} onOpenChange={setOpen} items={args.items} activeId={args.activeId} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menü' }));
    const dialog = await body.findByRole('dialog', { name: 'Menü' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
