import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { rankingTableMessages } from './messages';
import { RankingTable, type RankingRow } from './RankingTable';

const rows: RankingRow[] = [
  { id: 'a', position: 1, accountName: 'Nordheiz GmbH', orderCount: 42, volume: 120000 },
  { id: 'b', position: 2, accountName: 'Aviaten Gruppe', orderCount: 17, volume: 56500 },
];

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={rankingTableMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

describe('RankingTable', () => {
  it('[K9] gives the columns position 15 %, account 30 %, orders 20 % and volume 35 %', () => {
    const { container } = renderDe(<RankingTable caption="Rangliste" rows={rows} viewer="seller" />);
    const widths = [...container.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toEqual(['15%', '30%', '20%', '35%']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Platz', 'Käufer', 'Bestellungen', 'Volumen']);
  });

  it('[K9] shows the total volume with the unit label on its own line beneath it', () => {
    renderDe(<RankingTable caption="Rangliste" rows={rows} viewer="buyer" />);
    const total = screen.getByRole('rowheader', { name: 'Gesamtvolumen' }).closest('tr');
    expect(total).not.toBeNull();
    const cell = within(total as HTMLElement).getByRole('cell');
    const [value, unit] = [...cell.children].map((c) => c.textContent);
    expect(value).toBe('176.500');
    expect(unit).toBe('L');
    expect(cell.lastElementChild).toBe(within(cell).getByText('L'));
  });

  it('uses a given total and unit label instead of the row sum', () => {
    renderDe(
      <RankingTable caption="Rangliste" rows={rows} viewer="buyer" totalVolume={999999} unitLabel="Liter" />,
    );
    expect(screen.getByText('999.999')).toBeInTheDocument();
    expect(screen.getByText('Liter')).toBeInTheDocument();
  });

  it('formats volumes with the locale grouping and names the ranked account as row header', () => {
    renderDe(<RankingTable caption="Rangliste" rows={rows} viewer="buyer" />);
    const row = screen.getByRole('row', { name: /Nordheiz GmbH/ });
    expect(within(row).getByText('120.000')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[1]).toHaveTextContent('Verkäufer');
  });

  it('[H9] tells a seller without filters that there is no buyer ranking (buyer_no_ranking)', () => {
    renderDe(<RankingTable caption="Rangliste" rows={[]} viewer="seller" />);
    expect(
      screen.getByText(rankingTableMessages.de['ui.rankingTable.buyer_no_ranking']!),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('[H9] tells a buyer without filters that there is no seller ranking (seller_no_ranking)', () => {
    renderDe(<RankingTable caption="Rangliste" rows={[]} viewer="buyer" />);
    expect(
      screen.getByText(rankingTableMessages.de['ui.rankingTable.seller_no_ranking']!),
    ).toBeInTheDocument();
  });

  it('[H9] shows graph_no_results for either viewer when filters are set', () => {
    const text = rankingTableMessages.de['ui.rankingTable.graph_no_results']!;
    const { unmount } = renderDe(<RankingTable caption="Rangliste" rows={[]} viewer="buyer" hasFilters />);
    expect(screen.getByText(text)).toBeInTheDocument();
    unmount();
    renderDe(<RankingTable caption="Rangliste" rows={[]} viewer="seller" hasFilters />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
