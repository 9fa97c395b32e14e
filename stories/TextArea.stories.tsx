import { Button, TextArea } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longGermanWord, Narrow } from './helpers';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Nachricht an den Verkäufer' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { label: 'Grund', description: 'Optional; im Protokoll sichtbar.', maxLength: 500, rows: 3 },
};
export const WithToolbar: Story = {
  args: {
    label: 'Text',
    rows: 6,
    toolbar: (
      <div role="toolbar" aria-label="Formatierung" style={{ display: 'flex', gap: 4 }}>
        <Button size="small" variant="secondary">
          Fett
        </Button>
        <Button size="small" variant="secondary">
          Kursiv
        </Button>
      </div>
    ),
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Bitte um Freischaltung für HVO 100.' },
};
export const ServerError: Story = {
  args: { label: 'Text', errorMessage: 'Bitte geben Sie einen Text ein.', isRequired: true },
};
export const LongGermanLabel: Story = {
  args: { label: longGermanWord, isRequired: true, maxLength: 2000 },
  render: (args) => (
    <Narrow width={220}>
      <TextArea {...args} />
    </Narrow>
  ),
};

export const CountsAndStopsAtMaxLength: Story = {
  name: 'Counts characters and stops at maxLength',
  args: { label: 'Grund', maxLength: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Grund' });
    await expect(box).toHaveAccessibleDescription('0 / 12 Zeichen');
    await userEvent.type(box, 'Zahlungsverzug seit März');
    await expect(box).toHaveValue('Zahlungsverz');
    await expect(box).toHaveAccessibleDescription('12 / 12 Zeichen');
  },
};

export const RequiredOnBlur: Story = {
  name: '[V1] Required message on blur',
  args: { label: 'Nachricht', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: /Nachricht/ });
    await userEvent.click(box);
    await userEvent.tab();
    await expect(canvas.getByText('Pflichtfeld')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, 'Guten Tag');
    await expect(canvas.queryByText('Pflichtfeld')).not.toBeInTheDocument();
  },
};
