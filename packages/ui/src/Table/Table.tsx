import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import { messages } from './messages';
import * as styles from './Table.css';

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  /** Stable id, reported in `onSortChange`. */
  id: string;
  /** Header content; a string keeps the sort button's accessible name readable. */
  header: ReactNode;
  /** Renders the cell of one row. */
  cell: (row: T) => ReactNode;
  /**
   * Whether the header offers sorting.
   * @default false
   */
  sortable?: boolean;
  /** CSS width of the column, e.g. `'30%'`. */
  width?: string;
  /**
   * Text alignment; numbers read best aligned to the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export interface TableProps<T> {
  /** Accessible name of the table (rendered as caption, visually hidden unless `showCaption`). */
  caption: string;
  /**
   * Whether the caption is visible.
   * @default false
   */
  showCaption?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Key of a row; must be unique in `rows`. */
  getRowKey: (row: T) => string;
  /** Current sort (controlled); the table itself does not reorder rows. */
  sort?: TableSort;
  /** Called with the next sort when a sortable header is activated. */
  onSortChange?: (sort: TableSort) => void;
  /**
   * Content shown in place of the rows when `rows` is empty.
   * @default the message `ui.table.empty`
   */
  emptyText?: ReactNode;
  /**
   * Marks the table busy (`aria-busy`) and dims the rows while data loads.
   * @default false
   */
  isLoading?: boolean;
  /** Current page, 1-based; pagination shows when `pageCount > 1`. */
  page?: number;
  /**
   * Number of pages.
   * @default 1
   */
  pageCount?: number;
  onPageChange?: (page: number) => void;
  className?: string;
  ref?: Ref<HTMLTableElement>;
}

/** Next sort when a header is activated: a new column starts ascending, the same column toggles. */
export function nextSort(current: TableSort | undefined, columnId: string): TableSort {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnId, direction: 'ascending' };
}

export function Table<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  emptyText,
  isLoading = false,
  page = 1,
  pageCount = 1,
  onPageChange,
  className,
  ref,
}: TableProps<T>) {
  const intl = useIntl();
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      {/* Focusable and named, so keyboard users can scroll a table wider than the screen (axe:
          scrollable-region-focusable). */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
        <table
          ref={ref}
          className={styles.table}
          aria-busy={isLoading || undefined}
          data-loading={isLoading || undefined}
        >
          <caption className={showCaption ? styles.caption : styles.visuallyHidden}>{caption}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.columnId === column.id;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={styles.headerCell}
                    data-align={column.align ?? 'start'}
                    aria-sort={column.sortable ? (active ? sort.direction : 'none') : undefined}
                  >
                    {column.sortable ? (
                      <AriaButton
                        className={styles.sortButton}
                        data-sorted={active ? sort.direction : undefined}
                        onPress={() => onSortChange?.(nextSort(sort, column.id))}
                      >
                        {column.header}
                        <span aria-hidden="true" className={styles.sortIcon}>
                          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                        </span>
                      </AriaButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
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
              rows.map((row) => (
                <tr key={getRowKey(row)} className={styles.row}>
                  {columns.map((column) => (
                    <td key={column.id} className={styles.cell} data-align={column.align ?? 'start'}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && onPageChange ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </div>
  );
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Previous/next navigation with a page status; also usable on its own below lists. */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  const intl = useIntl();
  return (
    <nav
      className={[styles.pagination, className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage(messages.pagination)}
    >
      <AriaButton
        className={styles.pageButton}
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
        aria-label={intl.formatMessage(messages.previousPage)}
      >
        <span aria-hidden="true">‹</span>
      </AriaButton>
      <span className={styles.pageStatus} aria-live="polite">
        {intl.formatMessage(messages.pageStatus, { page, pageCount })}
      </span>
      <AriaButton
        className={styles.pageButton}
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
        aria-label={intl.formatMessage(messages.nextPage)}
      >
        <span aria-hidden="true">›</span>
      </AriaButton>
    </nav>
  );
}
