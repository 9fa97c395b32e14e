import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, displaySegment, SMALL_SCREEN_QUERY } from './DateRangePicker';
import { dateRangePickerMessages } from './messages';

function renderDe(ui: React.ReactNode, locale: 'de' | 'de-CH' = 'de') {
  return render(
    <IntlProvider locale={locale} messages={dateRangePickerMessages[locale]}>
      <I18nProvider locale={locale}>{ui}</I18nProvider>
    </IntlProvider>,
  );
}

function mockMatchMedia(matchingQuery: string | null) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === matchingQuery,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const range = { start: new CalendarDate(2026, 3, 2), end: new CalendarDate(2026, 3, 9) };
const groupText = (label: string) =>
  (screen.getByRole('group', { name: label }).textContent ?? '').replace(/\u2066|\u2069|\u200e/g, '');

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('DateRangePicker', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['de', 'de-CH'] as const)('[K10] shows the range as DD. MM. YY in %s', (locale) => {
    renderDe(
      <DateRangePicker label="Zeitraum" defaultValue={range} maxValue={new CalendarDate(2026, 12, 31)} />,
      locale,
    );
    expect(groupText('Zeitraum')).toContain('02. 03. 26');
    expect(groupText('Zeitraum')).toContain('09. 03. 26');
  });

  it('[K10] shows a two-digit year placeholder when empty', () => {
    renderDe(<DateRangePicker label="Zeitraum" />);
    expect(groupText('Zeitraum')).toContain('tt. mm. jj');
  });

  it('[K10] keeps the four-digit year while the year segment is edited', () => {
    expect(displaySegment('year', '2026', false, true, 'JJ')).toBe('2026');
    expect(displaySegment('year', '2026', false, false, 'JJ')).toBe('26');
    expect(displaySegment('literal', '.', false, false, 'JJ')).toBe('. ');
  });

  it.each(['de', 'de-CH'] as const)(
    '[K10] in %s, typing the range as shown (01 12 26 – 31 12 26) means December 2026',
    async (locale) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderDe(
        <>
          <DateRangePicker
            label="Verfügbarkeit"
            onChange={onChange}
            maxValue={new CalendarDate(2027, 12, 31)}
          />
          <button type="button">weiter</button>
        </>,
        locale,
      );
      const group = screen.getByRole('group', { name: 'Verfügbarkeit' });
      await user.click(within(group).getAllByRole('spinbutton')[0]!);
      await user.keyboard('01 12 26 – 31 12 26');
      await user.click(screen.getByRole('button', { name: 'weiter' }));
      const value = onChange.mock.lastCall![0] as { start: CalendarDate; end: CalendarDate };
      expect(value.start.toString()).toBe('2026-12-01');
      expect(value.end.toString()).toBe('2026-12-31');
      expect(groupText('Verfügbarkeit')).toContain('01. 12. 26');
      expect(groupText('Verfügbarkeit')).toContain('31. 12. 26');
    },
  );

  it('[K10] a four-digit year typed in full stays as typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderDe(
      <DateRangePicker label="Zeitraum" onChange={onChange} maxValue={new CalendarDate(2027, 12, 31)} />,
    );
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('0103202609032026');
    const value = onChange.mock.lastCall![0] as { start: CalendarDate; end: CalendarDate };
    expect(value.start.toString()).toBe('2026-03-01');
    expect(value.end.toString()).toBe('2026-03-09');
  });

  it('[K10] shows two months and disables every day after today', async () => {
    mockMatchMedia(null);
    const user = userEvent.setup();
    renderDe(<DateRangePicker label="Zeitraum" />);
    await user.click(screen.getByRole('button', { name: /Kalender öffnen/ }));
    const dialog = screen.getByRole('dialog');
    const grids = within(dialog).getAllByRole('grid');
    expect(grids).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Nächster Monat' })).toBeDisabled();
    const now = today(getLocalTimeZone());
    const current = grids[1]!;
    for (const cell of within(current).getAllByRole('gridcell')) {
      const day = Number(cell.textContent);
      if (!day || cell.querySelector('[data-outside-month]')) continue;
      const button = within(cell).getByRole('button');
      if (day > now.day) expect(button).toHaveAttribute('aria-disabled', 'true');
      else expect(button).not.toHaveAttribute('aria-disabled');
    }
  });

  it('[K10] shows one month on small screens (< 576 px)', async () => {
    mockMatchMedia(SMALL_SCREEN_QUERY);
    const user = userEvent.setup();
    renderDe(<DateRangePicker label="Zeitraum" />);
    await user.click(screen.getByRole('button', { name: /Kalender öffnen/ }));
    expect(within(screen.getByRole('dialog')).getAllByRole('grid')).toHaveLength(1);
  });

  it('[K10] selects a range by choosing a start and an end day', async () => {
    mockMatchMedia(null);
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderDe(<DateRangePicker label="Zeitraum" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Kalender öffnen/ }));
    const previousMonth = within(screen.getByRole('dialog')).getAllByRole('grid')[0]!;
    await user.click(
      within(previousMonth).getByRole('button', {
        name: /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), 10\./,
      }),
    );
    await user.click(
      within(previousMonth).getByRole('button', {
        name: /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), 12\./,
      }),
    );
    const prev = today(getLocalTimeZone()).subtract({ months: 1 });
    expect(onChange).toHaveBeenCalledTimes(1);
    const value = onChange.mock.calls[0]![0] as { start: CalendarDate; end: CalendarDate };
    expect(value.start.toString()).toBe(prev.set({ day: 10 }).toString());
    expect(value.end.toString()).toBe(prev.set({ day: 12 }).toString());
  });
});
