import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { CheckboxGroup } from './CheckboxGroup';

const terminals = [
  { value: 'tm-hamburg', label: 'Hamburg Blumensand' },
  { value: 'tm-karlsruhe', label: 'Karlsruhe Rheinhafen' },
];

describe('CheckboxGroup', () => {
  it('chooses any number of options with the keyboard and says what is chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <CheckboxGroup
        label="Terminals"
        options={terminals}
        defaultValue={['tm-hamburg']}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Terminals' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hamburg Blumensand' })).toBeChecked();
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['tm-hamburg', 'tm-karlsruhe']);
  });

  it('shows its error and marks itself invalid', () => {
    renderWithUi(
      <CheckboxGroup
        label="Terminals"
        options={terminals}
        errorMessage="Bitte mindestens ein Terminal wählen."
      />,
    );
    const group = screen.getByRole('group', { name: 'Terminals' });
    expect(group).toHaveAttribute('data-invalid');
    expect(group).toHaveAccessibleDescription('Bitte mindestens ein Terminal wählen.');
  });
});
