import { Button, ConfirmDialog } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Abmelden',
    children: 'Möchten Sie sich wirklich abmelden?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Abmelden
        </Button>
        <ConfirmDialog {...args} isOpen={open} onOpenChange={setOpen} />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {};

export const Open: Story = {
  render: (args) => <ConfirmDialog {...args} isOpen />,
};

export const Destructive: Story = {
  args: {
    title: 'Administratorrechte entfernen',
    children: 'Markus Weber kann danach keine Teammitglieder mehr verwalten.',
    confirmLabel: 'Rechte entfernen',
    variant: 'critical',
  },
  render: (args) => <ConfirmDialog {...args} isOpen />,
};

export const KeyboardFlow: Story = {
  name: '[L4] Keyboard: cancel, then confirm',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Abmelden' });

    // Open with Enter: focus starts on Cancel, so Enter cancels.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Abmelden' });
    await waitFor(() => expect(body.getByRole('button', { name: 'Abbrechen' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    // Focus returns to the trigger once the overlay has unmounted.
    await waitFor(() => expect(trigger).toHaveFocus());

    // Open again, Tab to Confirm, Enter confirms.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Abmelden' });
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Bestätigen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
