import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { revealTab, Tabs } from './Tabs';

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

  it('scrolls a narrow tab strip sideways to the tab opened by a deep link, and to a tab chosen later', async () => {
    // jsdom has no layout: each tab is 100 px wide side by side, the strip shows 150 px of them.
    const rect = (left: number, width: number) => ({ left, right: left + width, width }) as DOMRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const list = this.closest('[role="tablist"]') as HTMLElement | null;
      if (this.getAttribute('role') === 'tablist') return rect(0, 150);
      const tabs = list ? [...list.querySelectorAll('[role="tab"]')] : [];
      return rect(tabs.indexOf(this) * 100 - (list?.scrollLeft ?? 0), 100);
    });
    const enabled = items.map((i) => ({ ...i, isDisabled: false }));
    const { user } = renderWithUi(<Tabs aria-label="Mein Konto" items={enabled} defaultSelectedKey="team" />);
    const list = screen.getByRole('tablist');
    await waitFor(() => expect(list.scrollLeft).toBe(150)); // the third tab (200–300) ends at the right edge
    await user.click(screen.getByRole('tab', { name: 'Persönliche Daten' }));
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    vi.restoreAllMocks();
  });
});

describe('revealTab', () => {
  const el = (left: number, right: number, scrollLeft = 0) =>
    ({ getBoundingClientRect: () => ({ left, right }), scrollLeft }) as unknown as HTMLElement;

  it.each([
    ['already visible', el(20, 80), 0],
    ['cut off on the right', el(120, 180), 80],
    ['cut off on the left', el(-30, 30), -30],
    ['wider than the strip: its start', el(150, 400), 150],
  ])('%s', (_, tab, expected) => {
    const list = el(0, 100);
    revealTab(list, tab);
    expect(list.scrollLeft).toBe(expected);
  });
});
