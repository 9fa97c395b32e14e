import { Select } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const products = [
  { id: 'heizoel', label: 'Heizöl EL schwefelarm' },
  { id: 'diesel', label: 'Diesel' },
  { id: 'benzin', label: 'Benzin Super E10' },
  { id: 'additiv', label: longGermanWord, isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Produkt', options: products, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'diesel' } };
export const Required: Story = { args: { isRequired: true } };
export const Error: Story = { args: { errorMessage: 'Pflichtfeld', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'heizoel' } };
/** Spec §8 `no_selections_available`: an empty dropdown still opens and says so [H9]. */
export const Empty: Story = {
  name: '[H9] No options',
  args: { label: 'Terminal', options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Terminal/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveTextContent('Keine Auswahl verfügbar');
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('listbox')).toBeNull();
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Produkt/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(products.length);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('diesel');
    await expect(canvas.getByRole('button', { name: /Produkt/ })).toHaveTextContent('Diesel');
  },
};
