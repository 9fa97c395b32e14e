import { CookieBanner } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Layout/CookieBanner',
  component: CookieBanner,
  args: { onChoice: fn(), privacyHref: '#datenschutz' },
  // The banner is fixed to the bottom edge; the transform makes this box its containing block in docs.
  decorators: [(Story) => <div style={{ minHeight: 220, transform: 'translateZ(0)' }}>{Story()}</div>],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Accept: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookie-Hinweis' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Alle akzeptieren' }));
    await expect(args.onChoice).toHaveBeenCalledTimes(1);
    await expect(args.onChoice).toHaveBeenCalledWith({ necessary: true, analytical: true });
  },
};

export const Decline: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookie-Hinweis' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Ablehnen' }));
    await expect(args.onChoice).toHaveBeenCalledTimes(1);
    await expect(args.onChoice).toHaveBeenCalledWith({ necessary: true, analytical: false });
  },
};

export const SettingsThenConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Einstellungen' }));
    const dialog = await body.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    const necessary = within(dialog).getByRole('switch', { name: 'Notwendige Cookies' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytical = within(dialog).getByRole('switch', { name: 'Analyse-Cookies' });
    await expect(analytical).not.toBeChecked();
    await userEvent.click(analytical);
    await expect(analytical).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Auswahl bestätigen' }));
    await expect(args.onChoice).toHaveBeenCalledTimes(1);
    await expect(args.onChoice).toHaveBeenCalledWith({ necessary: true, analytical: true });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
