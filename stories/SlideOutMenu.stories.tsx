import { Button, SlideOutMenu } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { sellerNavItems } from './navItems';

const meta = {
  title: 'Layout/SlideOutMenu',
  component: SlideOutMenu,
  args: { isOpen: true, onOpenChange: fn(), items: sellerNavItems(3), activeId: 'statistics' },
} satisfies Meta<typeof SlideOutMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    children: (
      <Button variant="tertiary" fullWidth>
        Abmelden
      </Button>
    ),
  },
};

export const FromEnd: Story = { args: { side: 'end' } };

export const LongGermanWords: Story = {
  args: {
    title: 'Heizöl-Lieferbedingungenänderungsmitteilung',
    items: [{ id: 'a', label: 'Mineralölsteuerbefreiungsbescheinigung', href: '#/a' }],
  },
};

export const OpenAndCloseByKeyboard: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Menü öffnen
        </Button>
        <SlideOutMenu {...args} isOpen={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Menü öffnen' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Menü' });
    await expect(within(dialog).getByRole('link', { name: 'Statistik' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
