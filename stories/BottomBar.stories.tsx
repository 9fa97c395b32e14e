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
  // The bar is fixed to the bottom edge; the transform makes this box its containing block (unless the
  // story shows the bar on a whole page).
  decorators: [
    (Story, { parameters }) =>
      parameters.wholePage ? (
        Story()
      ) : (
        <div style={{ minHeight: 160, maxWidth: 480, transform: 'translateZ(0)' }}>{Story()}</div>
      ),
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

/**
 * On a page taller than the screen: scrolled to the end, the page's last line (the footer's links) sits
 * above the bar, where it can be read and clicked.
 */
export const PageEndAboveTheBar: Story = {
  parameters: { wholePage: true },
  render: (args) => (
    <>
      <div style={{ minHeight: '150vh' }}>Seiteninhalt</div>
      <footer>
        <a href="#impressum">Impressum</a>
      </footer>
      <BottomBar {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const win = doc.defaultView!;
    win.scrollTo(0, doc.documentElement.scrollHeight);
    await waitFor(() =>
      expect(Math.ceil(win.scrollY + win.innerHeight)).toBeGreaterThanOrEqual(
        doc.documentElement.scrollHeight - 1,
      ),
    );
    const link = within(canvasElement).getByRole('link', { name: 'Impressum' });
    const box = link.getBoundingClientRect();
    const hit = doc.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit !== null && link.contains(hit)).toBe(true);
    win.scrollTo(0, 0);
  },
};
