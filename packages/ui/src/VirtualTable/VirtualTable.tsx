import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../Table/messages';
import * as styles from './VirtualTable.css';

/** Row height the virtualiser assumes before it measures (px). */
export const DEFAULT_ROW_HEIGHT = 56;
/** Height of the scrolling viewport (px). */
export const DEFAULT_VIEWPORT_HEIGHT = 640;

export interface VirtualTableColumn<T> {
  /** Stable id of the column. */
  id: string;
  /** Header content. */
  header: ReactNode;
  /**
   * Renders the cell of one row. Called only when the row itself is rendered: keep `columns` stable
   * (`useMemo`) so that unchanged rows are skipped.
   */
  cell: (row: T) => ReactNode;
  /** CSS width of the column, e.g. `'12rem'`. */
  width?: string;
  /**
   * Text alignment; numbers read best aligned to the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export interface VirtualTableProps<T> {
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  columns: readonly VirtualTableColumn<T>[];
  rows: readonly T[];
  /** Key of a row; must be unique in `rows`. */
  getRowKey: (row: T) => string;
  /**
   * Estimated height of one row in px.
   * @default 56
   */
  rowHeight?: number;
  /**
   * Height of the scrolling viewport in px; only the rows inside it (plus `overscan`) are in the DOM.
   * @default 640
   */
  viewportHeight?: number;
  /**
   * Rows rendered above and below the visible ones.
   * @default 8
   */
  overscan?: number;
  /**
   * Content shown in place of the rows when `rows` is empty.
   * @default the message `ui.table.empty`
   */
  emptyText?: ReactNode;
  /**
   * Marks the table busy (`aria-busy`) while data loads.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The number of rows in the whole list when `rows` holds only its first pages (for `aria-rowcount`).
   * @default rows.length
   */
  totalRows?: number;
  /**
   * Called when the rows in view reach the end of `rows` while more exist (`totalRows` > `rows.length`):
   * load the next page then. Called again each time the end comes into view, so it must ignore calls
   * while a page is loading.
   */
  onEndReached?: () => void;
  /**
   * Shows a row at the end saying that more rows are loading.
   * @default false
   */
  isLoadingMore?: boolean;
  className?: string;
}

interface RowProps<T> {
  row: T;
  index: number;
  columns: readonly VirtualTableColumn<T>[];
}

function RowImpl<T>({ row, index, columns }: RowProps<T>) {
  return (
    <tr className={styles.row} aria-rowindex={index + 2}>
      {columns.map((column) => (
        <td key={column.id} className={styles.cell} data-align={column.align ?? 'start'}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * One row, memoised on the row object: when the rows array is replaced but a row object is the same
 * (React Query's structural sharing keeps unchanged rows identical), the row does not render again.
 */
const Row = memo(RowImpl) as typeof RowImpl;

/**
 * A table that renders only the rows in view (@tanstack/react-virtual): thousands of rows stay cheap.
 * Spacer rows above and below keep the scroll height and the native table semantics; `aria-rowcount`
 * and `aria-rowindex` tell assistive technology the full size.
 */
export function VirtualTable<T>({
  caption,
  columns,
  rows,
  getRowKey,
  rowHeight = DEFAULT_ROW_HEIGHT,
  viewportHeight = DEFAULT_VIEWPORT_HEIGHT,
  overscan = 8,
  emptyText,
  isLoading = false,
  totalRows,
  onEndReached,
  isLoadingMore = false,
  className,
}: VirtualTableProps<T>) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  // An element without layout (not yet attached, or a DOM without layout such as a test's) measures 0:
  // fall back to the configured viewport height so the visible window is still known.
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
      observeElementRect(instance, (rect) =>
        cb({ width: rect.width, height: rect.height > 0 ? rect.height : viewportHeight }),
      ),
    [viewportHeight],
  );
  // The virtualiser is mutable by design; this component is not compiled by the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: viewportHeight },
    observeElementRect: observeRect,
    getItemKey: (index) => getRowKey(rows[index] as T),
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items.at(-1)?.index ?? -1;
  const total = Math.max(totalRows ?? rows.length, rows.length);
  const atEnd = rows.length > 0 && lastInView >= rows.length - 1 && total > rows.length;
  useEffect(() => {
    if (atEnd) onEndReached?.();
  }, [atEnd, rows.length, onEndReached]);
  const paddingTop = items.length > 0 ? (items[0]?.start ?? 0) : 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  return (
    <div
      ref={scrollRef}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      style={{ maxHeight: viewportHeight }}
      // The scroller is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table
        className={styles.table}
        aria-rowcount={total + 1}
        aria-busy={isLoading || undefined}
        data-loading={isLoading || undefined}
      >
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={styles.headerCell}
                data-align={column.align ?? 'start'}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {isLoading
                  ? intl.formatMessage(messages.loading)
                  : (emptyText ?? intl.formatMessage(messages.empty))}
              </td>
            </tr>
          ) : (
            <>
              {paddingTop > 0 ? (
                <tr aria-hidden="true" data-spacer="">
                  <td colSpan={columns.length} className={styles.spacer} style={{ height: paddingTop }} />
                </tr>
              ) : null}
              {items.map((item) => (
                <Row key={item.key} row={rows[item.index] as T} index={item.index} columns={columns} />
              ))}
              {paddingBottom > 0 ? (
                <tr aria-hidden="true" data-spacer="">
                  <td colSpan={columns.length} className={styles.spacer} style={{ height: paddingBottom }} />
                </tr>
              ) : null}
              {isLoadingMore ? (
                <tr aria-rowindex={rows.length + 2}>
                  <td colSpan={columns.length} className={styles.emptyCell} role="status">
                    {intl.formatMessage(messages.loadingMore)}
                  </td>
                </tr>
              ) : null}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
