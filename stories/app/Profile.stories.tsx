import type { BrandId } from '@fuelmarket/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { AppScreen } from './AppScreen';
import { profileHandlers } from '../../app/src/test/screenNetwork';

/** The app at `path`, logged in as the demo buyer's team administrator, against app/src/test/screenNetwork.ts. */
function ProfileScreen({
  brandId,
  path,
  conflict,
  onlineTrading,
}: {
  brandId: BrandId;
  path: string;
  conflict?: boolean;
  onlineTrading?: boolean;
}) {
  return (
    <AppScreen brandId={brandId} path={path} handlers={() => profileHandlers({ conflict, onlineTrading })} />
  );
}

/**
 * "Mein Konto" (`/profil/:tab`) of the app itself, per brand: the profile form with its required fields
 * [V5], the question before unsaved changes are lost and a conflicting save [V12]; the team with the
 * dialog that adds a member [PM1][P4] and the confirmations of rights.
 */
const meta = {
  title: 'App/Profile',
  component: ProfileScreen,
  args: { brandId: 'default', path: '/profil' },
  render: (args, context) => <ProfileScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays (dialogs, list boxes) render at the end of the body, outside the story's root. */
const page = () => within(document.body);
const ownForm = () => page().findByRole('form', { name: 'Persönliche Daten' }, { timeout: 10_000 });

export const ProfileForm: Story = {
  name: '[S1][V5] The own profile: the tabs, a required field left empty says so',
  play: async () => {
    const form = await ownForm();
    await expect(
      page()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Persönliche Daten',
      'Passwort',
      'Firmenkonto',
      'Benutzereinstellungen',
      'Team',
      'Lieferadressen',
    ]);
    const first = within(form).getByRole('textbox', { name: /^Vorname/ });
    await userEvent.clear(first);
    await userEvent.tab();
    await expect(await within(form).findByText('Vorname ist ein Pflichtfeld')).toBeVisible();
    await userEvent.type(first, 'Jana');
    await userEvent.tab();
    await waitFor(() => expect(within(form).queryByText('Vorname ist ein Pflichtfeld')).toBeNull());
  },
};

export const IndividualAddress: Story = {
  name: '[V6] The own address fields show only with their switch',
  play: async () => {
    const form = await ownForm();
    await expect(within(form).queryByRole('textbox', { name: /^Postleitzahl/ })).toBeNull();
    await userEvent.click(within(form).getByRole('switch', { name: /Eigene Adresse/ }));
    await expect(within(form).getByRole('textbox', { name: /^Postleitzahl/ })).toBeVisible();
  },
};

export const Conflict: Story = {
  args: { conflict: true },
  name: '[V12] A save over another user’s change offers to reload or to overwrite',
  play: async () => {
    const form = await ownForm();
    const department = within(form).getByRole('textbox', { name: /^Abteilung$/ });
    await userEvent.clear(department);
    await userEvent.type(department, 'Disposition');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await expect(await within(form).findByText(/von einem anderen Benutzer geändert/)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Mit meinen Eingaben überschreiben' }));
    await expect(await within(form).findByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
  },
};

export const LeavePrompt: Story = {
  name: '[V12] Leaving with unsaved changes asks first',
  play: async () => {
    const form = await ownForm();
    const department = within(form).getByRole('textbox', { name: /^Abteilung$/ });
    await userEvent.type(department, ' Nord');
    await userEvent.click(page().getByRole('tab', { name: 'Passwort' }));
    const ask = await page().findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Weiter bearbeiten' }));
    await expect(department).toHaveValue('Einkauf Nord');
  },
};

export const TeamDialog: Story = {
  args: { path: '/profil/team' },
  name: '[PM1][P4] The team and the dialog that adds a member with the first password',
  play: async () => {
    await page().findByRole('table', { name: 'Benutzer Ihres Unternehmens' }, { timeout: 10_000 });
    await userEvent.click(page().getByRole('button', { name: 'Benutzer hinzufügen' }));
    const dialog = await page().findByRole('dialog', { name: 'Benutzer hinzufügen' });
    // The dialog fades in: wait until its parts are visible.
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Rechte' })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByLabelText(/^Erstes Passwort/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Benutzer hinzufügen' }));
    await expect(await within(dialog).findByText('Vorname ist ein Pflichtfeld')).toBeVisible();
  },
};

export const PurchaseRights: Story = {
  args: { path: '/profil/team' },
  name: '[P4] Granting a purchase right asks first',
  play: async () => {
    const table = await page().findByRole(
      'table',
      { name: 'Benutzer Ihres Unternehmens' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(table).getByRole('switch', { name: 'Einkaufsrecht von Laura Schmitt' }));
    const ask = await page().findByRole('alertdialog', { name: 'Einkaufsrecht erteilen?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(within(table).getByRole('switch', { name: 'Einkaufsrecht von Laura Schmitt' })).toBeChecked(),
    );
  },
};

export const NoOnlineTrading: Story = {
  args: { path: '/profil/team', onlineTrading: false },
  name: '[P4] Without online trading no purchase right can be granted',
  play: async () => {
    const table = await page().findByRole(
      'table',
      { name: 'Benutzer Ihres Unternehmens' },
      { timeout: 10_000 },
    );
    await expect(
      within(table).getByRole('switch', { name: 'Einkaufsrecht von Laura Schmitt' }),
    ).toBeDisabled();
  },
};
