import { brands } from '@fuelmarket/brands';
import { Footer } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandFromGlobals } from '../.storybook/brand';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { company: brands.default.company, links: brands.default.links, poweredBy: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the brand toolbar: company, links and "Powered by" come from the brand data. */
export const CurrentBrand: Story = {
  render: (args, { globals }) => {
    const brand = brands[brandFromGlobals(globals)];
    return <Footer {...args} company={brand.company} links={brand.links} poweredBy={brand.poweredBy} />;
  },
  play: async ({ canvasElement, globals }) => {
    const brand = brands[brandFromGlobals(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByText(brand.company.name)).toBeInTheDocument();
    const logo = canvas.queryByRole('img', { name: 'Powered by fuelmarket' });
    if (brand.poweredBy) await expect(logo).toBeInTheDocument();
    else await expect(logo).toBeNull();
  },
};

export const WithPoweredBy: Story = {
  args: { company: brands.ch.company, links: brands.ch.links, poweredBy: true },
};

export const WithCookieSettingsLink: Story = {
  args: {
    children: (
      <a href="#cookies" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
        Cookie-Einstellungen
      </a>
    ),
  },
};
