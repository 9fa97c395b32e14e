import { Switch } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Angebot aktiv', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultSelected: true } };
export const Locked: Story = { args: { isSelected: true, isDisabled: true, children: 'Notwendige Cookies' } };
export const LongGermanLabel: Story = { args: { children: longGermanWord } };

export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Angebot aktiv' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
