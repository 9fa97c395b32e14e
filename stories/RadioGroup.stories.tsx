import { RadioGroup } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Abholzeitraum',
    options: [
      { value: 'all', label: 'Alle' },
      { value: 'today', label: 'Heute' },
      { value: 'custom', label: 'Benutzerdefiniert', isDisabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { args: { defaultValue: 'all' } };
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'today' } };
export const Error: Story = { args: { errorMessage: 'Bitte wählen Sie einen Zeitraum.', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'all' } };

export const ArrowKeys: Story = {
  args: { defaultValue: 'all' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Alle' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Heute' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('today');
  },
};
