import { Button, CookieSettings } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Layout/CookieSettings',
  component: CookieSettings,
  args: { isOpen: true, onOpenChange: fn(), onChoice: fn() },
} satisfies Meta<typeof CookieSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const AnalyticalPreselected: Story = { args: { defaultAnalytical: true } };

export const ConfirmNecessaryOnly: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Cookie-Einstellungen öffnen
        </Button>
        <CookieSettings {...args} isOpen={open} onOpenChange={setOpen} />
      </>
    );
  },
  args: { isOpen: false },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Auswahl bestätigen' }));
    await expect(args.onChoice).toHaveBeenCalledTimes(1);
    await expect(args.onChoice).toHaveBeenCalledWith({ necessary: true, analytical: false });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
