import { QuantityInput } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/** The quantity cell of a market row: whole litres, the offer's minimum and orderable maximum [V8]. */
function Controlled(props: React.ComponentProps<typeof QuantityInput>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 280 }}>
      <QuantityInput {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Forms/QuantityInput',
  component: QuantityInput,
  args: { label: 'Menge in Litern', value: '', onChange: () => {}, min: 5000, max: 36000 },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: '24000' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const NothingAvailable: Story = { args: { min: 5000, max: 3000 } };

/** Swiss grouping: ICU writes either ' or ’. */
const swiss = (text: string) => new RegExp(`^${text.replaceAll("'", "['’]").replaceAll('.', '\\.')}$`);

export const TypingInTheBrandFormat: Story = {
  name: '[V2][V8] Typing a quantity in the brand format',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge in Litern' });
    await userEvent.type(input, '24000');
    await userEvent.tab();
    const expected = globals.brand === 'ch' ? swiss("24'000") : /^24\.000$/;
    await expect((input as HTMLInputElement).value).toMatch(expected);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const AboveMaximum: Story = {
  name: '[V8] Above the maximum',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge in Litern' });
    await userEvent.type(input, '40000');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/^Die Höchstmenge ist 36.000 L\.$/)).toBeInTheDocument();
  },
};

export const BelowMinimum: Story = {
  name: '[V8] Below the minimum',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Menge in Litern' }), '100');
    await expect(canvas.getByText(/^Die Mindestmenge ist 5.000 L\.$/)).toBeInTheDocument();
  },
};

export const DecimalQuantity: Story = {
  name: '[V2] A decimal quantity is refused, not multiplied',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge in Litern' });
    const typed = globals.brand === 'ch' ? '12345.5' : '12345,5';
    await userEvent.type(input, typed);
    await userEvent.tab();
    await expect(input).toHaveValue(typed);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Bitte ganze Liter eingeben.')).toBeVisible();
  },
};
