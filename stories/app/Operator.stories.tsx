import type { BrandId } from '@fuelmarket/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { AppScreen } from './AppScreen';
import { operatorHandlers } from './fakeNetwork';

/** The app at `path`, logged in as the demo platform operator, against fakeNetwork.ts. */
function OperatorScreen({ brandId, path }: { brandId: BrandId; path: string }) {
  return <AppScreen brandId={brandId} path={path} handlers={() => operatorHandlers()} />;
}

/**
 * The platform operator's console (`/betreiber`) of the app itself, per brand: the company accounts with
 * their search and users, the block dialog, and the audit log; against fakeNetwork.ts.
 */
const meta = {
  title: 'App/Betreiber-Konsole',
  component: OperatorScreen,
  args: { brandId: 'default', path: '/betreiber' },
  render: (args, context) => <OperatorScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays (dialogs) render at the end of the body, outside the story's root. */
const page = () => within(document.body);
const accountList = () =>
  page().findByRole('list', { name: 'Firmenkonten der Plattform' }, { timeout: 10_000 });
/** Presses a company's "Sperren" and returns the question it opens. */
async function openBlockDialog(list: HTMLElement, company: string) {
  await userEvent.click(within(list).getByRole('button', { name: `${company} sperren` }));
  return page().findByRole('alertdialog', { name: 'Firmenkonto sperren' });
}

export const Accounts: Story = {
  name: '[P5] Company accounts, searched, one opened',
  play: async () => {
    const list = await accountList();
    await expect(within(list).getByRole('button', { name: 'Altbrand Heizöl OHG' })).toBeVisible();
    await expect(within(list).getByText('Gesperrt')).toBeVisible();
    await userEvent.type(page().getByRole('searchbox', { name: 'Firmenkonto suchen' }), 'nord');
    await waitFor(() => expect(page().getByText('1 Firmenkonto')).toBeVisible());
    await userEvent.click(within(list).getByRole('button', { name: 'Nordheiz Handel GmbH' }));
    const users = await page().findByRole('list', { name: 'Benutzer von Nordheiz Handel GmbH' });
    await expect(within(users).getByText('Aylin Yıldız')).toBeVisible();
    await expect(within(users).getByRole('button', { name: 'Aylin Yıldız entsperren' })).toBeVisible();
  },
};

export const BlockDialog: Story = {
  name: '[BL1] Block dialog of a company, with a reason',
  play: async () => {
    const dialog = await openBlockDialog(await accountList(), 'Nordheiz Handel GmbH');
    await expect(dialog).toHaveTextContent('werden sofort abgemeldet');
    // Keyboard first: focus starts on Abbrechen; the reason is the field before it.
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('Zahlungsverzug seit Oktober');
    await expect(within(dialog).getByRole('textbox', { name: 'Grund (optional)' })).toHaveValue(
      'Zahlungsverzug seit Oktober',
    );
    await expect(within(dialog).getByText('Steht im Protokoll. 27 von 500 Zeichen.')).toBeVisible();
  },
};

export const Blocked: Story = {
  name: '[BL1] A company blocked: the users it logged out',
  play: async () => {
    const list = await accountList();
    const dialog = await openBlockDialog(list, 'Südöl Vertrieb GmbH');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    await expect(
      await page().findByText('Südöl Vertrieb GmbH ist gesperrt. 2 Benutzer wurden sofort abgemeldet.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Südöl Vertrieb GmbH entsperren' })).toBeVisible(),
    );
  },
};

export const AuditLog: Story = {
  args: { path: '/betreiber?tab=audit' },
  name: '[BL1] Protokoll',
  play: async () => {
    const log = await page().findByRole(
      'list',
      { name: 'Die neuesten Aktionen, neueste zuerst' },
      { timeout: 10_000 },
    );
    await expect(within(log).getByText('22.11.2026 10:15:00')).toBeVisible();
    await expect(within(log).getByText('Grund: Zahlungsverzug')).toBeVisible();
    await expect(page().getByRole('tab', { name: 'Protokoll' })).toHaveAttribute('aria-selected', 'true');
  },
};
