/**
 * The order history as a spreadsheet file (GET /api/orderHistory/export): semicolon separated, UTF-8 with
 * byte order mark, the platform's decimal mark, dates in the platform's local time, statuses in the
 * viewer's wording, every text cell spreadsheet-safe. Written batch by batch as it is read.
 */
import { stringify } from 'csv-stringify/sync';
import { CSV_DELIMITER, safeCell } from '../offers/csvFormat.js';
import { timeZoneOf } from '../../platformTime.js';
import { collectionTimeText, isEdited } from './dto.js';
import type { HistoryRow } from './history.js';
import type { OrderView } from './repository.js';

export const HISTORY_CSV_HEADER = [
  'Bestellnummer',
  'Datum',
  'Status',
  'Käufer',
  'Verkäufer',
  'Produkt',
  'Terminal',
  'Lieferadresse',
  'Menge (l)',
  'Preis',
  'Preiseinheit',
  'Rechnungsbetrag',
  'Währung',
  'Abholzeitraum',
  'Bearbeitet',
  'Kommentar',
] as const;

/** [B11] The last column on platforms that keep creditor numbers (brand flag CREDITORS). */
export const CREDITOR_CSV_COLUMN = 'Kreditor';

/**
 * [B11] The column before the creditor's on platforms that keep lifting order numbers (brand flag
 * LIFTING_ORDER_NUMBER).
 */
export const LIFTING_ORDER_NUMBER_CSV_COLUMN = 'Abholauftragsnummer';

/** Status labels of the seller; buyers read MANUAL as "In Prüfung" and INCOMPLETE as "Offen" (rule OS1). */
const SELLER_STATUS: Record<OrderView['status'], string> = {
  COMPLETE: 'Abgeschlossen',
  TRANSFERRED: 'Übertragen',
  CONFIRMED: 'Bestätigt',
  MANUAL: 'Manuell',
  INCOMPLETE: 'Unvollständig',
  CANCELLED: 'Abgelehnt',
};
const BUYER_STATUS: Record<OrderView['status'], string> = {
  ...SELLER_STATUS,
  MANUAL: 'In Prüfung',
  INCOMPLETE: 'Offen',
};

export interface CsvContext {
  side: 'buyer' | 'seller';
  platformId: string;
  currency: 'EUR' | 'CHF';
  productType: 'fuel' | 'additive';
  /** [B11] The platform keeps creditor numbers: each order's is the last column. */
  creditors: boolean;
  /** [B11] The platform keeps lifting order numbers: each order's is a column before the creditor's. */
  liftingOrderNumbers: boolean;
}

export function historyCsvWriter(ctx: CsvContext): {
  header(): string;
  rows(rows: readonly HistoryRow[]): string;
} {
  const swiss = ctx.platformId === 'ch';
  const decimal = (value: string) => (swiss ? value : value.replace('.', ','));
  const dateTime = new Intl.DateTimeFormat('de-DE', {
    timeZone: timeZoneOf(ctx.platformId),
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const status = ctx.side === 'seller' ? SELLER_STATUS : BUYER_STATUS;
  const unit = ctx.productType === 'fuel' ? `${ctx.currency}/100L15` : `${ctx.currency}/l`;
  const text = (cells: readonly string[][]) =>
    stringify(
      cells.map((row) => row.map(safeCell)),
      { delimiter: CSV_DELIMITER, record_delimiter: '\r\n' },
    );
  return {
    header: () =>
      `\uFEFF${text([
        [
          ...HISTORY_CSV_HEADER,
          ...(ctx.liftingOrderNumbers ? [LIFTING_ORDER_NUMBER_CSV_COLUMN] : []),
          ...(ctx.creditors ? [CREDITOR_CSV_COLUMN] : []),
        ],
      ])}`,
    rows: (rows) =>
      text(
        rows.map((r) => [
          r.order_number,
          dateTime.format(r.created_at).replace(',', ''),
          status[r.status],
          r.buyer_name,
          r.seller_name,
          r.product_name,
          r.terminal_name ?? '',
          r.address_street !== null ? `${r.address_street} (${r.address_zip ?? ''})` : '',
          r.volume,
          decimal(r.price),
          unit,
          decimal(r.invoice),
          ctx.currency,
          collectionTimeText(r.collection_start, r.collection_end),
          isEdited(r) ? 'ja' : 'nein',
          r.comment?.trim() ? r.comment : '',
          ...(ctx.liftingOrderNumbers ? [r.lifting_order_number ?? ''] : []),
          ...(ctx.creditors ? [r.creditor_number ?? ''] : []),
        ]),
      ),
  };
}
