import { brands, type BrandId } from '@fuelmarket/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { AppScreen } from './AppScreen';
import { operatorHandlers } from '../../app/src/test/screenNetwork';

/**
 * The app at `path`, logged in as the demo platform operator (or, `staff`, as the demo admin staff), against
 * app/src/test/screenNetwork.ts.
 */
function OperatorScreen({
  brandId,
  path,
  staff = false,
}: {
  brandId: BrandId;
  path: string;
  staff?: boolean;
}) {
  return <AppScreen brandId={brandId} path={path} handlers={() => operatorHandlers({ staff })} />;
}

/**
 * The platform operator's console (`/betreiber`) of the app itself, per brand: the company accounts with
 * their search, data, shareholder role and users, the block, edit, shareholder and new-user dialogs, the
 * master data (products, regions, terminals) and the audit log; and the console as admin staff see it
 * (blocking and the log only); against app/src/test/screenNetwork.ts.
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
    // What an action changed, field by field, in German.
    await expect(within(log).getByText('IWO-Mitglied: nein → ja')).toBeVisible();
    await expect(
      await within(log).findByText('Gesellschafterkonto: (leer) → Nordheiz Handel GmbH'),
    ).toBeVisible();
  },
};

export const AdminStaff: Story = {
  args: { path: '/betreiber?account=acc-nordheiz', staff: true },
  name: '[P5][BL1] Admin staff: accounts and their users to block, the log; no data, no Stammdaten',
  play: async () => {
    const list = await accountList();
    await expect(
      page().getByText(
        'Firmenkonten und Benutzer der Plattform sperren und entsperren; Protokoll aller Aktionen',
      ),
    ).toBeVisible();
    await expect(
      page()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Firmenkonten', 'Protokoll']);
    const users = await page().findByRole('list', { name: 'Benutzer von Nordheiz Handel GmbH' });
    await expect(within(users).getByRole('button', { name: 'Aylin Yıldız entsperren' })).toBeVisible();
    // The opened account shows its users only: its data and the operator's actions are not offered.
    await expect(page().queryByRole('region', { name: 'Firmendaten von Nordheiz Handel GmbH' })).toBeNull();
    await expect(
      page().queryByRole('button', { name: /bearbeiten$|Gesellschafterrolle|Benutzer anlegen/ }),
    ).toBeNull();
    // Admin staff block a company like the operator.
    const dialog = await openBlockDialog(list, 'Südöl Vertrieb GmbH');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    await expect(
      await page().findByText('Südöl Vertrieb GmbH ist gesperrt. 2 Benutzer wurden sofort abgemeldet.'),
    ).toBeVisible();
  },
};

/** The opened Nordheiz account's data, once loaded. */
async function accountDetails(name = 'Nordheiz Handel GmbH') {
  const region = await page().findByRole('region', { name: `Firmendaten von ${name}` }, { timeout: 10_000 });
  await within(region).findByRole('button', { name: `${name} bearbeiten` }, { timeout: 10_000 });
  return region;
}

export const EditAccount: Story = {
  args: { path: '/betreiber?account=acc-nordheiz' },
  name: '[P5] Edit dialog of a company account, checked in German',
  play: async () => {
    const details = await accountDetails();
    await expect(details).toHaveTextContent('Gesellschafterkonto (Mutter)');
    await userEvent.click(within(details).getByRole('button', { name: 'Nordheiz Handel GmbH bearbeiten' }));
    const dialog = await page().findByRole('dialog', { name: 'Firmenkonto bearbeiten' });
    const name = within(dialog).getByRole('textbox', { name: /^Firmenname/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Bitte ausfüllen.'));
    await userEvent.type(name, 'Nordheiz Handel AG');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'IWO-Mitglied' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await expect(await page().findByText('Die Daten von Nordheiz Handel AG sind gespeichert.')).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const ShareholderRefused: Story = {
  args: { path: '/betreiber?account=acc-nordheiz' },
  name: "[P5] Shareholder role: the server's refusal in German",
  play: async () => {
    const details = await accountDetails();
    await userEvent.click(
      within(details).getByRole('button', { name: 'Gesellschafterrolle von Nordheiz Handel GmbH ändern' }),
    );
    const dialog = await page().findByRole('dialog', {
      name: 'Gesellschafterrolle von Nordheiz Handel GmbH',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Kein Gesellschafter' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await expect(await within(dialog).findByText(/Das Gesellschafterkonto hat noch Aviaten/)).toBeVisible();
  },
};

export const CreateUser: Story = {
  args: { path: '/betreiber?account=acc-nordheiz' },
  name: '[P5] New user under a shareholder account: e-mail in use, then created',
  play: async () => {
    const details = await accountDetails();
    await userEvent.click(
      within(details).getByRole('button', { name: 'Benutzer anlegen für Nordheiz Handel GmbH' }),
    );
    const dialog = await page().findByRole('dialog', { name: 'Benutzer für Nordheiz Handel GmbH anlegen' });
    await expect(dialog).toHaveTextContent('Er erhält eine E-Mail mit einem Link');
    // Keyboard first: the fields in order after the salutation.
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Vorname/ }));
    await userEvent.keyboard('Sabine');
    await userEvent.tab();
    await userEvent.keyboard('Köhler');
    await userEvent.tab();
    await userEvent.keyboard('kaeufer@nordheiz.de');
    const email = within(dialog).getByRole('textbox', { name: /^E-Mail-Adresse/ });
    await expect(email).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Diese E-Mail-Adresse wird bereits verwendet.'),
    );
    await userEvent.clear(email);
    await userEvent.type(email, 's.koehler@nordheiz.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await expect(await page().findByText(/Sabine Köhler ist angelegt/)).toBeVisible();
  },
};

const masterList = (name: string) => page().findByRole('list', { name }, { timeout: 10_000 });

export const MasterData: Story = {
  args: { path: '/betreiber?tab=masterData' },
  name: '[P5] Stammdaten: products, regions, terminals; what is in use cannot be deleted',
  play: async () => {
    const products = await masterList('Produkte im Katalog');
    await expect(within(products).getByText('HVO 100')).toBeVisible();
    await expect(page().getByRole('tab', { name: 'Stammdaten' })).toHaveAttribute('aria-selected', 'true');
    const regions = await masterList('Regionen der Plattform');
    const deleteNord = within(regions).getByRole('button', { name: 'Region Nord löschen' });
    await expect(deleteNord).toBeDisabled();
    await expect(deleteNord).toHaveAccessibleDescription('Löschen nicht möglich: Die Region hat Terminals.');
    // Nord and Süd have terminals; the reason is on the page, not only in the button's description.
    const reasons = within(regions).getAllByText('Löschen nicht möglich: Die Region hat Terminals.');
    await expect(reasons).toHaveLength(2);
    await expect(reasons[0]).toBeVisible();
    await expect(within(regions).getByRole('button', { name: 'Region Mitte löschen' })).toBeEnabled();
  },
};

export const ProductDensity: Story = {
  args: { path: '/betreiber?tab=masterData' },
  name: '[P5] A product gets another density',
  play: async ({ globals }) => {
    const decimalMark = brands[brandFromGlobals(globals)].locale === 'de-CH' ? '.' : ',';
    const products = await masterList('Produkte im Katalog');
    await userEvent.click(within(products).getByRole('button', { name: 'HVO 100 bearbeiten' }));
    const dialog = await page().findByRole('dialog', { name: 'Produkt bearbeiten' });
    const density = within(dialog).getByRole('textbox', { name: /^Dichte/ });
    await userEvent.clear(density);
    await userEvent.type(density, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(density).toHaveAccessibleDescription(/zwischen 0,5000 und 1,2000 kg\/l/));
    await userEvent.clear(density);
    await userEvent.type(density, `0${decimalMark}779`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await expect(await page().findByText('Das Produkt HVO 100 ist gespeichert.')).toBeVisible();
    await waitFor(() => expect(products).toHaveTextContent(`Dichte 0${decimalMark}7790 kg/l`));
  },
};

export const DeleteRegion: Story = {
  args: { path: '/betreiber?tab=masterData' },
  name: '[P5] A region without terminals is deleted after a question',
  play: async () => {
    const regions = await masterList('Regionen der Plattform');
    await userEvent.click(within(regions).getByRole('button', { name: 'Region Mitte löschen' }));
    const question = await page().findByRole('alertdialog', { name: 'Region löschen?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Löschen' }));
    await expect(await page().findByText('Die Region Mitte ist gelöscht.')).toBeVisible();
    await waitFor(() =>
      expect(within(regions).queryByRole('button', { name: 'Region Mitte löschen' })).toBeNull(),
    );
  },
};
