import { NOT_A_NUMBER, NumberInput } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: { label: 'Preis', unit: 'EUR/100L15' },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the canonical decimal string next to the input, as a form would receive it. */
function WithValue(props: React.ComponentProps<typeof NumberInput>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <NumberInput {...props} value={value} onChange={setValue} />
      <p>
        Wert: <output aria-label="Wert">{value}</output>
      </p>
    </div>
  );
}

export const Default: Story = { args: { defaultValue: '1234.56' } };
export const FourDecimals: Story = {
  args: { label: 'Dichte', unit: 'kg/L', decimals: 4, defaultValue: '0.845' },
};
export const Signed: Story = { args: { label: 'Preisanpassung', signed: true, defaultValue: '-1.5' } };
export const PositiveOnly: Story = { args: { label: 'Volumen', unit: 'L', decimals: 0, positiveOnly: true } };
export const NegativeOnly: Story = { args: { label: 'Rabatt', negativeOnly: true, defaultValue: '-0.25' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '92.45' } };
export const Error: Story = {
  args: { errorMessage: 'Der Preis liegt unter dem Mindestpreis.', defaultValue: '10' },
};
export const LongGermanLabel: Story = { args: { label: longGermanWord, unit: 'L', decimals: 0 } };

/** Swiss grouping: ICU writes either ' or ’. */
const swiss = (text: string) => new RegExp(`^${text.replaceAll("'", "['’]").replaceAll('.', '\\.')}$`);

export const TypingGerman: Story = {
  name: '[V2] Typing in de',
  globals: { brand: 'default' },
  render: (args) => <WithValue {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Preis' });
    await userEvent.type(input, '001234,567');
    await expect(input).toHaveValue('1234,56');
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,56');
    await expect(canvas.getByLabelText('Wert')).toHaveTextContent('1234.56');
  },
};

export const TypingSwiss: Story = {
  name: '[V2] Typing in de-CH',
  globals: { brand: 'ch' },
  render: (args) => <WithValue {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Preis' });
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    await expect((input as HTMLInputElement).value).toMatch(swiss("1'234.50"));
    await expect(canvas.getByLabelText('Wert')).toHaveTextContent('1234.50');
  },
};

/** A German comma on the Swiss build is kept and refused, never dropped (which would read 12345.5). */
export const GermanCommaOnSwissBuild: Story = {
  name: '[V2] A German comma on the Swiss build',
  globals: { brand: 'ch' },
  render: (args) => <WithValue {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Preis' });
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(input).toHaveValue('1234,5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/^Bitte eine Zahl im Format 1['’]234\.50 eingeben\.$/)).toBeVisible();
    // Reported as no number (never '', which a form would read as an empty field).
    await expect(canvas.getByLabelText('Wert')).toHaveTextContent(NOT_A_NUMBER);
  },
};

/** Litres are whole: a decimal mark is answered with a message and the entry stays as typed. */
export const DecimalInWholeLitres: Story = {
  name: '[V2] A decimal mark in a whole-litre field',
  args: { label: 'Menge', unit: 'L', decimals: 0 },
  render: (args) => <WithValue {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge' });
    const typed = globals.brand === 'ch' ? '1234.5' : '1234,5';
    await userEvent.type(input, typed);
    await userEvent.tab();
    await expect(input).toHaveValue(typed);
    await expect(canvas.getByText('Bitte ganze Liter eingeben.')).toBeVisible();
    // Reported as no number (never '', which a form would read as an empty field).
    await expect(canvas.getByLabelText('Wert')).toHaveTextContent(NOT_A_NUMBER);
  },
};

export const TypingAustrian: Story = {
  name: '[V2] Typing in de (Austrian brand)',
  globals: { brand: 'at' },
  args: { signed: true, label: 'Preisanpassung' },
  render: (args) => <WithValue {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Preisanpassung' });
    await userEvent.type(input, '-1234,5');
    await userEvent.tab();
    await expect(input).toHaveValue('-1.234,50');
    await expect(canvas.getByLabelText('Wert')).toHaveTextContent('-1234.50');
  },
};
