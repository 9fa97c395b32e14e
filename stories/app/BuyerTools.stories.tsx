import type { BrandId } from '@fuelmarket/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { AppScreen } from './AppScreen';
import { buyerToolsHandlers } from '../../app/src/test/buyerToolsNetwork';

/** The market of a buyer with its favourites lists and delivery addresses, against app/src/test/buyerToolsNetwork.ts. */
function BuyerToolsScreen({ brandId, connected = true }: { brandId: BrandId; connected?: boolean }) {
  return (
    <AppScreen
      brandId={brandId}
      path="/handelsplatz"
      handlers={(brand) => buyerToolsHandlers({ connected, currency: brand.currency })}
    />
  );
}

/**
 * The favourites wizard [S2] and the delivery address form [S8] of the app itself, opened from the market,
 * per brand (the toolbar's brand; the Austrian brand offers terminals without regions [B11]).
 */
const meta = {
  title: 'App/Favoriten und Lieferadressen',
  component: BuyerToolsScreen,
  args: { brandId: 'default' },
  render: (args, context) => <BuyerToolsScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BuyerToolsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays (dialogs, list boxes) render at the end of the body, outside the story's root. */
const page = () => within(document.body);
/** Visible, once the dialog's fade-in has ended (an element in a fading dialog has opacity below 1). */
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());
const open = async (name: string) =>
  userEvent.click(await page().findByRole('button', { name }, { timeout: 10_000 }));

export const FavouritesWizard: Story = {
  name: '[S2] Favourites wizard: products, regions and terminals, sellers, then a name',
  play: async () => {
    await open('Favoriten verwalten');
    const dialog = within(await page().findByRole('dialog', { name: 'Favoritenlisten' }));
    await visible(await dialog.findByRole('cell', { name: 'Heizöl Nord' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Neue Favoritenliste' }));
    await visible(dialog.getByRole('heading', { name: 'Produkte' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Diesel B7' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await visible(dialog.getByRole('heading', { name: /Abholterminals/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Duisburg Ruhrort/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    // Sellers: at least one.
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await visible(await dialog.findByText('Bitte wählen Sie mindestens einen Verkäufer.'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Rheintank Mineralöl KG' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name der Liste/ }), 'Diesel Duisburg');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await visible(await dialog.findByRole('cell', { name: 'Diesel Duisburg' }));
  },
};

export const FavouritesWithoutSeller: Story = {
  args: { connected: false },
  name: '[S2] Favourites without a seller connection: an explanation, no wizard',
  play: async () => {
    await open('Favoriten verwalten');
    const dialog = within(await page().findByRole('dialog', { name: 'Favoritenlisten' }));
    await visible(dialog.getByText('Favoritenlisten brauchen eine Verkäuferverbindung'));
    await expect(dialog.queryByRole('button', { name: 'Neue Favoritenliste' })).toBeNull();
  },
};

export const DeliveryAddressForm: Story = {
  name: '[S8] Delivery address form: required fields, then a new address',
  play: async () => {
    await open('Lieferadressen verwalten');
    const list = within(await page().findByRole('dialog', { name: 'Lieferadressen' }));
    await visible(await list.findByRole('cell', { name: 'Nordheiz Handel GmbH' }));
    await userEvent.click(list.getByRole('button', { name: 'Neue Lieferadresse' }));
    const form = within(await page().findByRole('dialog', { name: 'Neue Lieferadresse' }));
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(await form.findAllByText('Pflichtfeld')).toHaveLength(4);
    await userEvent.type(
      form.getByRole('textbox', { name: /^Firma/ }),
      'Nordheiz Handel GmbH, Depot Harburg',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: /^Stra(ß|ss)e und Hausnummer/ }),
      'Seehafenstraße 20',
    );
    await userEvent.type(form.getByRole('textbox', { name: /^PLZ/ }), '21079');
    await userEvent.type(form.getByRole('textbox', { name: /^Ort/ }), 'Hamburg');
    await userEvent.type(form.getByRole('textbox', { name: /^Lieferhinweise/ }), 'Anlieferung über Tor 2.');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await visible(await list.findByRole('cell', { name: 'Nordheiz Handel GmbH, Depot Harburg' }));
  },
};
