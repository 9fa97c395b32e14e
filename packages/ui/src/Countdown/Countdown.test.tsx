import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { countdownMessages } from './messages';

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={countdownMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[K15] shows the minutes-and-seconds form "4:59 Min." from one minute upwards', () => {
    renderDe(<Countdown expiresAt={Date.now() + 5 * 60_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('5:00 Min.');
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('4:59 Min.');
    tick(3 * 60_000 + 50_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:09 Min.');
  });

  it('[K15] switches to the seconds form "59 Sek." below one minute and stops at "0 Sek."', () => {
    const onExpire = vi.fn();
    renderDe(<Countdown expiresAt={Date.now() + 61_000} onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1:01 Min.');
    tick(2000);
    expect(screen.getByRole('timer')).toHaveTextContent('59 Sek.');
    tick(59_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0 Sek.');
    tick(5000);
    expect(screen.getByRole('timer')).toHaveTextContent('0 Sek.');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('enters the warning state below the threshold and the expired state at zero', () => {
    const { container } = renderDe(<Countdown expiresAt={Date.now() + 32_000} warningBelowSeconds={30} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).not.toHaveAttribute('data-warning');
    tick(3000);
    expect(root).toHaveAttribute('data-warning');
    tick(29_000);
    expect(root).not.toHaveAttribute('data-warning');
    expect(root).toHaveAttribute('data-expired');
  });

  it('says in its live region exactly what the timer shows, or nothing', () => {
    const { container } = renderDe(
      <Countdown expiresAt={Date.now() + 5 * 60_000 + 500} label="Preisreservierung" />,
    );
    const live = container.querySelector('[aria-live="polite"]') as HTMLElement;
    const timer = screen.getByRole('timer');
    const mismatches: string[] = [];
    for (let s = 0; s <= 6 * 60; s += 1) {
      const said = live.textContent ?? '';
      const shown = `Preisreservierung: ${timer.textContent ?? ''}`;
      if (said !== '' && said !== shown) mismatches.push(`${said} <> ${shown}`);
      tick(1000);
    }
    expect(mismatches).toEqual([]);
  });

  it('announces the remaining time in a polite live region at most once a minute', () => {
    const { container } = renderDe(
      <Countdown expiresAt={Date.now() + 5 * 60_000} label="Preisreservierung" />,
    );
    const live = container.querySelector('[aria-live="polite"]') as HTMLElement;
    // What shows at mount is not spoken: a screen reader reads the timer where the user meets it.
    expect(live).toHaveTextContent('');
    const seen: { at: number; text: string }[] = [];
    const start = Date.now();
    for (let s = 1; s <= 6 * 60; s += 1) {
      tick(1000);
      const text = live.textContent ?? '';
      if (text !== '' && text !== seen.at(-1)?.text) seen.push({ at: Date.now() - start, text });
    }
    expect(seen.map((s) => s.text)).toEqual([
      'Preisreservierung: 4:00 Min.',
      'Preisreservierung: 3:00 Min.',
      'Preisreservierung: 2:00 Min.',
      'Preisreservierung: 1:00 Min.',
      'Preisreservierung: 0 Sek.',
    ]);
    for (let i = 1; i < seen.length; i += 1) {
      expect(seen[i]!.at - seen[i - 1]!.at).toBeGreaterThanOrEqual(60_000);
    }
  });

  it('holds back an announcement that would follow the previous one within a minute', () => {
    const { container } = renderDe(<Countdown expiresAt={Date.now() + 30_000} />);
    const live = container.querySelector('[aria-live="polite"]') as HTMLElement;
    tick(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0 Sek.');
    expect(live).toHaveTextContent('');
    tick(30_000);
    expect(live).toHaveTextContent('Verbleibende Zeit: 0 Sek.');
  });

  it('follows a corrected clock passed as now', () => {
    const offset = 10_000;
    renderDe(<Countdown expiresAt={Date.now() + 70_000} now={() => Date.now() + offset} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1:00 Min.');
  });
});
