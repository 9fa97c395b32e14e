import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CookieSettings } from './CookieSettings';
import { uiMessages } from '../messages';

function renderDe(ui: React.ReactNode, locale: 'de' | 'de-CH' = 'de') {
  return render(
    <IntlProvider locale={locale} messages={uiMessages[locale]}>
      {ui}
    </IntlProvider>,
  );
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('CookieSettings', { timeout: 20_000 }, () => {
  it('[CK1] shows the necessary toggle switched on and locked', () => {
    renderDe(<CookieSettings isOpen onOpenChange={() => {}} onChoice={() => {}} />);
    const necessary = screen.getByRole('switch', { name: 'Notwendige Cookies' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
  });

  it('[CK1] confirming without touching the analytical toggle stores necessary only', async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    const onOpenChange = vi.fn();
    renderDe(<CookieSettings isOpen onOpenChange={onOpenChange} onChoice={onChoice} />);
    expect(screen.getByRole('switch', { name: 'Analyse-Cookies' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(onChoice).toHaveBeenCalledExactlyOnceWith({ necessary: true, analytical: false });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('[CK1] toggles analytical with the keyboard and confirms the selection', async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    renderDe(<CookieSettings isOpen onOpenChange={() => {}} onChoice={onChoice} defaultAnalytical />);
    const analytical = screen.getByRole('switch', { name: 'Analyse-Cookies' });
    expect(analytical).toBeChecked();
    analytical.focus();
    await user.keyboard(' ');
    expect(analytical).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(onChoice).toHaveBeenCalledExactlyOnceWith({ necessary: true, analytical: false });
  });

  it('closes with Escape without reporting a choice', async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    const onOpenChange = vi.fn();
    renderDe(<CookieSettings isOpen onOpenChange={onOpenChange} onChoice={onChoice} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onChoice).not.toHaveBeenCalled();
  });

  it('uses the Swiss spelling for the close button in de-CH', async () => {
    renderDe(<CookieSettings isOpen onOpenChange={() => {}} onChoice={() => {}} />, 'de-CH');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Schliessen' })).toBeInTheDocument();
  });
});
