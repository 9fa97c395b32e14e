import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { vars } from '../theme';
import { ChartFrame, chartPalette } from './ChartFrame';
import { chartFrameMessages } from './messages';

const data = [
  { month: 'Jan', heizoel: 12000, diesel: 8000.5 },
  { month: 'Feb', heizoel: 15500, diesel: 9100 },
];
const series = [
  { key: 'heizoel', label: 'Heizöl' },
  { key: 'diesel', label: 'Diesel' },
];

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={chartFrameMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

// react-aria interactions are slow in jsdom on a loaded machine; 5 s (the default) is too tight.
describe('ChartFrame', { timeout: 20_000 }, () => {
  it('hands the theme palette (contract variables) to the chart', () => {
    const chart = vi.fn((palette: readonly string[]) => <svg data-colors={palette.join(' ')} />);
    renderDe(
      <ChartFrame title="Volumen" data={data} categoryKey="month" categoryLabel="Monat" series={series}>
        {chart}
      </ChartFrame>,
    );
    expect(chart).toHaveBeenCalledWith(chartPalette);
    expect(chartPalette[0]).toBe(vars.color.chart1);
    expect(chartPalette).toHaveLength(6);
    expect(new Set(chartPalette).size).toBe(6);
  });

  it('switches to a data table with "Als Tabelle anzeigen" and back', async () => {
    const user = userEvent.setup();
    renderDe(
      <ChartFrame
        title="Volumen je Monat"
        data={data}
        categoryKey="month"
        categoryLabel="Monat"
        series={series}
      >
        {() => <svg data-testid="chart" />}
      </ChartFrame>,
    );
    expect(screen.getByRole('figure', { name: 'Volumen je Monat' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Als Tabelle anzeigen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('chart')).toBeNull();
    const table = screen.getByRole('table', { name: 'Volumen je Monat' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Monat', 'Heizöl', 'Diesel']);
    const feb = within(table).getByRole('row', { name: /Feb/ });
    expect(
      within(feb)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['15.500', '9.100']);
    await user.keyboard(' ');
    expect(screen.getByTestId('chart')).toBeInTheDocument();
  });

  it('formats table values with the given formatter', () => {
    renderDe(
      <ChartFrame
        title="Preise"
        data={data}
        categoryKey="month"
        categoryLabel="Monat"
        series={series}
        formatValue={(v) => `${v.toFixed(2)} EUR`}
        defaultShowTable
      >
        {() => null}
      </ChartFrame>,
    );
    expect(screen.getByText('8000.50 EUR')).toBeInTheDocument();
  });

  it('shows an empty text instead of an empty chart', () => {
    renderDe(
      <ChartFrame title="Volumen" data={[]} categoryKey="month" categoryLabel="Monat" series={series}>
        {() => <svg data-testid="chart" />}
      </ChartFrame>,
    );
    expect(screen.getByText('Keine Daten für diesen Zeitraum vorhanden')).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).toBeNull();
  });
});
