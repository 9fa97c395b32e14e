import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('says how far it is, in the UI locale', () => {
    renderWithUi(<ProgressBar label="Datei wird hochgeladen" value={512} maxValue={2048} />);
    const bar = screen.getByRole('progressbar', { name: 'Datei wird hochgeladen' });
    expect(bar).toHaveAttribute('aria-valuenow', '512');
    // German percentages keep a (non-breaking) space before the sign.
    expect(bar).toHaveAttribute('aria-valuetext', '25\u00a0%');
    expect(bar).toHaveTextContent(/25\s%/);
  });

  it('is indeterminate without a value', () => {
    renderWithUi(<ProgressBar label="Datei wird geprüft" />);
    const bar = screen.getByRole('progressbar', { name: 'Datei wird geprüft' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
});
