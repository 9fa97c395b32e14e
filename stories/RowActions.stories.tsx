import { RowActions } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Narrow } from './helpers';

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

export const NarrowWraps: Story = {
  name: 'Narrow: the buttons wrap instead of overflowing',
  args: {
    actions: [
      { text: 'Freigeben', label: 'Heizwerk Graz GmbH freigeben', onPress: fn() },
      { text: 'In Prüfung', label: 'Heizwerk Graz GmbH in Prüfung setzen', onPress: fn() },
      { text: 'Ablehnen', label: 'Heizwerk Graz GmbH ablehnen', onPress: fn() },
      { text: 'Einstellungen', label: 'Einstellungen für Heizwerk Graz GmbH', onPress: fn() },
    ],
  },
  render: (args) => (
    <Narrow width={260}>
      <RowActions {...args} />
    </Narrow>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const box = buttons[0]!.parentElement!.getBoundingClientRect();
    for (const b of buttons) await expect(b.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    await expect(buttons.at(-1)!.getBoundingClientRect().top).toBeGreaterThan(
      buttons[0]!.getBoundingClientRect().top,
    );
  },
};
