import type { BrandId } from '@fuelmarket/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { AppScreen } from './AppScreen';
import { shareholderHandlers } from '../../app/src/test/screenNetwork';

/**
 * The app at `path`, logged in as the demo parent shareholder with two Aviaten, against app/src/test/screenNetwork.ts;
 * `conflict`: another user saves Aviat Nord before the story's first save.
 */
function ShareholderScreen({
  brandId,
  path,
  conflict,
}: {
  brandId: BrandId;
  path: string;
  conflict?: boolean;
}) {
  return <AppScreen brandId={brandId} path={path} handlers={() => shareholderHandlers({ conflict })} />;
}

/**
 * The Aviaten screen (`/aviaten`) of the app itself, per brand: the group's Aviaten with one open on each
 * of its tabs [S6], the refused entries [V11][K5], the question before unsaved changes are lost and a
 * conflicting save [V12]; against app/src/test/screenNetwork.ts.
 */
const meta = {
  title: 'App/Aviaten',
  component: ShareholderScreen,
  args: { brandId: 'default', path: '/aviaten' },
  render: (args, context) => <ShareholderScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShareholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays (dialogs, list boxes) render at the end of the body, outside the story's root. */
const page = () => within(document.body);
const settingsOf = (name = 'Aviat Nord GmbH') =>
  page().findByRole('form', { name: `Einstellungen von ${name}` }, { timeout: 10_000 });

export const PaymentTerm: Story = {
  name: '[S6] The Aviaten, Aviat Nord on its payment term',
  play: async () => {
    const form = await settingsOf();
    await expect(page().getByRole('button', { name: /Aviat Nord GmbH/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page().getByRole('button', { name: /Aviat Süd GmbH/ })).toBeVisible();
    await expect(within(form).getByRole('tab', { name: 'Zahlungsziel' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const term = within(form).getByRole('button', { name: /Zahlungsziel/ });
    await expect(term).toHaveTextContent('30 Tage');
    await userEvent.click(term);
    await expect(await page().findByRole('option', { name: '45 Tage' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const DailyLimit: Story = {
  args: { path: '/aviaten?tab=limit' },
  name: '[S6][K2] Daily limit: today’s litres and the recent days with the limit line',
  play: async () => {
    const form = await settingsOf();
    await expect(within(form).getByRole('progressbar', { name: 'Heute gekauft' })).toBeVisible();
    const chart = within(form).getByRole('figure', { name: 'Gekaufte Liter der letzten Tage' });
    await expect(chart).toBeVisible();
    await userEvent.click(within(chart).getByRole('button', { name: 'Als Tabelle anzeigen' }));
    const table = within(chart).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Tageslimit (l)' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

export const CollectionShorteningRefused: Story = {
  args: { path: '/aviaten?tab=collection' },
  name: '[V11][K5] Collection shortening: 0 days is refused',
  play: async () => {
    const form = await settingsOf();
    const days = within(form).getByRole('textbox', { name: /Abholzeitraum verkürzen um/ });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.tab();
    await expect(
      await within(form).findByText(/Bitte geben Sie eine positive ganze Zahl von Kalendertagen ein/),
    ).toBeVisible();
    await expect(days).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PriceAdjustmentRefused: Story = {
  args: { path: '/aviaten?tab=price' },
  name: '[V11] Price adjustment: a positive value is refused',
  play: async () => {
    const form = await settingsOf();
    const price = within(form).getByRole('textbox', { name: 'Preisanpassung' });
    await userEvent.clear(price);
    await userEvent.type(price, '1');
    await userEvent.tab();
    await expect(await within(form).findByText(/Die Preisanpassung ist ein Abschlag/)).toBeVisible();
    await expect(within(form).getByText(/negativen Endpreis/)).toBeVisible();
    // Saving opens nothing new and says why nothing was saved.
    await userEvent.click(within(form).getByRole('button', { name: 'Änderungen speichern' }));
    await expect(await within(form).findByText(/Es wurde nichts gespeichert/)).toBeVisible();
  },
};

export const Terminals: Story = {
  args: { path: '/aviaten?aviat=acc-aviat-sued&tab=terminals' },
  name: '[S6] Terminals of Aviat Süd',
  play: async () => {
    const form = await settingsOf('Aviat Süd GmbH');
    const group = within(form).getByRole('group', { name: 'Terminals, an denen der Aviat kaufen darf' });
    await expect(within(group).getByRole('checkbox', { name: /Karlsruhe Rheinhafen/ })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: /Hamburg Blumensand/ })).not.toBeChecked();
    await expect(within(form).getByText('Derzeit: 1 Terminal')).toBeVisible();
  },
};

export const UnsavedChanges: Story = {
  args: { path: '/aviaten?tab=collection' },
  name: '[V12] Unsaved changes: choosing another Aviat asks first',
  play: async () => {
    const form = await settingsOf();
    const days = within(form).getByRole('textbox', { name: /Abholzeitraum verkürzen um/ });
    await userEvent.clear(days);
    await userEvent.type(days, '5');
    await userEvent.tab();
    await userEvent.click(page().getByRole('button', { name: /Aviat Süd GmbH/ }));
    const ask = await page().findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await expect(within(ask).getByRole('button', { name: 'Weiter bearbeiten' })).toHaveFocus();
  },
};

export const Conflict: Story = {
  args: { conflict: true },
  name: '[V12] Conflicting save: load the current state or save over it',
  play: async () => {
    const form = await settingsOf();
    await userEvent.click(within(form).getByRole('button', { name: /Zahlungsziel/ }));
    await userEvent.click(await page().findByRole('option', { name: '45 Tage' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Änderungen speichern' }));
    await expect(await within(form).findByText(/von einem anderen Benutzer geändert/)).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Aktuellen Stand laden' })).toBeVisible();
    await expect(
      within(form).getByRole('button', { name: 'Mit meinen Eingaben überschreiben' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /Zahlungsziel/ })).toHaveTextContent('45 Tage'),
    );
  },
};
