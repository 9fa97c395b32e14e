import { TimeInput } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Forms/TimeInput',
  component: TimeInput,
  args: { label: 'Tägliche Startzeit', onChange: fn() },
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: '06:30' } };
export const Required: Story = {
  args: { isRequired: true, description: 'Ab dieser Uhrzeit ist das Angebot sichtbar' },
};
export const Error: Story = {
  args: { defaultValue: '18:00', errorMessage: 'Die Endzeit muss nach der Startzeit liegen.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '12:00' } };

export const TypeHoursAndMinutes: Story = {
  name: '[V3] Hours and minutes',
  play: async ({ args, canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(2);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('1745');
    await expect(args.onChange).toHaveBeenLastCalledWith('17:45');
  },
};
