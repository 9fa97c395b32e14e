import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { RowActions } from './RowActions';

describe('RowActions', () => {
  it('shows each action with its text and names the row in its accessible name', async () => {
    const confirm = vi.fn();
    const { user } = renderWithUi(
      <RowActions
        actions={[
          { text: 'Bestätigen', label: 'Bestellung FM-1 bestätigen', onPress: confirm },
          { text: 'Ablehnen', label: 'Bestellung FM-1 ablehnen', onPress: vi.fn() },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Bestellung FM-1 bestätigen' });
    expect(button).toHaveTextContent('Bestätigen');
    await user.click(button);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
