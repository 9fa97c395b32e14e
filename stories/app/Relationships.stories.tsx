import { brands, type BrandId } from '@fuelmarket/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { AppScreen } from './AppScreen';
import { relationshipHandlers } from '../../app/src/test/screenNetwork';

/** The app at `path`, logged in as the demo buyer or seller with relationships in every state. */
function RelationshipsScreen({
  brandId,
  side,
}: {
  brandId: BrandId;
  /** The own side: a buyer's sellers (`/verkaufer-management`) or a seller's buyers (`/kaufer-management`). */
  side: 'buyer' | 'seller';
}) {
  return (
    <AppScreen
      brandId={brandId}
      path={side === 'buyer' ? '/verkaufer-management' : '/kaufer-management'}
      handlers={(brand) => relationshipHandlers(side, brand.currency as 'EUR' | 'CHF')}
    />
  );
}

/**
 * The relationship management of the app itself, per brand: a buyer's sellers with the request dialog
 * (absent in single-seller mode), a seller's buyers with their actions and the settings dialog with the
 * live credit; against app/src/test/screenNetwork.ts.
 */
const meta = {
  title: 'App/Relationships',
  component: RelationshipsScreen,
  args: { brandId: 'default', side: 'buyer' },
  render: (args, context) => <RelationshipsScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RelationshipsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays (dialogs, list boxes) render at the end of the body, outside the story's root. */
const page = () => within(document.body);
const singleSeller = (globals: Record<string, unknown>) =>
  brands[brandFromGlobals(globals)].flags.SINGLE_SELLER_MODE;

/** [R4] In single-seller mode (Austria) the buyers' seller management does not exist. */
async function expectAbsent() {
  await expect(
    await page().findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }, { timeout: 10_000 }),
  ).toBeVisible();
}

export const BuyerList: Story = {
  name: '[E3][RS1][R4] Buyer: the sellers in every state',
  play: async ({ globals }) => {
    if (singleSeller(globals)) return expectAbsent();
    const table = await page().findByRole('table', { name: 'Ihre Verkäufer' }, { timeout: 10_000 });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    // NEW counts as new; additives as the server derives them.
    await expect(row(/Rheintank/)).toHaveTextContent('Neu');
    await expect(row(/Südöl/)).not.toHaveTextContent('Neu');
    await expect(row(/Südöl/)).toHaveTextContent('Aktiv');
    // Declined: only the seller sets it up again.
    await expect(within(row(/Altbrand/)).queryAllByRole('button')).toHaveLength(0);
    await expect(row(/Altbrand/)).toHaveTextContent(
      'Nur der Verkäufer kann die Verbindung wieder einrichten.',
    );
    // Search by name, keyboard first.
    await userEvent.type(page().getByRole('searchbox', { name: 'Nach Name suchen' }), 'tank');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  },
};

export const RequestDialog: Story = {
  name: '[RS1][R4] Buyer: request a seller',
  play: async ({ globals }) => {
    if (singleSeller(globals)) return expectAbsent();
    await userEvent.click(
      await page().findByRole('button', { name: 'Verkäufer anfragen' }, { timeout: 10_000 }),
    );
    const dialog = await page().findByRole('dialog', { name: 'Verkäufer anfragen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await expect(await within(dialog).findByText('Bitte wählen Sie einen Verkäufer.')).toBeVisible();
    const seller = within(dialog).getByRole('button', { name: /Verkäufer/ });
    await waitFor(() => expect(seller).toBeEnabled());
    await userEvent.click(seller);
    // Only sellers without a relationship are offered.
    const options = await page().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Mineralölhandelsgesellschaft Niederrhein-Westfalen mbH (Duisburg)',
      'Nordtank Energie GmbH (Kiel)',
      'Westöl AG (Dortmund)',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nachricht an den Verkäufer (optional)' }),
      'Wir holen Heizöl in Hamburg ab.',
    );
    await waitFor(() => expect(within(dialog).queryByText('Bitte wählen Sie einen Verkäufer.')).toBeNull());
  },
};

export const SellerList: Story = {
  args: { side: 'seller' },
  name: '[RS1][P6] Seller: the buyers and their actions',
  play: async () => {
    const table = await page().findByRole('table', { name: 'Ihre Käufer' }, { timeout: 10_000 });
    const buttons = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    await expect(buttons(/Wärme Weser/)).toEqual(['Freigeben', 'In Prüfung', 'Ablehnen', 'Einstellungen']);
    await expect(buttons(/Nordheiz/)).toEqual(['Ablehnen', 'Einstellungen']);
    await expect(buttons(/Kieler/)).toEqual(['Freigeben', 'In Prüfung', 'Einstellungen']);
    // Release with a message: "save and activate".
    await userEvent.click(within(table).getByRole('button', { name: 'Wärme Weser GmbH & Co. KG freigeben' }));
    const dialog = await page().findByRole('dialog', { name: 'Wärme Weser GmbH & Co. KG freigeben' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nachricht/ }), 'Willkommen!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und aktivieren' }));
    await expect(
      await page().findByText('Die Verbindung mit Wärme Weser GmbH & Co. KG ist jetzt freigegeben.'),
    ).toBeVisible();
    await waitFor(() => expect(buttons(/Wärme Weser/)).toEqual(['Ablehnen', 'Einstellungen']));
  },
};

/** The settings of the released buyer (manual limit, a shared group limit that is overdrawn). */
async function openSettings() {
  await userEvent.click(
    await page().findByRole(
      'button',
      { name: 'Einstellungen für Nordheiz Handel GmbH' },
      { timeout: 10_000 },
    ),
  );
  return page().findByRole('dialog', { name: 'Einstellungen für Nordheiz Handel GmbH' });
}

export const SettingsWithCredit: Story = {
  args: { side: 'seller' },
  name: '[CL1][P6][B10] Seller: a buyer’s settings with the live credit',
  play: async ({ globals }) => {
    const dialog = await openSettings();
    const credit = within(dialog).getByRole('region', { name: 'Kredit aktuell' });
    const group = await within(credit).findByRole('heading', {
      name: 'Gemeinsames Kreditlimit der Gruppe Aviaten Gruppe eG',
    });
    // The dialog fades in.
    await waitFor(() => expect(group).toBeVisible());
    await expect(within(credit).getAllByRole('definition')).toHaveLength(10);
    await expect(within(dialog).getByRole('radio', { name: 'Manuell' })).toBeChecked();
    // Purchase rights only where the brand lets sellers set them.
    const rights = within(dialog).queryByRole('switch', { name: 'Darf bei Ihnen kaufen' });
    if (brands[brandFromGlobals(globals)].flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS)
      await waitFor(() => expect(rights).toBeVisible());
    else await expect(rights).toBeNull();
  },
};

export const SettingsValidation: Story = {
  args: { side: 'seller' },
  name: '[V9] Seller: a limit mode needs a limit, each product a payment term',
  play: async () => {
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Verknüpft per CSV' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Kreditlimit/ }));
    const products = within(dialog).getByRole('radiogroup', { name: 'Freigegebene Produkte' });
    await userEvent.click(within(products).getByRole('radio', { name: 'Auswahl' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Diesel B7' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await expect(await within(dialog).findByText('Bitte geben Sie ein Kreditlimit an.')).toBeVisible();
    await expect(within(dialog).getByText('Bitte wählen Sie ein Zahlungsziel für Diesel B7.')).toBeVisible();
  },
};
