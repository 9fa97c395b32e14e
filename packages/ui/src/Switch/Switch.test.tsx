import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('switches on and off with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<Switch onChange={onChange}>Angebot aktiv</Switch>);
    const control = screen.getByRole('switch', { name: 'Angebot aktiv' });
    await user.tab();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays on when locked (disabled and selected)', async () => {
    const { user } = renderWithUi(
      <Switch isSelected isDisabled>
        Notwendige Cookies
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Notwendige Cookies' });
    await user.click(control);
    expect(control).toBeChecked();
    expect(control).toBeDisabled();
  });
});
