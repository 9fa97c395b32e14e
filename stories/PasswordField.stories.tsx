import { PasswordField } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Passwort' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = {
  args: {
    label: 'Neues Passwort',
    autoComplete: 'new-password',
    description: 'Mindestens 8 Zeichen, Klein- und Großbuchstaben, eine Ziffer oder ! ? $ # %',
  },
};
export const Error: Story = { args: { errorMessage: 'Das Passwort ist falsch.', defaultValue: 'falsch' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const ToggleVisibility: Story = {
  args: { defaultValue: 'Demo!2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passwort');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort anzeigen' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort verbergen' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
