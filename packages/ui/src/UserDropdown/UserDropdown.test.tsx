import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { userDropdownMessages } from './messages';
import { UserDropdown } from './UserDropdown';

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={userDropdownMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('UserDropdown', { timeout: 20_000 }, () => {
  it('shows first and last name on the trigger and lists Einstellungen, Hilfe, Abmelden', async () => {
    const user = userEvent.setup();
    renderDe(<UserDropdown firstName="Jana" lastName="Becker" onAction={() => {}} />);
    const trigger = screen.getByRole('button', { name: /Jana Becker/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    // The menu's code comes on first use: the menu shows once its chunk is there.
    const menu = await screen.findByRole('menu', { name: 'Jana Becker' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Einstellungen', 'Hilfe', 'Abmelden']);
  });

  it('opens with the keyboard, reports the chosen entry and closes', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderDe(<UserDropdown firstName="Jana" lastName="Becker" onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledExactlyOnceWith('help');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderDe(<UserDropdown firstName="Jana" lastName="Becker" onAction={() => {}} />);
    const trigger = screen.getByRole('button', { name: /Jana Becker/ });
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // react-aria restores focus after the popover unmounts, one frame later.
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
