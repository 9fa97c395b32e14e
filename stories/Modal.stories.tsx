import { Button, DialogTrigger, Modal, modalSizes } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Neue Lieferadresse',
    children: 'Firma, Straße und Hausnummer, Ansprechpartner und Lieferhinweise.',
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => (
    <DialogTrigger>
      <Button>Lieferadresse hinzufügen</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: {
    isOpen: true,
    footer: (close) => (
      <>
        <Button variant="secondary" onPress={close}>
          Abbrechen
        </Button>
        <Button onPress={close}>Speichern</Button>
      </>
    ),
  },
  render: (args) => <Modal {...args} />,
};

export const LongGermanTitle: Story = {
  args: { isOpen: true, size: 'small', title: longGermanWord },
  render: (args) => <Modal {...args} />,
};

export const OpenAndCloseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Lieferadresse hinzufügen' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Neue Lieferadresse' });
    // The overlay fades in; wait until it is fully shown and has taken focus.
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
