import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with a click and with Space, reporting the new state', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Checkbox onChange={onChange}>AGB akzeptieren</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'AGB akzeptieren' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('exposes the indeterminate state and cannot be changed while disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <>
        <Checkbox isIndeterminate>Alle Terminals</Checkbox>
        <Checkbox isDisabled onChange={onChange}>
          Gesperrt
        </Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Alle Terminals' })).toBePartiallyChecked();
    await user.click(screen.getByText('Gesperrt'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
