import { Checkbox } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longGermanWord, Narrow } from './helpers';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Ich akzeptiere die AGB', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Alle Terminals' } };
export const Invalid: Story = { args: { isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const LongGermanLabel: Story = {
  args: { children: `${longGermanWord} liegt vor` },
  render: (args) => (
    <Narrow width={200}>
      <Checkbox {...args} />
    </Narrow>
  ),
};

export const ToggleWithSpace: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
