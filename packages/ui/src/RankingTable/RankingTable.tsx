import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import * as styles from './RankingTable.css';

export interface RankingRow {
  /** Stable key of the ranked account. */
  id: string;
  position: number;
  accountName: string;
  orderCount: number;
  /** Volume in integer litres. */
  volume: number;
}

export const rankingViewers = ['buyer', 'seller'] as const;
export type RankingViewer = (typeof rankingViewers)[number];

/** Column widths fixed by the spec (§9 ranking columns). */
export const rankingColumnWidths = {
  position: '15%',
  accountName: '30%',
  orderCount: '20%',
  volume: '35%',
} as const;

export interface RankingTableProps {
  /** Accessible name of the table. */
  caption: string;
  rows: readonly RankingRow[];
  /**
   * Account type of the person looking: sellers rank their buyers, buyers rank their sellers.
   * Decides the account column header and the empty text.
   */
  viewer: RankingViewer;
  /**
   * Whether filters (time range, product...) are set; an empty result then reads `graph_no_results`.
   * @default false
   */
  hasFilters?: boolean;
  /**
   * Total volume in litres shown beneath the volume column.
   * @default the sum of `rows[].volume`
   */
  totalVolume?: number;
  /**
   * Unit label printed beneath the total volume.
   * @default the message `ui.rankingTable.unit` ("L", litres)
   */
  unitLabel?: string;
  /** Highlights the row of the viewer's own account, if ranked. */
  highlightId?: string;
  className?: string;
  ref?: Ref<HTMLTableElement>;
}

export function RankingTable({
  caption,
  rows,
  viewer,
  hasFilters = false,
  totalVolume,
  unitLabel,
  highlightId,
  className,
  ref,
}: RankingTableProps) {
  const intl = useIntl();
  const total = totalVolume ?? rows.reduce((sum, row) => sum + row.volume, 0);
  const emptyMessage = hasFilters
    ? messages.graph_no_results
    : viewer === 'seller'
      ? messages.buyer_no_ranking
      : messages.seller_no_ranking;

  if (rows.length === 0) {
    return (
      <p
        className={[styles.empty, className].filter(Boolean).join(' ')}
        data-empty-reason={hasFilters ? 'filters' : viewer}
      >
        {intl.formatMessage(emptyMessage)}
      </p>
    );
  }

  return (
    <table ref={ref} className={[styles.table, className].filter(Boolean).join(' ')}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <colgroup>
        <col data-column="position" style={{ width: rankingColumnWidths.position }} />
        <col data-column="accountName" style={{ width: rankingColumnWidths.accountName }} />
        <col data-column="orderCount" style={{ width: rankingColumnWidths.orderCount }} />
        <col data-column="volume" style={{ width: rankingColumnWidths.volume }} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {intl.formatMessage(messages.position)}
          </th>
          <th scope="col" className={styles.headerCell}>
            {intl.formatMessage(viewer === 'seller' ? messages.accountBuyer : messages.accountSeller)}
          </th>
          <th scope="col" className={styles.headerCell} data-align="end">
            {intl.formatMessage(messages.orderCount)}
          </th>
          <th scope="col" className={styles.headerCell} data-align="end">
            {intl.formatMessage(messages.volume)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={styles.row} data-highlighted={row.id === highlightId || undefined}>
            <td className={styles.cell}>{intl.formatNumber(row.position)}.</td>
            <th scope="row" className={styles.accountCell}>
              {row.accountName}
            </th>
            <td className={styles.cell} data-align="end">
              {intl.formatNumber(row.orderCount)}
            </td>
            <td className={styles.cell} data-align="end">
              {intl.formatNumber(row.volume, { maximumFractionDigits: 0 })}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3} className={styles.totalLabel}>
            {intl.formatMessage(messages.total)}
          </th>
          <td className={styles.totalCell} data-align="end">
            <span className={styles.totalValue}>
              {intl.formatNumber(total, { maximumFractionDigits: 0 })}
            </span>
            <span className={styles.unit}>{unitLabel ?? intl.formatMessage(messages.unit)}</span>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
