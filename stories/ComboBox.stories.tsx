import { ComboBox, type ComboBoxItem } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const terminals: ComboBoxItem[] = [
  { id: 'ham', label: 'Hamburg Harburg', description: 'Tanklager Süd' },
  { id: 'dui', label: 'Duisburg Hafen' },
  { id: 'kar', label: 'Karlsruhe Rheinhafen' },
  { id: 'wue', label: 'Würzburg' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Terminal', items: terminals, placeholder: 'Terminal suchen', onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultSelectedKey: 'dui' } };

export const Invalid: Story = { args: { errorMessage: 'Bitte wählen Sie ein Terminal.', isRequired: true } };

export const LongGermanWords: Story = {
  args: {
    label: 'Heizöl-Lieferbedingungenänderungsmitteilung',
    items: [{ id: 'x', label: 'Mineralölsteuerbefreiungsbescheinigungsstelle' }],
  },
};

export const SelectByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Terminal' });
    await userEvent.click(input);
    await userEvent.keyboard('hafen');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('dui');
    await expect(input).toHaveValue('Duisburg Hafen');
  },
};

export const NoSelectionsAvailable: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Terminal' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findByText('Keine Auswahl verfügbar')).toBeVisible();
  },
};
