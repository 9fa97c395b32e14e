import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  InlineAlert,
  PageHeader,
  RowActions,
  Table,
  type RowAction,
  type TableColumn,
} from '@fuelmarket/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { $api } from '../../shell/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppContext } from '../../shell/context';
import { formatMoney, formatNumber } from '../../shell/i18n/format';
import { formatDateAt, formatTimeAt } from '../../shell/i18n/platformTime';
import { historyMessages as h, orderActionMessages as a, ordersMessages } from './messages';
import { statusMessage } from './status';
import { OrderHistoryFilters } from './OrderHistoryFilters';
import {
  exportHref,
  hasFilters,
  historyQueryParams,
  withChange,
  type HistorySearch,
  type HistorySortField,
} from './historySearch';
import { historyView, openOrdersCountQuery, orderHistoryQuery, orderHistoryQueryPrefix } from './queries';
import * as styles from './orders.css';

type Row = Schemas['OrderHistoryRow'];

/** What a seller can do with an order in each status [OS1] (a confirmation cannot be taken back). */
type OrderAction = 'confirm' | 'review' | 'decline' | 'transfer';
const ACTIONS: Record<Schemas['OrderStatus'], readonly OrderAction[]> = {
  INCOMPLETE: ['confirm', 'review', 'decline'],
  MANUAL: ['confirm', 'decline'],
  CONFIRMED: ['transfer'],
  TRANSFERRED: [],
  COMPLETE: [],
  CANCELLED: [],
};
/** Actions that cannot be undone ask first. */
const ASK_FIRST: readonly OrderAction[] = ['confirm', 'decline'];

type Outcome = { tone: 'positive' | 'caution' | 'critical'; text: string };

export interface OrdersPageProps {
  /** Whose wording the statuses take and which party is shown as the trading partner. */
  side: 'buyer' | 'seller';
  /** The brand's locale for dates, volumes and amounts. */
  locale: Locale;
  /** The filter, sort and page state (the URL's). */
  search: HistorySearch;
  onSearchChange: (next: HistorySearch) => void;
  /** Whether the additives history is offered. */
  withAdditives: boolean;
  /** The currency of the platform's trades. */
  currency: 'EUR' | 'CHF';
  /** Whether the buyer filter is a parent shareholder's filter of its child accounts [P1]. */
  shareholderFilter: boolean;
  /**
   * Whether a seller's rows show the creditor number each order was placed with (brand flag CREDITORS,
   * the Austrian platform) [B11].
   * @default false
   */
  withCreditor?: boolean;
  /**
   * Whether the rows show the lifting order number the buyer gave (brand flag LIFTING_ORDER_NUMBER, the
   * Austrian platform) [B11].
   * @default false
   */
  withLiftingOrderNumber?: boolean;
}

/** Seller actions in a row; the order page offers the same. */
export const orderActions = ACTIONS;
export const askFirst = ASK_FIRST;
export type { OrderAction };

/**
 * `/orders`: the order history. 20 orders a page, newest first; the filters, the sort and the page live in
 * the URL, and any filter or sort change goes back to page 1 [O1]. The statuses read as the viewer's side
 * words them [OS1]; edited orders are marked. A seller works a received order from its row: confirm or
 * decline (after a question; neither can be undone), set it in review, mark a confirmed one transferred.
 * The filtered history downloads as a CSV file.
 */
export function OrdersPage({
  side,
  locale,
  search,
  onSearchChange,
  withAdditives,
  currency,
  shareholderFilter,
  withCreditor = false,
  withLiftingOrderNumber = false,
}: OrdersPageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // Times in the platform's time zone, as the export writes them, not the browser's.
  const timeZone = useAppContext().brand.timeZone;
  const params = historyQueryParams(search, side);
  const history = useQuery({ ...orderHistoryQuery(params), placeholderData: keepPreviousData });
  const view = historyView(history.data, history.error);
  const confirm = $api.useMutation('post', '/api/orders/{orderId}/confirm');
  const review = $api.useMutation('post', '/api/orders/{orderId}/review');
  const decline = $api.useMutation('post', '/api/orders/{orderId}/decline');
  const transfer = $api.useMutation('post', '/api/orders/{orderId}/transfer');
  const [asking, setAsking] = useState<{ order: Row; action: OrderAction } | null>(null);
  const [askOpen, setAskOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(order: Row, action: OrderAction) {
    const number = order.orderId;
    const mutation = { confirm, review, decline, transfer }[action];
    try {
      await mutation.mutateAsync({ params: { path: { orderId: order._id } } });
      setOutcome({ tone: 'positive', text: intl.formatMessage(a.done, { number, action }) });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setOutcome(
        status === 409 || status === 404
          ? { tone: 'caution', text: intl.formatMessage(a.conflict, { number }) }
          : { tone: 'critical', text: intl.formatMessage(a.failed, { number, status }) },
      );
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderHistoryQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: openOrdersCountQuery().queryKey }),
      ]);
    }
  }

  const money = (value: string) => formatMoney(value, { locale, currency });
  const columns: TableColumn<Row>[] = [
    {
      id: 'orderId',
      header: intl.formatMessage(ordersMessages.orderNumber),
      sortable: true,
      cell: (o) => (
        <>
          <Link
            to="/orders/$orderId"
            params={{ orderId: o._id }}
            aria-label={intl.formatMessage(h.open, { number: o.orderId })}
          >
            {o.orderId}
          </Link>
          {o.edited ? <span className={styles.edited}>{intl.formatMessage(h.edited)}</span> : null}
        </>
      ),
    },
    {
      id: 'created',
      header: intl.formatMessage(ordersMessages.date),
      sortable: true,
      cell: (o) => (
        <>
          <span className={styles.nowrap}>{formatDateAt(o.created, timeZone)}</span>
          <span className={styles.secondLine}>{formatTimeAt(o.created, timeZone)}</span>
        </>
      ),
    },
    {
      id: 'product',
      header: intl.formatMessage(ordersMessages.product),
      sortable: true,
      cell: (o) => <span className={styles.words}>{o.product.name}</span>,
    },
    {
      id: side === 'seller' ? 'buyer' : 'seller',
      header: intl.formatMessage(ordersMessages.counterparty),
      sortable: true,
      cell: (o) => <span className={styles.words}>{side === 'seller' ? o.buyer.name : o.seller.name}</span>,
    },
    ...(side === 'seller' && withCreditor
      ? [{ id: 'creditor', header: intl.formatMessage(h.creditor), cell: (o: Row) => o.creditor ?? '' }]
      : []),
    ...(withLiftingOrderNumber
      ? [
          {
            id: 'liftingOrderNumber',
            header: intl.formatMessage(h.liftingOrderNumber),
            cell: (o: Row) => o.liftingOrderNumber ?? '',
          },
        ]
      : []),
    {
      // Where and when: the terminal or delivery address, the collection period beneath.
      id: 'collectionTime',
      header: intl.formatMessage(h.pickup),
      sortable: true,
      cell: (o) => (
        <>
          {o.deliveryAddress
            ? `${o.deliveryAddress.street} (${o.deliveryAddress.zipCode})`
            : `${o.terminal?.name ?? ''} (${intl.formatMessage(ordersMessages.selfPickup)})`}
          <span className={styles.secondLine}>{o.collectionTimeText}</span>
        </>
      ),
    },
    {
      id: 'volume',
      header: intl.formatMessage(ordersMessages.volume),
      sortable: true,
      align: 'end',
      cell: (o) => formatNumber(o.volume, { locale }),
    },
    {
      id: 'price',
      header: intl.formatMessage(h.price),
      sortable: true,
      align: 'end',
      cell: (o) => <span className={styles.nowrap}>{money(o.price)}</span>,
    },
    {
      id: 'invoice',
      header: intl.formatMessage(h.invoice),
      sortable: true,
      align: 'end',
      cell: (o) => <span className={styles.nowrap}>{money(o.invoice)}</span>,
    },
    {
      id: 'orderStatus',
      header: intl.formatMessage(ordersMessages.status),
      sortable: true,
      cell: (o) => (
        <span className={styles.nowrap}>{intl.formatMessage(statusMessage(o.orderStatus, side))}</span>
      ),
    },
    ...(side === 'seller'
      ? [
          {
            id: 'actions',
            header: intl.formatMessage(a.actions),
            cell: (o: Row) => (
              <RowActions
                actions={ACTIONS[o.orderStatus].map((action): RowAction => ({
                  text: intl.formatMessage(a[action]),
                  label: intl.formatMessage(a[`${action}Label`], { number: o.orderId }),
                  onPress: () => {
                    if (ASK_FIRST.includes(action)) {
                      setAsking({ order: o, action });
                      setAskOpen(true);
                    } else void run(o, action);
                  },
                }))}
              />
            ),
          },
        ]
      : []),
  ];

  const filtered = hasFilters(search);
  return (
    <section className={styles.page}>
      <PageHeader
        title={intl.formatMessage(ordersMessages.heading)}
        actions={
          <a href={exportHref(params)} download>
            {intl.formatMessage(h.export)}
          </a>
        }
      />
      <OrderHistoryFilters
        search={search}
        onChange={onSearchChange}
        side={side}
        options={view.filterOptions}
        withAdditives={withAdditives}
        shareholderFilter={shareholderFilter}
      />
      {outcome ? <InlineAlert tone={outcome.tone} title={outcome.text} /> : null}
      {view.failure !== null ? (
        <EmptyState
          tone="critical"
          title={<FormattedMessage {...h.failed} values={{ status: view.failure }} />}
          action={
            <Button variant="secondary" onPress={() => void history.refetch()}>
              <FormattedMessage {...ordersMessages.retry} />
            </Button>
          }
        />
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            {history.isPending ? '' : intl.formatMessage(h.total, { total: view.total })}
          </p>
          <p className={styles.timeZone}>{intl.formatMessage(h.timeZone, { timeZone })}</p>
          <Table
            caption={intl.formatMessage(h.caption)}
            columns={columns}
            rows={view.orders}
            getRowKey={(o) => o._id}
            isLoading={history.isFetching}
            sort={{
              columnId: search.sort ?? 'created',
              direction: search.dir === 'asc' ? 'ascending' : 'descending',
            }}
            onSortChange={(next) =>
              onSearchChange(
                withChange(search, {
                  sort: next.columnId as HistorySortField,
                  dir: next.direction === 'ascending' ? 'asc' : 'desc',
                }),
              )
            }
            page={search.page ?? 1}
            pageCount={view.pageCount}
            onPageChange={(page) => onSearchChange(withChange(search, { page }))}
            emptyText={filtered ? intl.formatMessage(h.noResults) : intl.formatMessage(ordersMessages.empty)}
          />
        </>
      )}
      <ConfirmDialog
        isOpen={askOpen}
        onOpenChange={setAskOpen}
        title={intl.formatMessage(asking?.action === 'decline' ? a.declineTitle : a.confirmTitle)}
        confirmLabel={intl.formatMessage(asking?.action === 'decline' ? a.decline : a.confirm)}
        variant={asking?.action === 'decline' ? 'critical' : 'primary'}
        onConfirm={() => {
          if (asking) void run(asking.order, asking.action);
        }}
      >
        {asking
          ? intl.formatMessage(asking.action === 'decline' ? a.declineText : a.confirmText, {
              number: asking.order.orderId,
              buyer: asking.order.buyer.name,
            })
          : null}
      </ConfirmDialog>
    </section>
  );
}
