import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketTimerProvider } from '../../shell/market-window';
import { MarketWindowStatus } from './MarketWindowStatus';
import { createMarketTimer, type MarketWindow } from '../../shell/market-window';

const T0 = Date.parse('2026-11-22T09:00:00.000Z');

function windowAt(expiresAt: number, serverNow: number, gasAge = 0): MarketWindow {
  return {
    prices: [
      {
        symbol: 'ICE/GAS/M00',
        price: '742.2500',
        live: true,
        timestamp: new Date(serverNow - gasAge).toISOString(),
      },
    ],
    currentTime: new Date(serverNow).toISOString(),
    created: new Date(serverNow).toISOString(),
    expires: new Date(expiresAt).toISOString(),
    marketChange: {},
  };
}

function setup(fetchWindow = vi.fn()) {
  const timer = createMarketTimer({
    fetchWindow,
    isLoggedIn: () => true,
    onReload: vi.fn(),
    refetchMetadata: vi.fn(),
    reportError: vi.fn(),
  });
  render(
    <IntlProvider locale="de" defaultLocale="de" onError={() => {}}>
      <MarketTimerProvider timer={timer}>
        <MarketWindowStatus />
      </MarketTimerProvider>
    </IntlProvider>,
  );
  return timer;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MarketWindowStatus', () => {
  it('[T2] counts down on the server clock (browser 1 h behind)', () => {
    vi.setSystemTime(T0 - 3_600_000);
    const timer = setup();
    act(() => {
      timer.adopt(windowAt(T0 + 125_000, T0));
    });
    expect(screen.getByRole('timer')).toHaveTextContent('2:05 Min.');
    act(() => vi.advanceTimersByTime(70_000));
    expect(screen.getByRole('timer')).toHaveTextContent('55 Sek.');
  });

  it('[T5] says the market is unavailable after a failed refresh', async () => {
    const timer = setup(vi.fn().mockRejectedValue(new Error('503')));
    act(() => {
      timer.adopt(windowAt(T0 + 1000, T0));
      timer.start();
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Der Markt ist gerade nicht verfügbar.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    timer.stop();
  });

  it('[T5] says the market is unavailable when the first load after login fails', async () => {
    const timer = setup(vi.fn().mockRejectedValue(new Error('503')));
    await act(async () => {
      await timer.refresh().catch(() => {});
      timer.start();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Der Markt ist gerade nicht verfügbar.');
    timer.stop();
  });

  it('[T6] warns when no live /GAS price is fresh', () => {
    const timer = setup();
    act(() => {
      timer.adopt(windowAt(T0 + 900_000, T0, 3 * 60_000));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Keine Live-Preisdaten');
  });
});
