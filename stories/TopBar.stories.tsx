import { brands } from '@fuelmarket/brands';
import { TopBar, UserDropdown } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { brandFromGlobals } from '../.storybook/brand';
import { sellerNavItems } from './navItems';

function BrandLogo({ svg }: { svg: string }) {
  // The brand's own SVG markup (drawn in packages/brands); the link around it carries the name.
  return <span style={{ display: 'inline-flex', height: 32 }} dangerouslySetInnerHTML={{ __html: svg }} />;
}

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  args: {
    logo: null,
    logoLabel: 'Zum Dashboard',
    items: sellerNavItems(7),
    activeId: 'orders',
  },
  render: (args, { globals }) => {
    const brand = brands[brandFromGlobals(globals)];
    return (
      <TopBar
        {...args}
        logo={<BrandLogo svg={brand.logoSvg} />}
        logoLabel={`${brand.displayName} – Dashboard`}
        userMenu={<UserDropdown firstName="Markus" lastName="Weber" onAction={fn()} />}
      />
    );
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: / – Dashboard$/ })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(within(nav).getByRole('link', { name: /Bestellungen/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OpenOrdersAbove99: Story = {
  args: { items: sellerNavItems(150) },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Bestellungen/ });
    await expect(within(link).getByText('99+')).toBeVisible();
    await expect(link).toHaveAccessibleName('Bestellungen 150 offene Bestellungen');
  },
};

export const UserDropdownOpenClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Markus Weber/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Einstellungen', 'Hilfe', 'Abmelden']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongGermanWords: Story = {
  args: {
    items: [
      { id: 'a', label: 'Heizöl-Lieferbedingungenänderungsmitteilung', href: '#/a' },
      { id: 'b', label: 'Mineralölsteuerbefreiungsbescheinigung', href: '#/b' },
    ],
  },
};
