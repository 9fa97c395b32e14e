import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from './AppScreen';
import { priceAlertHandlers } from '../../app/src/test/screenNetwork';

/** The app at `path`, logged in as a buyer with price alerts, against app/src/test/screenNetwork.ts (default brand). */
function PriceAlertScreen({ path }: { path: string }) {
  return <AppScreen brandId="default" path={path} handlers={() => priceAlertHandlers()} />;
}

/**
 * The price alert tool (`/preisalarme`) of the app itself: the buyer's alerts with their status, the form
 * to create or change one, and the question before deleting [PA1]. Price alerts exist on the default
 * brand only [B9], so these stories always render it.
 */
const meta = {
  title: 'App/Preisalarme',
  component: PriceAlertScreen,
  args: { path: '/preisalarme' },
  globals: { brand: 'default' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PriceAlertScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays (dialogs, list boxes) render at the end of the body, outside the story's root. */
const page = () => within(document.body);
const table = () => page().findByRole('table', { name: 'Ihre Preisalarme' }, { timeout: 10_000 });

export const List: Story = {
  name: '[PA1] The alerts: active and triggered, all lifting periods or today’s',
  play: async () => {
    const t = await table();
    const rows = within(t).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('höchstens 90,00 € / 100 L');
    await expect(rows[1]).toHaveTextContent('Aktiv');
    await expect(rows[2]).toHaveTextContent('Heute');
    await expect(rows[2]).toHaveTextContent('Ausgelöst');
  },
};

export const CreateForm: Story = {
  name: '[PA1] A new alert: the form with a price in German digits',
  play: async () => {
    await table();
    await userEvent.click(page().getByRole('button', { name: 'Preisalarm anlegen' }));
    const dialog = await page().findByRole('dialog', { name: 'Neuer Preisalarm' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Produkt/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Heizöl EL schwefelarm' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Terminal/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Hamburg Blumensand (Nord)' }));
    const price = within(dialog).getByRole('textbox', { name: /^Preis/ });
    await userEvent.type(price, '1234,5');
    await userEvent.tab();
    await expect(price).toHaveValue('1.234,50');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Heute' }));
    await expect(within(dialog).getByRole('radio', { name: 'Heute' })).toBeChecked();
  },
};

export const EditTriggered: Story = {
  name: '[PA1] Changing a triggered alert makes it active again',
  play: async () => {
    const t = await table();
    const triggered = within(t).getAllByRole('row')[2]!;
    await userEvent.click(within(triggered).getByRole('button', { name: /bearbeiten$/ }));
    const dialog = await page().findByRole('dialog', { name: 'Preisalarm bearbeiten' });
    // The dialog fades in: wait until its note is shown.
    await waitFor(() =>
      expect(
        within(dialog).getByText('Mit dem Speichern wird der ausgelöste Preisalarm wieder aktiv.'),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Preisalarm bearbeiten' })).toBeNull());
    await waitFor(() => expect(within(t).getAllByRole('row')[2]).toHaveTextContent('Aktiv'));
  },
};

export const DeleteConfirmation: Story = {
  name: '[PA1] Deleting asks first',
  play: async () => {
    const t = await table();
    const first = within(t).getAllByRole('row')[1]!;
    await userEvent.click(within(first).getByRole('button', { name: /löschen$/ }));
    const confirm = await page().findByRole('alertdialog', { name: 'Preisalarm löschen' });
    await expect(confirm).toHaveTextContent('Heizöl EL schwefelarm');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
  },
};
