import { RowActions } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Data/RowActions',
  component: RowActions,
  args: {
    actions: [
      { text: 'Bestätigen', label: 'Bestellung FM-104211 bestätigen', onPress: fn() },
      { text: 'In Prüfung', label: 'Bestellung FM-104211 in Prüfung setzen', onPress: fn() },
      { text: 'Ablehnen', label: 'Bestellung FM-104211 ablehnen', onPress: fn() },
    ],
  },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderActions: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Bestellung FM-104211 bestätigen' }),
    );
    await expect(args.actions[0]!.onPress).toHaveBeenCalled();
  },
};

export const OneAction: Story = {
  args: { actions: [{ text: 'Bearbeiten', label: 'Angebot Heizöl EL, Hamburg bearbeiten', onPress: fn() }] },
};
