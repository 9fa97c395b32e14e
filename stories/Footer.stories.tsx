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

/** The app's cookie-settings entry is a button (it opens a dialog): it must look like the links beside it. */
export const WithCookieSettingsButton: Story = {
  args: { children: <button type="button">Cookie-Einstellungen</button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Cookie-Einstellungen' });
    const link = canvas.getByRole('link', { name: 'Impressum' });
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return {
        color: style.color,
        backgroundColor: style.backgroundColor,
        borderTopWidth: style.borderTopWidth,
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        textDecorationLine: style.textDecorationLine,
        paddingLeft: style.paddingLeft,
        height: Math.round(element.getBoundingClientRect().height),
        centre: Math.round(element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2),
      };
    };
    await expect(look(button)).toEqual(look(link));
  },
};
