import { ApiError } from '@fuelmarket/api-client';
import type { Currency, Locale } from '@fuelmarket/brands';
import {
  Button,
  ConfirmDialog,
  createToastQueue,
  EmptyState,
  PageHeader,
  RowActions,
  showToast,
  Table,
  ToastRegion,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { $api } from '../../shell/api';
import { formatDateTime, formatMoney, formatNumber } from '../../shell/i18n/format';
import { orderErrorMessages } from '../basket';
import { contractMessages as m } from './messages';
import { triggersQuery, type Trigger } from './queries';
import { useCreateTrigger, useUpdateTrigger } from './saveTrigger';
import { TriggerFormDialog } from './TriggerFormDialog';
import * as styles from './contracts.css';

export interface ContractsPageProps {
  /** A buyer manages its own triggers; a seller sees (and rejects) the triggers on its offers. */
  side: 'buyer' | 'seller';
  locale: Locale;
  currency: Currency;
}

/**
 * The contract management (`/verträge-management`, the default brand only [B9][R5]): price triggers. A
 * buyer sees its triggers with status and result (the order it placed, or why the order was refused, in
 * German), creates them (in a dialog), changes active ones (volume, limit, validity; the same dialog) or
 * cancels them; a seller sees the triggers on its offers, with the
 * same outcomes, and rejects active ones after a question.
 */
export function ContractsPage({ side, locale, currency }: ContractsPageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const triggers = useQuery(triggersQuery());
  const [toasts] = useState(createToastQueue);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Trigger | null>(null);
  const [closing, setClosing] = useState<Trigger | null>(null);
  const cancel = $api.useMutation('delete', '/api/contracts/triggers/{id}');
  const reject = $api.useMutation('post', '/api/contracts/triggers/{id}/reject');
  const reload = () => queryClient.invalidateQueries({ queryKey: triggersQuery().queryKey });
  const price = (value: string) =>
    intl.formatMessage(m.perHundredLitres, { price: formatMoney(value, { locale, currency }) });
  const names = (x: Trigger) => ({ product: x.product.name, terminal: x.terminal.name, buyer: x.buyer.name });

  const create = useCreateTrigger(() => {
    setCreating(false);
    showToast({ title: intl.formatMessage(m.saved), tone: 'positive' }, { queue: toasts });
  });
  const update = useUpdateTrigger(() => {
    setEditing(null);
    showToast({ title: intl.formatMessage(m.updated), tone: 'positive' }, { queue: toasts });
  });

  async function confirmClose(trigger: Trigger) {
    setClosing(null);
    try {
      if (side === 'buyer') {
        await cancel.mutateAsync({
          params: { path: { id: trigger.id }, query: { version: trigger.version } },
        });
      } else {
        await reject.mutateAsync({
          params: { path: { id: trigger.id } },
          body: { version: trigger.version },
        });
      }
    } catch (error) {
      console.error('[contracts] closing a trigger failed', error);
      const conflict = error instanceof ApiError && error.status === 409;
      showToast(
        { title: intl.formatMessage(conflict ? m.notActiveAnymore : m.actionFailed), tone: 'critical' },
        { queue: toasts },
      );
      await reload();
      return;
    }
    showToast(
      { title: intl.formatMessage(side === 'buyer' ? m.cancelled : m.rejected), tone: 'positive' },
      { queue: toasts },
    );
    await reload();
  }

  const columns: TableColumn<Trigger>[] = [
    side === 'buyer'
      ? { id: 'seller', header: intl.formatMessage(m.seller), cell: (x) => x.seller.name }
      : { id: 'buyer', header: intl.formatMessage(m.buyer), cell: (x) => x.buyer.name },
    {
      id: 'offer',
      header: intl.formatMessage(m.offer),
      cell: (x) => intl.formatMessage(m.offerName, names(x)),
    },
    {
      id: 'volume',
      header: intl.formatMessage(m.volume),
      cell: (x) => intl.formatMessage(m.litres, { volume: formatNumber(x.volume, { locale }) }),
    },
    { id: 'limit', header: intl.formatMessage(m.limit), cell: (x) => price(x.triggerPrice) },
    {
      id: 'validUntil',
      header: intl.formatMessage(m.validUntil),
      cell: (x) => formatDateTime(x.validUntil, locale),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      cell: (x) => intl.formatMessage(m[`status${x.status}`]),
    },
    {
      id: 'result',
      header: intl.formatMessage(m.result),
      cell: (x) => <TriggerResult trigger={x} intl={intl} locale={locale} price={price} />,
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (x) =>
        x.status === 'ACTIVE' ? (
          <RowActions
            actions={
              side === 'buyer'
                ? [
                    {
                      text: intl.formatMessage(m.edit),
                      label: intl.formatMessage(m.editOf, names(x)),
                      onPress: () => setEditing(x),
                    },
                    {
                      text: intl.formatMessage(m.cancel),
                      label: intl.formatMessage(m.cancelOf, names(x)),
                      onPress: () => setClosing(x),
                    },
                  ]
                : [
                    {
                      text: intl.formatMessage(m.reject),
                      label: intl.formatMessage(m.rejectOf, names(x)),
                      onPress: () => setClosing(x),
                    },
                  ]
            }
          />
        ) : null,
    },
  ];

  return (
    <section className={styles.page}>
      <PageHeader
        title={intl.formatMessage(m.heading)}
        subtitle={intl.formatMessage(side === 'buyer' ? m.buyerSubtitle : m.sellerSubtitle)}
        actions={
          side === 'buyer' ? (
            <Button onPress={() => setCreating(true)}>{intl.formatMessage(m.create)}</Button>
          ) : undefined
        }
      />
      {triggers.isError ? (
        <EmptyState
          tone="critical"
          title={intl.formatMessage(m.loadFailed)}
          action={<Button onPress={() => void triggers.refetch()}>{intl.formatMessage(m.retry)}</Button>}
        />
      ) : triggers.data && triggers.data.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(m.empty)}
          description={intl.formatMessage(side === 'buyer' ? m.buyerEmptyHint : m.sellerEmptyHint)}
        />
      ) : (
        <Table
          caption={intl.formatMessage(m.caption)}
          columns={columns}
          rows={triggers.data ?? []}
          getRowKey={(x) => x.id}
          isLoading={triggers.isPending}
        />
      )}
      {creating ? (
        <TriggerFormDialog
          locale={locale}
          currency={currency}
          onSave={create}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {editing ? (
        <TriggerFormDialog
          key={editing.id}
          locale={locale}
          currency={currency}
          edit={{
            trigger: editing,
            save: (body) => update.save(editing.id, body),
            current: () => update.current(editing.id),
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={closing !== null}
        onOpenChange={(open) => {
          if (!open) setClosing(null);
        }}
        title={intl.formatMessage(side === 'buyer' ? m.cancelTitle : m.rejectTitle)}
        confirmLabel={intl.formatMessage(side === 'buyer' ? m.cancel : m.reject)}
        cancelLabel={intl.formatMessage(m.keep)}
        variant="critical"
        onConfirm={() => {
          if (closing) void confirmClose(closing);
        }}
      >
        {closing ? intl.formatMessage(side === 'buyer' ? m.cancelText : m.rejectText, names(closing)) : null}
      </ConfirmDialog>
      <ToastRegion queue={toasts} />
    </section>
  );
}

/** What came of a trigger: its order (with a link), the refusal in German, or the seller's comment. */
function TriggerResult({
  trigger: x,
  intl,
  locale,
  price,
}: {
  trigger: Trigger;
  intl: IntlShape;
  locale: Locale;
  price: (value: string) => string;
}) {
  const time = x.triggeredAt ? formatDateTime(x.triggeredAt, locale) : '';
  if (x.status === 'EXECUTED' && x.executedPrice) {
    return (
      <span className={styles.statusLine}>
        <span>{intl.formatMessage(m.executedAt, { time, price: price(x.executedPrice) })}</span>
        {x.orderId ? (
          <Link to="/orders/$orderId" params={{ orderId: x.orderId }}>
            {intl.formatMessage(m.openOrder)}
          </Link>
        ) : null}
      </span>
    );
  }
  if (x.status === 'FAILED') {
    return (
      <span className={styles.statusLine}>
        {x.executedPrice ? (
          <span className={styles.muted}>
            {intl.formatMessage(m.failedAt, { time, price: price(x.executedPrice) })}
          </span>
        ) : null}
        <span className={styles.refusal}>{refusalText(x, intl)}</span>
      </span>
    );
  }
  if (x.status === 'REJECTED' && x.rejectionComment) {
    return (
      <span className={styles.muted}>
        {intl.formatMessage(m.rejectionComment, { comment: x.rejectionComment })}
      </span>
    );
  }
  return null;
}

/** The order refusal [M3] in German: the basket's text for its code, else the server's own German message. */
export function refusalText(x: Trigger, intl: IntlShape): string {
  const code = x.failureCode ?? '';
  if (code === 'RELATIONSHIP_DISABLED') {
    return intl.formatMessage(orderErrorMessages.RELATIONSHIP_DISABLED, { seller: x.seller.name });
  }
  if (code !== 'NOT_ENOUGH_VOLUME' && code in orderErrorMessages) {
    return intl.formatMessage(orderErrorMessages[code as keyof typeof orderErrorMessages]);
  }
  return x.failureMessage ?? intl.formatMessage(orderErrorMessages.UNKNOWN);
}
