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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { $api } from '../../shell/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatMoney, formatNumber } from '../../shell/i18n/format';
import {
  buyerStatusMessages,
  orderActionMessages as a,
  ordersFailedMessage,
  ordersMessages,
  sellerStatusMessages,
} from './messages';
import { openOrdersCountQuery, ordersQuery } from './queries';

type Order = Schemas['Order'];

/** The status label as the viewing side reads it [OS1]. */
export function statusMessage(status: Schemas['OrderStatus'], side: 'buyer' | 'seller') {
  return (side === 'seller' ? sellerStatusMessages : buyerStatusMessages)[status];
}

export interface OrdersPageProps {
  /** Whose wording the statuses take and which party is shown as the trading partner. */
  side: 'buyer' | 'seller';
  /** The brand's locale for dates, volumes and amounts. */
  locale: Locale;
}

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

/**
 * `/orders`: the account's orders, newest first, with the side's status labels. A seller works a received
 * order from its row: confirm or decline (after a question; neither can be undone), set it in review,
 * mark a confirmed one transferred. An order a colleague worked meanwhile is not changed again: the list
 * loads anew and says so.
 */
export function OrdersPage({ side, locale }: OrdersPageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const orders = useQuery(ordersQuery());
  const confirm = $api.useMutation('post', '/api/orders/{orderId}/confirm');
  const review = $api.useMutation('post', '/api/orders/{orderId}/review');
  const decline = $api.useMutation('post', '/api/orders/{orderId}/decline');
  const transfer = $api.useMutation('post', '/api/orders/{orderId}/transfer');
  const [asking, setAsking] = useState<{ order: Order; action: OrderAction } | null>(null);
  const [askOpen, setAskOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(order: Order, action: OrderAction) {
    const number = order.orderNumber;
    const mutation = { confirm, review, decline, transfer }[action];
    try {
      await mutation.mutateAsync({ params: { path: { orderId: order.id } } });
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
        queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: openOrdersCountQuery().queryKey }),
      ]);
    }
  }

  const columns: TableColumn<Order>[] = [
    {
      id: 'orderNumber',
      header: intl.formatMessage(ordersMessages.orderNumber),
      cell: (o) => o.orderNumber,
    },
    {
      id: 'date',
      header: intl.formatMessage(ordersMessages.date),
      cell: (o) => formatDateTime(o.date, locale),
    },
    {
      id: 'product',
      header: intl.formatMessage(ordersMessages.product),
      cell: (o) => o.positions.map((p) => p.product.name).join(', '),
    },
    {
      id: 'counterparty',
      header: intl.formatMessage(ordersMessages.counterparty),
      cell: (o) => (side === 'seller' ? o.buyer.name : o.seller.name),
    },
    {
      id: 'place',
      header: intl.formatMessage(ordersMessages.place),
      cell: (o) =>
        o.selfPickup || !o.deliveryAddress
          ? `${o.terminal?.name ?? ''} (${intl.formatMessage(ordersMessages.selfPickup)})`
          : `${o.deliveryAddress.street} (${o.deliveryAddress.zipCode})`,
    },
    {
      id: 'volume',
      header: intl.formatMessage(ordersMessages.volume),
      align: 'end',
      cell: (o) =>
        formatNumber(
          o.positions.reduce((sum, p) => sum + p.volume, 0),
          { locale },
        ),
    },
    {
      id: 'gross',
      header: intl.formatMessage(ordersMessages.gross),
      align: 'end',
      cell: (o) => formatMoney(o.grossAmount, { locale, currency: o.currency }),
    },
    {
      id: 'status',
      header: intl.formatMessage(ordersMessages.status),
      cell: (o) => intl.formatMessage(statusMessage(o.orderStatus, side)),
    },
    ...(side === 'seller'
      ? [
          {
            id: 'actions',
            header: intl.formatMessage(a.actions),
            cell: (o: Order) => (
              <RowActions
                actions={ACTIONS[o.orderStatus].map((action): RowAction => ({
                  text: intl.formatMessage(a[action]),
                  label: intl.formatMessage(a[`${action}Label`], { number: o.orderNumber }),
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

  return (
    <section>
      <PageHeader title={intl.formatMessage(ordersMessages.heading)} />
      {outcome ? <InlineAlert tone={outcome.tone} title={outcome.text} /> : null}
      {orders.isError ? (
        <EmptyState
          tone="critical"
          title={
            <FormattedMessage
              {...ordersFailedMessage}
              values={{ status: orders.error instanceof ApiError ? orders.error.status : 0 }}
            />
          }
          action={
            <Button variant="secondary" onPress={() => void orders.refetch()}>
              <FormattedMessage {...ordersMessages.retry} />
            </Button>
          }
        />
      ) : (
        <Table
          caption={intl.formatMessage(ordersMessages.caption)}
          columns={columns}
          rows={orders.data ?? []}
          getRowKey={(o) => o.id}
          isLoading={orders.isPending}
          emptyText={<FormattedMessage {...ordersMessages.empty} />}
        />
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
              number: asking.order.orderNumber,
              buyer: asking.order.buyer.name,
            })
          : null}
      </ConfirmDialog>
    </section>
  );
}
