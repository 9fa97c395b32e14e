import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  InlineAlert,
  Skeleton,
  Table,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { brandImageUrl } from '../../shell/brand';
import { formatMoney, formatNumber } from '../../shell/i18n/format';
import { formatDateTimeAt } from '../../shell/i18n/platformTime';
import { EditOrderDialog } from './EditOrderDialog';
import {
  editOrderMessages,
  orderActionMessages as a,
  orderPageMessages as m,
  ordersMessages,
} from './messages';
import { askFirst, orderActions, type OrderAction } from './OrdersPage';
import { statusMessage } from './status';
import { openOrdersCountQuery, orderHistoryQueryPrefix, orderQuery } from './queries';
import * as styles from './orderPage.css';

type Order = Schemas['Order'];
type Position = Order['positions'][number];

export interface OrderPageProps {
  orderId: string;
  side: 'buyer' | 'seller';
  brand: Brand;
}

/**
 * `/orders/:orderId`: one order with every field of §3 (numbers, self pickup, amounts, payment period,
 * delivery address, positions with the volume and price as ordered and as final). It prints as an A4
 * order confirmation with the brand's logo and contact data (the app's frame is left out in print).
 * The order's seller works it here as in the list.
 */
export function OrderPage({ orderId, side, brand }: OrderPageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const order = useQuery(orderQuery(orderId));
  const mutations = {
    confirm: $api.useMutation('post', '/api/orders/{orderId}/confirm'),
    review: $api.useMutation('post', '/api/orders/{orderId}/review'),
    decline: $api.useMutation('post', '/api/orders/{orderId}/decline'),
    transfer: $api.useMutation('post', '/api/orders/{orderId}/transfer'),
  };
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'caution' | 'critical'; text: string } | null>(
    null,
  );
  const locale = brand.locale;
  const back = (
    <Link to="/orders" className={styles.noPrint}>
      {intl.formatMessage(m.back)}
    </Link>
  );

  if (order.isPending) {
    return (
      <section className={styles.page} aria-busy="true">
        {back}
        <Skeleton height="20rem" />
      </section>
    );
  }
  if (order.isError) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    return (
      <section className={styles.page}>
        {back}
        <EmptyState
          tone={status === 404 ? 'neutral' : 'critical'}
          title={
            status === 404 ? (
              <FormattedMessage {...m.notFound} />
            ) : (
              <FormattedMessage {...m.failed} values={{ status }} />
            )
          }
          action={
            status === 404 ? undefined : (
              <Button variant="secondary" onPress={() => void order.refetch()}>
                <FormattedMessage {...ordersMessages.retry} />
              </Button>
            )
          }
        />
      </section>
    );
  }

  const o = order.data;
  const number = o.orderNumber;
  const money = (value: string) => formatMoney(value, { locale, currency: o.currency });
  const none = intl.formatMessage(m.none);

  async function run(action: OrderAction) {
    try {
      await mutations[action].mutateAsync({ params: { path: { orderId: o.id } } });
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
        queryClient.invalidateQueries({ queryKey: orderQuery(o.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: orderHistoryQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: openOrdersCountQuery().queryKey }),
      ]);
    }
  }

  const unit = (p: Position) => (p.priceUnit === 'EUR/100L15' ? `${o.currency}/100 l` : `${o.currency}/l`);
  const positionColumns: TableColumn<Position>[] = [
    { id: 'product', header: intl.formatMessage(m.product), cell: (p) => p.product.name },
    {
      id: 'originalVolume',
      header: intl.formatMessage(m.originalVolume),
      align: 'end',
      cell: (p) => formatNumber(p.originalVolume, { locale }),
    },
    {
      id: 'volume',
      header: intl.formatMessage(m.finalVolume),
      align: 'end',
      cell: (p) => formatNumber(p.volume, { locale }),
    },
    {
      id: 'originalPrice',
      header: intl.formatMessage(m.originalPrice),
      align: 'end',
      cell: (p) => `${formatNumber(p.originalPrice, { locale, decimals: 4 })} ${unit(p)}`,
    },
    {
      id: 'finalPrice',
      header: intl.formatMessage(m.finalPrice),
      align: 'end',
      cell: (p) => `${formatNumber(p.finalPrice, { locale, decimals: 4 })} ${unit(p)}`,
    },
  ];
  const actions = side === 'seller' ? orderActions[o.orderStatus] : [];
  // Open and in-review orders may still change (PATCH /api/orders/{orderId}).
  const editable = side === 'seller' && (o.orderStatus === 'INCOMPLETE' || o.orderStatus === 'MANUAL');
  const reload = async () => {
    setOutcome({ tone: 'positive', text: intl.formatMessage(editOrderMessages.saved) });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQuery(o.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: orderHistoryQueryPrefix }),
    ]);
  };

  return (
    <article className={styles.page} aria-labelledby="order-title">
      <div className={styles.toolbar}>
        {back}
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'decline' ? 'critical' : action === 'confirm' ? 'primary' : 'secondary'}
              onPress={() => (askFirst.includes(action) ? setAsking(action) : void run(action))}
            >
              {intl.formatMessage(a[action])}
            </Button>
          ))}
          {editable ? (
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {intl.formatMessage(editOrderMessages.edit)}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={() => window.print()}>
            {intl.formatMessage(m.print)}
          </Button>
        </div>
      </div>
      {outcome ? <InlineAlert tone={outcome.tone} title={outcome.text} /> : null}
      <header className={styles.letterhead}>
        <img
          src={brandImageUrl(brand.logoSvg)}
          alt={brand.displayName}
          height={40}
          className={styles.printOnly}
        />
        <div>
          <p className={styles.eyebrow}>{intl.formatMessage(m.confirmation)}</p>
          <h1 id="order-title" className={styles.title}>
            {intl.formatMessage(m.title, { number })}
          </h1>
          <p className={styles.status}>{intl.formatMessage(statusMessage(o.orderStatus, side))}</p>
        </div>
      </header>
      {o.edited ? <InlineAlert tone="caution" title={intl.formatMessage(m.edited)} /> : null}
      <div className={styles.grid}>
        <Facts title={intl.formatMessage(m.numbers)}>
          <Fact label={intl.formatMessage(m.orderNumber)}>{number}</Fact>
          <Fact label={intl.formatMessage(m.contractNumber)}>{o.contractNumber ?? none}</Fact>
          <Fact label={intl.formatMessage(m.liftingNumber)}>{o.liftingNumber ?? none}</Fact>
          {/* [B11] The lifting order number the buyer gave, where the brand keeps them. */}
          {brand.flags.LIFTING_ORDER_NUMBER ? (
            <Fact label={intl.formatMessage(m.liftingOrderNumber)}>{o.liftingOrderNumber ?? none}</Fact>
          ) : null}
          <Fact label={intl.formatMessage(m.pickupNumber)}>{o.pickupNumber ?? none}</Fact>
          {/* [B11] The creditor number the order was placed with, for the seller where the brand keeps them. */}
          {side === 'seller' && brand.flags.CREDITORS ? (
            <Fact label={intl.formatMessage(m.creditor)}>{o.creditor ?? none}</Fact>
          ) : null}
          <Fact label={intl.formatMessage(m.date)}>
            {`${formatDateTimeAt(o.date, brand.timeZone)} (${brand.timeZone})`}
          </Fact>
        </Facts>
        <Facts title={intl.formatMessage(m.parties)}>
          <Fact label={intl.formatMessage(m.buyer)}>{o.buyer.name}</Fact>
          <Fact label={intl.formatMessage(m.seller)}>{o.seller.name}</Fact>
          <Fact label={intl.formatMessage(m.paymentPeriod)}>
            {intl.formatMessage(m.days, { days: o.paymentPeriod })}
          </Fact>
          {/* [OC1] The buyer's comment from the basket, for both parties. */}
          <Fact label={intl.formatMessage(m.comment)}>{o.comment ?? none}</Fact>
        </Facts>
        <Facts title={intl.formatMessage(m.delivery)}>
          <Fact label={intl.formatMessage(m.terminal)}>{o.terminal?.name ?? none}</Fact>
          <Fact label={intl.formatMessage(m.selfPickup)}>
            {intl.formatMessage(o.selfPickup ? m.yes : m.no)}
          </Fact>
          <Fact label={intl.formatMessage(m.deliveryAddress)}>
            {o.deliveryAddress ? `${o.deliveryAddress.street} (${o.deliveryAddress.zipCode})` : none}
          </Fact>
        </Facts>
        <Facts title={intl.formatMessage(m.amounts)}>
          <Fact label={intl.formatMessage(m.net)}>{money(o.netAmount)}</Fact>
          <Fact label={intl.formatMessage(m.vat)}>{money(o.vatAmount)}</Fact>
          <Fact label={intl.formatMessage(m.gross)}>{money(o.grossAmount)}</Fact>
          <Fact label={intl.formatMessage(m.final)}>{money(o.finalAmount)}</Fact>
          <Fact label={intl.formatMessage(m.invoice)}>{money(o.invoiceAmount)}</Fact>
        </Facts>
      </div>
      <Table
        caption={intl.formatMessage(m.positions)}
        showCaption
        columns={positionColumns}
        rows={o.positions}
        getRowKey={(p) => p.product.id}
      />
      <footer className={`${styles.printOnly} ${styles.contact}`}>
        {brand.company.name} · {brand.company.address.street}, {brand.company.address.zipCode}{' '}
        {brand.company.address.city} · {brand.company.phone} · {brand.company.infoContact.email}
      </footer>
      {editable ? (
        <EditOrderDialog
          // A fresh form per opening, with the order's current figures.
          key={`${o.positions[0]?.volume}:${o.positions[0]?.finalPrice}:${editing}`}
          order={o}
          isOpen={editing}
          onOpenChange={setEditing}
          onSaved={() => void reload()}
        />
      ) : null}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={intl.formatMessage(asking === 'decline' ? a.declineTitle : a.confirmTitle)}
        confirmLabel={intl.formatMessage(asking === 'decline' ? a.decline : a.confirm)}
        variant={asking === 'decline' ? 'critical' : 'primary'}
        onConfirm={() => {
          if (asking) void run(asking);
        }}
      >
        {intl.formatMessage(asking === 'decline' ? a.declineText : a.confirmText, {
          number,
          buyer: o.buyer.name,
        })}
      </ConfirmDialog>
    </article>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.facts}>
      <h2 className={styles.factsTitle}>{title}</h2>
      <dl className={styles.list}>{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
