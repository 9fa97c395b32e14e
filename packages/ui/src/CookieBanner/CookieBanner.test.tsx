import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { cookieSettingsMessages } from '../CookieSettings';
import { CookieBanner } from './CookieBanner';
import { cookieBannerMessages } from './messages';

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={{ ...cookieBannerMessages.de, ...cookieSettingsMessages.de }}>
      {ui}
    </IntlProvider>,
  );
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('CookieBanner', { timeout: 20_000 }, () => {
  it('[CK1] accepting reports analytical cookies on', async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    renderDe(<CookieBanner onChoice={onChoice} />);
    const region = screen.getByRole('region', { name: 'Cookie-Hinweis' });
    await user.click(within(region).getByRole('button', { name: 'Alle akzeptieren' }));
    expect(onChoice).toHaveBeenCalledExactlyOnceWith({ necessary: true, analytical: true });
  });

  it('[CK1] declining reports necessary cookies only', async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    renderDe(<CookieBanner onChoice={onChoice} />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(onChoice).toHaveBeenCalledExactlyOnceWith({ necessary: true, analytical: false });
  });

  it('[CK1] Einstellungen opens the settings dialog and its confirmed selection is reported', async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    renderDe(<CookieBanner onChoice={onChoice} />);
    await user.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    await user.click(within(dialog).getByRole('switch', { name: 'Analyse-Cookies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(onChoice).toHaveBeenCalledExactlyOnceWith({ necessary: true, analytical: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links to the privacy policy when a target is given', () => {
    renderDe(<CookieBanner onChoice={() => {}} privacyHref="/datenschutz" />);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
  });
});
