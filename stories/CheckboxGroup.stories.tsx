import { CheckboxGroup } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Terminals',
    options: [
      { value: 'tm-hamburg', label: 'Hamburg Blumensand' },
      { value: 'tm-karlsruhe', label: 'Karlsruhe Rheinhafen' },
      { value: 'tm-ingolstadt', label: 'Ingolstadt Nord' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { args: { defaultValue: ['tm-hamburg'] } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = { args: { errorMessage: 'Bitte mindestens ein Terminal wählen.' } };
export const LongGermanLabel: Story = {
  args: { label: longGermanWord, options: [{ value: 'x', label: longGermanWord }] },
};

export const ChooseTwo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hamburg Blumensand' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ingolstadt Nord' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['tm-hamburg', 'tm-ingolstadt']);
  },
};
