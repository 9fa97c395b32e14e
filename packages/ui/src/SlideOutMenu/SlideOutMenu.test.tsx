import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { notificationBubbleMessages } from '../NotificationBubble';
import type { NavItem } from '../TopBar';
import { slideOutMenuMessages } from './messages';
import { SlideOutMenu } from './SlideOutMenu';

const items: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#/' },
  { id: 'orders', label: 'Bestellungen', href: '#/orders' },
];

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider locale="de" messages={{ ...slideOutMenuMessages.de, ...notificationBubbleMessages.de }}>
      <button type="button" onClick={() => setOpen(true)}>
        Menü öffnen
      </button>
      <SlideOutMenu isOpen={open} onOpenChange={setOpen} items={items} activeId="orders">
        <p>Angemeldet als Jana Becker</p>
      </SlideOutMenu>
    </IntlProvider>
  );
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('SlideOutMenu', { timeout: 20_000 }, () => {
  it('opens as a modal dialog with the navigation and the extra content', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Menü' });
    const nav = within(dialog).getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByText('Angemeldet als Jana Becker')).toBeInTheDocument();
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes after following a navigation link', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
