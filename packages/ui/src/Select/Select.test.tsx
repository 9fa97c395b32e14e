import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { Select } from './Select';

const products = [
  { id: 'heizoel', label: 'Heizöl EL' },
  { id: 'diesel', label: 'Diesel' },
  { id: 'benzin', label: 'Benzin', isDisabled: true },
];

describe('Select', () => {
  it('opens with the keyboard and reports the chosen option', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Select label="Produkt" options={products} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Produkt/ });
    expect(trigger).toHaveTextContent('Bitte auswählen');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Benzin' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Diesel' }));
    expect(onChange).toHaveBeenCalledWith('diesel');
    expect(trigger).toHaveTextContent('Diesel');
  });

  it('[H9] shows "Keine Auswahl verfügbar" for an empty option list', async () => {
    const { user } = renderWithUi(<Select label="Terminal" options={[]} />);
    await user.click(screen.getByRole('button', { name: /Terminal/ }));
    expect(await screen.findByText('Keine Auswahl verfügbar')).toBeInTheDocument();
  });

  it('shows an error message and marks the field invalid', () => {
    renderWithUi(<Select label="Produkt" options={products} errorMessage="Pflichtfeld" />);
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
  });
});
