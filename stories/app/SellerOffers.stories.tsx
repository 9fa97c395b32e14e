import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { SellerScreen } from './SellerScreen';

/**
 * The seller's offer screen (`/meine-angebote`) of the app itself, per brand: the offer form, the CSV
 * preview and the pricing rule and pricing engine editors, against the app's test network (app/src/test/screenNetwork.ts).
 */
const meta = {
  title: 'App/Meine Angebote',
  component: SellerScreen,
  args: { path: '/meine-angebote' },
  render: (args, context) => <SellerScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SellerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays (dialogs, list boxes) render at the end of the body, outside the story's root. */
const page = () => within(document.body);

async function openTab(name: string) {
  await userEvent.click(await page().findByRole('tab', { name }, { timeout: 10_000 }));
}

export const Offers: Story = {
  args: { brandId: 'default' },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Meine Angebote' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await page().findByRole('row', { name: /Hamburg Blumensand/ })).toBeVisible();
  },
};

export const OfferForm: Story = {
  args: { brandId: 'default' },
  name: '[V7] Offer form',
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Neues Angebot' }, { timeout: 10_000 }));
    const dialog = await page().findByRole('dialog', { name: 'Neues Angebot' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    // Every required field says so; nothing is sent.
    await waitFor(() => expect(within(dialog).getAllByText('Pflichtfeld').length).toBeGreaterThan(0));
  },
};

export const CsvPreview: Story = {
  args: { brandId: 'default' },
  name: '[M4] CSV preview with a problem',
  play: async ({ canvasElement }) => {
    await openTab('CSV-Upload');
    const input = await waitFor(() => {
      const found = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    await userEvent.upload(input, new File(['offerId;action\n'], 'angebote.csv', { type: 'text/csv' }));
    await expect(await page().findByText('Der Preis muss eine Zahl mit Dezimalkomma sein.')).toBeVisible();
  },
};

export const PricingRuleEditor: Story = {
  args: { brandId: 'default' },
  name: '[V10] Pricing rule editor (FX rule)',
  play: async () => {
    await openTab('Preisregeln');
    await expect(await page().findByRole('row', { name: /Fracht Hamburg/ })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Neue Preisregel' }));
    const dialog = await page().findByRole('dialog', { name: 'Neue Preisregel' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Art/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Wechselkurs (FX)' }));
    await expect(within(dialog).getByRole('textbox', { name: /Wechselkurs/ })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: /Gilt ab/ })).toBeVisible();
  },
};

export const PricingEngine: Story = {
  args: { brandId: 'default' },
  name: '[S4] Pricing engine: minimum prices, expiry rules, densities',
  play: async () => {
    await openTab('Preisengine');
    const minPrices = await page().findByRole('region', { name: 'Preisoptimierung: Mindestpreise' });
    await expect(await within(minPrices).findByRole('row', { name: /Hamburg Blumensand/ })).toBeVisible();
    await expect(await page().findByRole('row', { name: /10\.12\.2026/ })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Mindestpreis anlegen' }));
    const dialog = await page().findByRole('dialog', { name: 'Mindestpreis anlegen' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /Mindestpreis/ })).toBeInTheDocument();
  },
};
