import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from './AppScreen';
import { contractHandlers } from '../../app/src/test/contractsNetwork';

/** The app's contract management as a buyer or a seller with triggers, against contractsNetwork.ts. */
function ContractsScreen({ side }: { side: 'buyer' | 'seller' }) {
  return <AppScreen brandId="default" path="/verträge-management" handlers={() => contractHandlers(side)} />;
}

/**
 * The contract management (`/verträge-management`): price triggers with their outcome (the order, the
 * refusal of the order checks, the seller's rejection), the buyer's form to set one on an offer and the
 * seller's rejection after a question. Triggers exist on the default brand only [B9], so these stories
 * always render it.
 */
const meta = {
  title: 'App/Verträge-Management',
  component: ContractsScreen,
  args: { side: 'buyer' },
  globals: { brand: 'default' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContractsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays (dialogs, list boxes) render at the end of the body, outside the story's root. */
const page = () => within(document.body);
const table = () => page().findByRole('table', { name: 'Preistrigger' }, { timeout: 10_000 });

export const BuyerList: Story = {
  name: '[B9][M3] A buyer’s triggers: active, ordered, refused with the German reason, rejected',
  play: async () => {
    const rows = within(await table()).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Aktiv');
    await expect(rows[2]).toHaveTextContent('Ausgeführt');
    await expect(within(rows[2]!).getByRole('link', { name: 'Bestellung öffnen' })).toBeVisible();
    await expect(rows[3]).toHaveTextContent(
      'Ihr Kreditlimit beim Verkäufer reicht für diese Bestellung nicht aus.',
    );
    await expect(rows[4]).toHaveTextContent('Begründung: Menge derzeit nicht lieferbar.');
  },
};

export const CreateForm: Story = {
  name: '[V2] A new trigger: seller, offer with its price, volume and limit in German digits',
  play: async () => {
    await table();
    await userEvent.click(page().getByRole('button', { name: 'Preistrigger anlegen' }));
    const dialog = await page().findByRole('dialog', { name: 'Neuer Preistrigger' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Verkäufer/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Südöl Vertrieb GmbH' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Angebot/ }));
    await userEvent.click(await page().findByRole('option', { name: /Heizöl EL schwefelarm, Karlsruhe/ }));
    const volume = within(dialog).getByRole('textbox', { name: /Menge in Litern/ });
    await userEvent.type(volume, '90000');
    const limit = within(dialog).getByRole('textbox', { name: /Grenzpreis/ });
    await userEvent.type(limit, '89,75');
    await userEvent.tab();
    await expect(volume).toHaveValue('90.000');
    await expect(limit).toHaveValue('89,75');
  },
};

export const SellerReject: Story = {
  name: 'A seller rejects a buyer’s active trigger after a question',
  args: { side: 'seller' },
  play: async () => {
    const t = await table();
    await userEvent.click(
      page().getByRole('button', {
        name: 'Preistrigger von Nordheiz Handel GmbH für Heizöl EL schwefelarm ablehnen',
      }),
    );
    const question = await page().findByRole('alertdialog', { name: 'Preistrigger ablehnen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() =>
      expect(within(t).getAllByRole('row')[1]).toHaveTextContent('Vom Verkäufer abgelehnt'),
    );
  },
};
