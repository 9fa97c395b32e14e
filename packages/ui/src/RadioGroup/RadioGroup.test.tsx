import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { RadioGroup } from './RadioGroup';

const periods = [
  { value: 'all', label: 'Alle' },
  { value: 'today', label: 'Heute' },
] as const;

describe('RadioGroup', () => {
  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <RadioGroup label="Abholzeitraum" options={periods} defaultValue="all" onChange={onChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Abholzeitraum' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Alle' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Heute' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('today');
  });

  it('shows an error text', () => {
    renderWithUi(<RadioGroup label="Anrede" options={periods} errorMessage="Pflichtfeld" />);
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
  });
});
