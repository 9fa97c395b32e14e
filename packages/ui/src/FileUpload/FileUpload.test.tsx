import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { FileUpload } from './FileUpload';

describe('FileUpload', () => {
  it('hands the chosen file to the caller and names it', async () => {
    const onSelect = vi.fn();
    const { user, rerender } = renderWithUi(
      <FileUpload
        label="Angebotsdatei (CSV)"
        description="Höchstens 2 MB"
        accept={['.csv']}
        onSelect={onSelect}
      />,
    );
    const button = screen.getByRole('button', { name: 'Datei auswählen' });
    expect(button).toHaveAccessibleDescription('Höchstens 2 MB');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.csv');
    const file = new File(['a;b'], 'angebote.csv', { type: 'text/csv' });
    await user.upload(input, file);
    expect(onSelect).toHaveBeenCalledWith(file);
    rerender(<FileUpload label="Angebotsdatei (CSV)" onSelect={onSelect} fileName="angebote.csv" />);
    expect(screen.getByText('Gewählt: angebote.csv')).toBeInTheDocument();
  });

  it('offers nothing to press while disabled', () => {
    renderWithUi(<FileUpload label="Angebotsdatei (CSV)" onSelect={vi.fn()} isDisabled />);
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeDisabled();
  });
});
