import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationBubbleMessages } from '../NotificationBubble';
import { topBarMessages } from './messages';
import type { NavItem } from './navigation';
import { TopBar } from './TopBar';

const items: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/' },
  {
    id: 'orders',
    label: 'Bestellungen',
    href: '/orders',
    bubbleCount: 150,
    bubbleLabel: (n) => `${n} offene Bestellungen`,
  },
  { id: 'statistics', label: 'Statistik', href: '/statistik' },
];

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={{ ...topBarMessages.de, ...notificationBubbleMessages.de }}>
      {ui}
    </IntlProvider>,
  );
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('TopBar', { timeout: 20_000 }, () => {
  it('links the logo to the dashboard with an accessible name', () => {
    renderDe(<TopBar logo={<svg />} logoLabel="fuelmarket – Dashboard" items={items} />);
    expect(screen.getByRole('link', { name: 'fuelmarket – Dashboard' })).toHaveAttribute('href', '/');
  });

  it('renders the main navigation and marks the current page', () => {
    renderDe(<TopBar logo={<svg />} logoLabel="Start" items={items} activeId="statistics" />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Statistik' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('[L5] shows the open-orders bubble as 99+ inside the orders link with the exact count for screen readers', () => {
    renderDe(<TopBar logo={<svg />} logoLabel="Start" items={items} />);
    const link = screen.getByRole('link', { name: /Bestellungen/ });
    expect(link).toHaveAccessibleName('Bestellungen 150 offene Bestellungen');
    expect(within(link).getByText('99+')).toBeInTheDocument();
  });

  it('uses the given renderLink so the app can pass its router link', () => {
    renderDe(
      <TopBar
        logo={<svg />}
        logoLabel="Start"
        items={items}
        renderLink={({ href, children, ...rest }) => (
          <a data-router-link={href} href={`#${href}`} {...rest}>
            {children}
          </a>
        )}
        userMenu={<button type="button">Jana Becker</button>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Statistik' })).toHaveAttribute('data-router-link', '/statistik');
    expect(screen.getByRole('button', { name: 'Jana Becker' })).toBeInTheDocument();
  });

  describe('with less room than the entries need', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** jsdom lays nothing out: the bar is 250 px wide, each measured entry and "Mehr" 100 px. */
    function narrowBar() {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const width = this.tagName === 'NAV' ? 250 : this.matches('[data-measure]') ? 100 : 0;
        return { width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0 } as DOMRect;
      });
    }

    it('keeps the entries that fit and links the others from a "Mehr" popover', async () => {
      narrowBar();
      const user = userEvent.setup();
      renderDe(<TopBar logo={<svg />} logoLabel="Start" items={items} activeId="statistics" />);
      const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard']);
      const more = within(nav).getByRole('button', { name: 'Mehr' });
      // The current page is behind "Mehr": the button carries the current state.
      expect(more).toHaveAttribute('data-current');
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await user.click(more);
      // The popover's code comes on first use: it shows once its chunk is there.
      const popover = await screen.findByRole('dialog', { name: 'Weitere Menüeinträge' });
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(more).toHaveAttribute('aria-controls', popover.id);
      expect(within(popover).getByRole('link', { name: /^Bestellungen/ })).toHaveAttribute('href', '/orders');
      expect(within(popover).getByRole('link', { name: 'Statistik' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await user.click(within(popover).getByRole('link', { name: 'Statistik' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(more).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
