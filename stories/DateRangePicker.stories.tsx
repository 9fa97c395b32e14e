import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { DateRangePicker } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Zeitraum', onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRange: Story = {
  args: {
    defaultValue: { start: new CalendarDate(2026, 3, 2), end: new CalendarDate(2026, 3, 9) },
    maxValue: new CalendarDate(2026, 12, 31),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Zeitraum' });
    const text = (group.textContent ?? '').replace(/[\u2066\u2069\u200e]/g, '');
    await expect(text).toContain('02. 03. 26');
    await expect(text).toContain('09. 03. 26');
  },
};

export const Invalid: Story = {
  args: {
    errorMessage: 'Bitte wählen Sie einen Zeitraum.',
    isRequired: true,
    description: 'Höchstens bis heute',
  },
};

export const TwoMonthsUpToToday: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Kalender öffnen/ }));
    const dialog = await body.findByRole('dialog');
    const grids = within(dialog).getAllByRole('grid');
    await expect(grids).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Nächster Monat' })).toBeDisabled();
    // Pick the 10th and 12th of the previous month with the keyboard-free path a mouse user takes.
    const previous = grids[0]!;
    const dayButton = (day: number) =>
      within(previous)
        .getAllByRole('button')
        .find((b) => b.textContent === String(day) && !b.closest('[aria-disabled="true"]'));
    await userEvent.click(dayButton(10)!);
    await userEvent.click(dayButton(12)!);
    const prev = today(getLocalTimeZone()).subtract({ months: 1 });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const value = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      start: CalendarDate;
      end: CalendarDate;
    };
    await expect(value.start.toString()).toBe(prev.set({ day: 10 }).toString());
    await expect(value.end.toString()).toBe(prev.set({ day: 12 }).toString());
  },
};

/** Typed the way the field reads (DD. MM. YY), a two-digit year is 20YY. */
export const TypedWithTwoDigitYears: Story = {
  name: '[K10] Typing DD MM YY',
  args: { label: 'Verfügbarkeit', maxValue: new CalendarDate(2027, 12, 31) },
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Verfügbarkeit' });
    await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01 12 26 – 31 12 26');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 12, 1),
      end: new CalendarDate(2026, 12, 31),
    });
  },
};
