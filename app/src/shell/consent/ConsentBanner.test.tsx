import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_URL, isAnalyticsLoaded, resetAnalytics } from './analytics';
import { resetScriptCache } from '../thirdParty/loadScript';
import { ConsentBanner, CookieSettingsButton } from './ConsentBanner';
import { CONSENT_COOKIE, readConsent, writeConsent } from './cookie';
import { resetConsentStore } from './store';

function renderWithIntl(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" defaultLocale="de" onError={() => {}}>
      {ui}
    </IntlProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookie-Hinweis' });

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.head.innerHTML = '';
  resetConsentStore();
  resetScriptCache();
  resetAnalytics();
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('ConsentBanner', () => {
  it('[CK1] shows the banner while no choice is stored, without loading analytics', () => {
    renderWithIntl(<ConsentBanner />);
    expect(banner()).toBeInTheDocument();
    expect(isAnalyticsLoaded()).toBe(false);
  });

  it('[CK1][B5] decline stores necessary, hides the banner and loads no analytics', async () => {
    renderWithIntl(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(readConsent()).toBe('necessary');
    expect(banner()).not.toBeInTheDocument();
    expect(isAnalyticsLoaded()).toBe(false);
  });

  it('[CK1][B5] accept stores analytical, hides the banner and loads analytics', async () => {
    renderWithIntl(<ConsentBanner />);
    expect(document.querySelector(`script[src="${ANALYTICS_URL}"]`)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(readConsent()).toBe('analytical');
    expect(banner()).not.toBeInTheDocument();
    expect(isAnalyticsLoaded()).toBe(true);
  });

  it('[CK1] settings: the analytical toggle and Confirm selection save the choice', async () => {
    renderWithIntl(<ConsentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const necessary = await screen.findByRole('switch', { name: 'Notwendige Cookies' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Analyse-Cookies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(readConsent()).toBe('analytical');
    expect(banner()).not.toBeInTheDocument();
    expect(isAnalyticsLoaded()).toBe(true);
  });

  it('[CK1][B5] a stored choice hides the banner; a stored analytical choice loads analytics', () => {
    writeConsent('analytical');
    renderWithIntl(<ConsentBanner />);
    expect(banner()).not.toBeInTheDocument();
    expect(isAnalyticsLoaded()).toBe(true);
  });

  it('[CK1] the settings button changes a stored choice', async () => {
    writeConsent('analytical');
    renderWithIntl(<CookieSettingsButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    const analytical = await screen.findByRole('switch', { name: 'Analyse-Cookies' });
    expect(analytical).toBeChecked();
    await userEvent.click(analytical);
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
    expect(readConsent()).toBe('necessary');
  });
});
