import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketTimerProvider, useMarketTimer } from './MarketTimerProvider';
import { createMarketTimer, type MarketWindow } from './timer';

const T0 = Date.parse('2026-11-22T09:00:00.000Z');
const window: MarketWindow = {
  prices: [{ symbol: 'ICE/GAS/M00', price: '742.2500', live: true, timestamp: new Date(T0).toISOString() }],
  currentTime: new Date(T0).toISOString(),
  created: new Date(T0).toISOString(),
  expires: new Date(T0 + 900_000).toISOString(),
  marketChange: {},
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useMarketTimer', () => {
  it('[T1] re-renders only the component that shows the time on each tick', () => {
    const timer = createMarketTimer({
      fetchWindow: vi.fn(),
      isLoggedIn: () => true,
      onReload: vi.fn(),
      refetchMetadata: vi.fn(),
    });
    timer.adopt(window);
    const renders = { time: 0, availability: 0 };
    function Time() {
      renders.time += 1;
      const seconds = useMarketTimer((s) => Math.ceil(s.remainingMs / 1000));
      return <span data-testid="time">{seconds}</span>;
    }
    function Availability() {
      renders.availability += 1;
      const available = useMarketTimer((s) => s.marketAvailable);
      return <span data-testid="available">{String(available)}</span>;
    }
    render(
      <MarketTimerProvider timer={timer}>
        <Time />
        <Availability />
      </MarketTimerProvider>,
    );
    expect(screen.getByTestId('time').textContent).toBe('900');
    const before = { ...renders };
    act(() => timer.start());
    for (let i = 0; i < 3; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('time').textContent).toBe('897');
    expect(renders.time).toBe(before.time + 3);
    expect(renders.availability).toBe(before.availability);
    expect(screen.getByTestId('available').textContent).toBe('true');
    timer.stop();
  });

  it('throws a clear error outside the provider', () => {
    function Orphan() {
      useMarketTimer((s) => s.remainingMs);
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/MarketTimerProvider/);
    spy.mockRestore();
  });
});
