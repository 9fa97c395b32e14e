import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { notificationBubbleMessages } from '../NotificationBubble';
import type { NavItem } from '../TopBar';
import { BottomBar } from './BottomBar';
import { bottomBarMessages } from './messages';

const items: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/' },
  { id: 'orders', label: 'Bestellungen', href: '/orders', bubbleCount: 7 },
  { id: 'statistics', label: 'Statistik', href: '/statistik' },
  { id: 'market', label: 'Handelsplatz', href: '/handelsplatz' },
  { id: 'sellers', label: 'Verkäufer', href: '/verkaufer-management' },
];

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={{ ...bottomBarMessages.de, ...notificationBubbleMessages.de }}>
      {ui}
    </IntlProvider>,
  );
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('BottomBar', { timeout: 20_000 }, () => {
  it('shows the first entries up to maxItems and marks the current page', () => {
    renderDe(<BottomBar items={items} maxItems={3} activeId="orders" />);
    const nav = screen.getByRole('navigation', { name: 'Schnellnavigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/', '/orders', '/statistik']);
    expect(within(nav).getByRole('link', { name: /Bestellungen/ })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the slide-out menu from the Menü button', async () => {
    const user = userEvent.setup();
    const onMenuOpen = vi.fn();
    renderDe(<BottomBar items={items} onMenuOpen={onMenuOpen} />);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    expect(onMenuOpen).toHaveBeenCalledTimes(1);
  });

  it('[L5] carries the notification bubble of an entry', () => {
    renderDe(<BottomBar items={items} />);
    expect(screen.getByRole('link', { name: /Bestellungen/ })).toHaveAccessibleName(
      'Bestellungen 7 neue Benachrichtigungen',
    );
  });
});
