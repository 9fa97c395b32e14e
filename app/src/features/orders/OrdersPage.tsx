import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import { Button, EmptyState, PageHeader, Table, type TableColumn } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatMoney, formatNumber } from '../../shell/i18n/format';
import { buyerStatusMessages, ordersFailedMessage, ordersMessages, sellerStatusMessages } from './messages';
import { ordersQuery } from './queries';

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

/** `/orders`: the account's orders, newest first, with the side's status labels. */
export function OrdersPage({ side, locale }: OrdersPageProps) {
  const intl = useIntl();
  const orders = useQuery(ordersQuery());

  const columns = useMemo<TableColumn<Order>[]>(
    () => [
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
    ],
    [intl, locale, side],
  );

  return (
    <section>
      <PageHeader title={intl.formatMessage(ordersMessages.heading)} />
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
    </section>
  );
}
