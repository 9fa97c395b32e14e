import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { StepIndicator } from './StepIndicator';

describe('StepIndicator', () => {
  it('[S9] marks the current step and the done ones', () => {
    renderWithUi(
      <StepIndicator
        label="Schritte der Bestellung"
        steps={[
          { id: 'items', title: 'Warenkorb' },
          { id: 'confirm', title: 'Bestellbestätigung' },
        ]}
        current="confirm"
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Schritte der Bestellung' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual(['1Warenkorb', '2Bestellbestätigung']);
    expect(items[0]).toHaveAttribute('data-state', 'done');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
  });
});
