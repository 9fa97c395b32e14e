import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { Tabs } from './Tabs';

const items = [
  { id: 'personal', label: 'Persönliche Daten', content: 'Vorname und Nachname' },
  { id: 'password', label: 'Passwort', content: 'Passwort ändern' },
  { id: 'team', label: 'Teamverwaltung', content: 'Mitglieder', isDisabled: true },
];

describe('Tabs', () => {
  it('shows the panel of the selected tab and switches with the arrow keys, skipping disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderWithUi(
      <Tabs aria-label="Mein Konto" items={items} onSelectionChange={onSelectionChange} />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vorname und Nachname');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Passwort' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Passwort ändern');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Persönliche Daten' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenCalledWith('password');
    expect(onSelectionChange).toHaveBeenLastCalledWith('personal');
  });

  it('follows a controlled selection (deep link)', () => {
    renderWithUi(<Tabs aria-label="Mein Konto" items={items} selectedKey="password" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Passwort ändern');
  });
});
