import { brandIds, brands, type Locale } from '@fuelmarket/brands';
import type { paths } from '@fuelmarket/api-client';
import { act, configure, render, screen, within } from '@testing-library/react';
import { createOpenApiHttp } from 'openapi-msw';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, fakeWindow, network } from '../../test/backend';
import { fakeMarket } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';
import { iceChanges, MarketChange } from './MarketChange';
import { MarketTimerProvider } from '../../shell/market-window';
import { createMarketTimer, type MarketWindow } from '../../shell/market-window';

// Whole-app renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

const http = createOpenApiHttp<paths>();
const LABEL = /gegenüber dem letzten Marktfenster/;

/** A window with two gasoil months, Brent and EUR/USD, and these changes. */
function windowWith(marketChange: Record<string, string>): MarketWindow {
  const base = fakeWindow();
  const at = base.prices[0]!.timestamp;
  return {
    ...base,
    prices: [
      { symbol: 'ICE/GAS/M00', price: '742.2500', live: true, timestamp: at },
      { symbol: 'ICE/GAS/M01', price: '738.0000', live: true, timestamp: at },
      { symbol: 'ICE/BRN/M00', price: '81.4000', live: true, timestamp: at },
      { symbol: 'EUR/USD', price: '1.0850', live: true, timestamp: at },
    ],
    marketChange,
  };
}

function renderChange(locale: Locale, window: MarketWindow | null) {
  const timer = createMarketTimer({
    fetchWindow: vi.fn(),
    isLoggedIn: () => true,
    onReload: vi.fn(),
    refetchMetadata: vi.fn(),
    reportError: vi.fn(),
  });
  render(
    <IntlProvider locale={locale} defaultLocale={locale} onError={() => {}}>
      <MarketTimerProvider timer={timer}>
        <MarketChange locale={locale} />
      </MarketTimerProvider>
    </IntlProvider>,
  );
  if (window) act(() => void timer.adopt(window));
}

/** Each shown quote as [text, direction]. */
const shown = () =>
  [...screen.getByRole('group', { name: LABEL }).querySelectorAll('[data-direction]')].map((i) => [
    i.textContent,
    i.getAttribute('data-direction'),
  ]);

describe('MarketChange', () => {
  const changes = {
    'ICE/GAS/M00': '12.5000',
    'ICE/GAS/M01': '-1234.5000',
    'ICE/BRN/M00': '0.0000',
    'EUR/USD': '0.0012',
  };

  it('shows each ICE quote signed with an arrow under "gegenüber dem letzten Marktfenster", without FX', () => {
    renderChange('de', windowWith(changes));
    expect(shown()).toEqual([
      ['ICE/GAS/M00▲ +12,50', 'up'],
      ['ICE/GAS/M01▼ -1.234,50', 'down'],
      ['ICE/BRN/M00▶ 0,00', 'unchanged'],
    ]);
    const group = screen.getByRole('group', { name: LABEL });
    // The arrows are decoration: the sign in the text carries the direction for every reader.
    for (const arrow of within(group).getAllByText(/^[▲▼▶]$/))
      expect(arrow).toHaveAttribute('aria-hidden', 'true');
    expect(group).not.toHaveTextContent('EUR/USD');
  });

  it('formats the change in the Swiss locale (de-CH)', () => {
    renderChange('de-CH', windowWith(changes));
    expect(shown().map(([text]) => text)).toEqual([
      'ICE/GAS/M00▲ +12.50',
      "ICE/GAS/M01▼ -1'234.50",
      'ICE/BRN/M00▶ 0.00',
    ]);
  });

  it('shows nothing without a window, or while the window has no change yet (the first window)', () => {
    renderChange('de', null);
    expect(screen.queryByRole('group', { name: LABEL })).toBeNull();
    renderChange('de', windowWith({}));
    expect(screen.queryByRole('group', { name: LABEL })).toBeNull();
  });

  it('iceChanges keeps the window order and leaves out FX and symbols without a change', () => {
    const window = { ...fakeWindow(), marketChange: { 'EUR/USD': '0.0010', 'ICE/GAS/M00': '-3.5000' } };
    expect(iceChanges(window)).toEqual([{ symbol: 'ICE/GAS/M00', change: '-3.5000' }]);
  });
});

describe('[B11] the market change on /handelsplatz (HIDE_MARKET_CHANGE)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('[B11] only the Austrian brand hides the market change', () => {
    expect(brandIds.filter((id) => brands[id].flags.HIDE_MARKET_CHANGE)).toEqual(['at']);
  });

  it.each(brandIds)('[B11] brand %s shows the market change unless it hides it', async (brand) => {
    const backend = fakeBackend({
      type: 'buyer',
      roles: ['MyOffers_Purchase', 'MyRelationships_View'],
      termsAccepted: true,
    });
    fakeMarket(backend);
    network.use(
      http.get('/api/generic/marketWindow', ({ response }) =>
        response(200).json(windowWith({ 'ICE/GAS/M00': '-3.5000' })),
      ),
    );
    const view = renderApp('/handelsplatz', { brand });
    stop = () => view.app.timer.stop();
    await screen.findByRole('table', { name: 'Kraftstoffangebote' });
    // The window with its change has arrived; whether it shows is the brand's choice alone.
    await expect
      .poll(() => view.app.timer.getSnapshot().window?.marketChange)
      .toEqual({ 'ICE/GAS/M00': '-3.5000' });
    const group = screen.queryByRole('group', { name: LABEL });
    if (brands[brand].flags.HIDE_MARKET_CHANGE) {
      expect(group).toBeNull();
      expect(screen.queryByText(/3[,.]50/)).toBeNull();
    } else {
      expect(group).toHaveTextContent(brand === 'ch' ? 'ICE/GAS/M00▼ -3.50' : 'ICE/GAS/M00▼ -3,50');
    }
  });
});
