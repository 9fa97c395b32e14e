import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { InlineAlert } from './InlineAlert';

describe('InlineAlert', () => {
  it('interrupts as an alert when critical and waits politely otherwise', () => {
    renderWithUi(
      <>
        <InlineAlert tone="critical" title="Fehler">
          Bitte erneut versuchen.
        </InlineAlert>
        <InlineAlert title="Hinweis" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('FehlerBitte erneut versuchen.');
    expect(screen.getByRole('status')).toHaveTextContent('Hinweis');
  });
});
