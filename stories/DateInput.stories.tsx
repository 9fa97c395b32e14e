import { DateInput } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: { label: 'Ablaufdatum', onChange: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: '2026-12-10' } };
export const Required: Story = {
  args: { isRequired: true, description: 'An diesem Tag rollt der ICE-Kontrakt' },
};
export const Error: Story = {
  args: { defaultValue: '2026-11-01', errorMessage: 'Datum und Uhrzeit müssen in der Zukunft liegen.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2026-12-10' } };

export const TypeDayMonthYear: Story = {
  name: 'Day, month and year',
  play: async ({ args, canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(3);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('10122026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-10');
  },
};

export const TwoDigitYear: Story = {
  name: '[K10] A two-digit year and separators',
  play: async ({ args, canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('1.12.26');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01');
  },
};
