import { TextField, textFieldTypes } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longGermanWord, Narrow } from './helpers';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Firmenname' },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'Wie im Handelsregister eingetragen' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Nordheiz GmbH' } };
export const ServerError: Story = {
  args: {
    label: 'Benutzername',
    defaultValue: 'kaeufer@nordheiz.de',
    errorMessage: 'Benutzer existiert bereits',
  },
};
export const WithUnit: Story = { args: { label: 'Kennzeichen', endAdornment: 'Kfz' } };
export const LongGermanLabel: Story = {
  args: { label: longGermanWord, isRequired: true },
  render: (args) => (
    <Narrow width={220}>
      <TextField {...args} />
    </Narrow>
  ),
};

export const RequiredOnBlur: Story = {
  name: '[V1] Required message on blur',
  args: { label: 'Firmenname', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Firmenname/ });
    await userEvent.click(input);
    await expect(canvas.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Pflichtfeld')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'Nordheiz GmbH');
    await expect(canvas.queryByText('Pflichtfeld')).not.toBeInTheDocument();
  },
};

export const EmailOnBlur: Story = {
  name: '[V1] E-mail format on blur',
  args: { label: 'E-Mail', type: 'email', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /E-Mail/ });
    const message = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
    await userEvent.type(input, 'kaeufer@nordheiz');
    await userEvent.tab();
    await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.type(input, '.de');
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
  },
};
