import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked and when activated with Enter or Space', async () => {
    const onPress = vi.fn();
    const { user } = renderWithUi(<Button onPress={onPress}>Speichern</Button>);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does not call onPress while disabled', async () => {
    const onPress = vi.fn();
    const { user } = renderWithUi(
      <Button onPress={onPress} isDisabled>
        Speichern
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('keeps the caller className next to the variant classes', () => {
    renderWithUi(
      <Button variant="critical" className="extra">
        Löschen
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Löschen' });
    expect(button).toHaveClass('extra');
    expect(button.className.split(' ').length).toBeGreaterThan(1);
  });
});
