import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, type ComboBoxItem } from './ComboBox';
import { comboBoxMessages } from './messages';

const terminals: ComboBoxItem[] = [
  { id: 'ham', label: 'Hamburg Harburg', description: 'Tanklager Süd' },
  { id: 'dui', label: 'Duisburg Hafen' },
  { id: 'kar', label: 'Karlsruhe Rheinhafen' },
];

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={comboBoxMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('ComboBox', { timeout: 20_000 }, () => {
  it('filters the options by the typed text and selects one with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderDe(<ComboBox label="Terminal" items={terminals} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Terminal' });
    await user.type(input, 'hafen');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Duisburg Hafen', 'Karlsruhe Rheinhafen']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('dui');
    expect(input).toHaveValue('Duisburg Hafen');
  });

  it('[H9] shows "Keine Auswahl verfügbar" (no_selections_available) when nothing matches', async () => {
    const user = userEvent.setup();
    renderDe(<ComboBox label="Terminal" items={terminals} />);
    await user.type(screen.getByRole('combobox', { name: 'Terminal' }), 'Wien');
    expect(within(screen.getByRole('listbox')).getByText('Keine Auswahl verfügbar')).toBeInTheDocument();
  });

  it('[H9] shows the empty text when there are no items at all', async () => {
    const user = userEvent.setup();
    renderDe(<ComboBox label="Verkäufer" items={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Verkäufer' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('Keine Auswahl verfügbar')).toBeInTheDocument();
  });

  it('shows an error message and marks the input invalid', () => {
    renderDe(<ComboBox label="Terminal" items={terminals} errorMessage="Bitte wählen Sie ein Terminal." />);
    const input = screen.getByRole('combobox', { name: 'Terminal' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte wählen Sie ein Terminal.')).toBeInTheDocument();
  });
});
