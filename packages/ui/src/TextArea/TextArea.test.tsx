import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('[V1] shows "Pflichtfeld" only after leaving an empty required box, and hides it once filled', async () => {
    const { user } = renderWithUi(<TextArea label="Nachricht" isRequired />);
    const box = screen.getByRole('textbox', { name: /Nachricht/ });
    await user.click(box);
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    await user.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Pflichtfeld');
    await user.click(box);
    await user.type(box, 'Guten Tag');
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('is multi-line: Enter starts a new line and the value reaches onChange', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<TextArea label="Nachricht" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(box.tagName).toBe('TEXTAREA');
    await user.type(box, 'Zeile 1{Enter}Zeile 2');
    expect(onChange).toHaveBeenLastCalledWith('Zeile 1\nZeile 2');
  });

  it('takes no more than maxLength characters and counts them in its description', async () => {
    const { user } = renderWithUi(<TextArea label="Grund" maxLength={10} description="Optional" />);
    const box = screen.getByRole('textbox', { name: 'Grund' });
    expect(box).toHaveAccessibleDescription('Optional 0 / 10 Zeichen');
    await user.type(box, 'Zahlungsverzug');
    expect(box).toHaveValue('Zahlungsve');
    expect(box).toHaveAccessibleDescription('Optional 10 / 10 Zeichen');
  });

  it('shows an error from outside instead of its own checks, and the counter can be left out', () => {
    renderWithUi(
      <TextArea
        label="Text"
        value=""
        isRequired
        maxLength={100}
        showCount={false}
        errorMessage="Bitte Text eingeben."
      />,
    );
    const box = screen.getByRole('textbox', { name: /Text/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Bitte Text eingeben.');
    expect(screen.queryByText(/Zeichen/)).not.toBeInTheDocument();
  });
});
