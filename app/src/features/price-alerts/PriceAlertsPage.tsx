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
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { formatDateTime } from '../../shell/i18n/format';
import { formatAlertPrice } from './format';
import { priceAlertMessages as m } from './messages';
import { priceAlertNoticeMessages } from './noticeMessages';
import { PriceAlertFormDialog } from './PriceAlertFormDialog';
import { priceAlertsQuery, type PriceAlert, type PriceAlertInput } from './queries';
import * as styles from './priceAlerts.css';

export interface PriceAlertsPageProps {
  locale: Locale;
  currency: Currency;
}

/**
 * The price alert tool (`/preisalarme`, buyers on the default platform [B9]): the user's alerts with
 * product, terminal, condition, lifting period, comment and status (Aktiv, or Ausgelöst with the time
 * and price) [PA1]; create and change in a dialog, delete after a confirmation.
 */
export function PriceAlertsPage({ locale, currency }: PriceAlertsPageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const alerts = useQuery(priceAlertsQuery());
  const [toasts] = useState(createToastQueue);
  /** The dialog: a new alert (`null`), an alert to change, or closed (`undefined`). */
  const [editing, setEditing] = useState<PriceAlert | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);
  const create = $api.useMutation('post', '/api/price-alerts');
  const update = $api.useMutation('put', '/api/price-alerts/{id}');
  const remove = $api.useMutation('delete', '/api/price-alerts/{id}');
  const reload = () => queryClient.invalidateQueries({ queryKey: priceAlertsQuery().queryKey });
  const price = (value: string) =>
    intl.formatMessage(priceAlertNoticeMessages.perHundredLitres, {
      price: formatAlertPrice(value, { locale, currency }),
    });

  async function save(input: PriceAlertInput) {
    if (editing) await update.mutateAsync({ params: { path: { id: editing.id } }, body: input });
    else await create.mutateAsync({ body: input });
    setEditing(undefined);
    showToast({ title: intl.formatMessage(m.saved), tone: 'positive' }, { queue: toasts });
    await reload();
  }

  async function confirmDelete(alert: PriceAlert) {
    setDeleting(null);
    try {
      await remove.mutateAsync({ params: { path: { id: alert.id } } });
    } catch (error) {
      console.error('[price-alerts] deleting failed', error);
      showToast({ title: intl.formatMessage(m.deleteFailed), tone: 'critical' }, { queue: toasts });
      return;
    }
    showToast({ title: intl.formatMessage(m.deleted), tone: 'positive' }, { queue: toasts });
    await reload();
  }

  const names = (a: PriceAlert) => ({ product: a.product.name, terminal: a.terminal.name });
  const columns: TableColumn<PriceAlert>[] = [
    { id: 'product', header: intl.formatMessage(m.product), cell: (a) => a.product.name },
    { id: 'terminal', header: intl.formatMessage(m.terminal), cell: (a) => a.terminal.name },
    {
      id: 'condition',
      header: intl.formatMessage(m.condition),
      cell: (a) =>
        intl.formatMessage(a.operator === 'BELOW' ? m.conditionBelow : m.conditionAbove, {
          value: price(a.value),
        }),
    },
    {
      id: 'liftingPeriod',
      header: intl.formatMessage(m.liftingPeriod),
      cell: (a) =>
        intl.formatMessage(a.liftingPeriodType === 'TODAY' ? m.liftingPeriodToday : m.liftingPeriodAll),
    },
    { id: 'comment', header: intl.formatMessage(m.comment), cell: (a) => a.comment },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      cell: (a) =>
        a.status === 'TRIGGERED' ? (
          <span className={styles.statusLine}>
            <strong>{intl.formatMessage(m.statusTriggered)}</strong>
            {a.triggeredAt && a.triggeredPrice ? (
              <span className={styles.muted}>
                {intl.formatMessage(m.triggeredAt, {
                  time: formatDateTime(a.triggeredAt, locale),
                  price: price(a.triggeredPrice),
                })}
              </span>
            ) : null}
          </span>
        ) : (
          intl.formatMessage(m.statusActive)
        ),
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (a) => (
        <RowActions
          actions={[
            {
              text: intl.formatMessage(m.edit),
              label: intl.formatMessage(m.editOf, names(a)),
              onPress: () => setEditing(a),
            },
            {
              text: intl.formatMessage(m.delete),
              label: intl.formatMessage(m.deleteOf, names(a)),
              onPress: () => setDeleting(a),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className={styles.page}>
      <PageHeader
        title={intl.formatMessage(m.heading)}
        subtitle={intl.formatMessage(m.subtitle)}
        actions={<Button onPress={() => setEditing(null)}>{intl.formatMessage(m.create)}</Button>}
      />
      {alerts.isError ? (
        <EmptyState
          tone="critical"
          title={intl.formatMessage(m.loadFailed)}
          action={<Button onPress={() => void alerts.refetch()}>{intl.formatMessage(m.retry)}</Button>}
        />
      ) : alerts.data && alerts.data.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyHint)} />
      ) : (
        <Table
          caption={intl.formatMessage(m.caption)}
          columns={columns}
          rows={alerts.data ?? []}
          getRowKey={(a) => a.id}
          isLoading={alerts.isPending}
        />
      )}
      {editing !== undefined ? (
        <PriceAlertFormDialog
          alert={editing ?? undefined}
          currency={currency}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        cancelLabel={intl.formatMessage(m.cancel)}
        variant="critical"
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
      >
        {deleting ? intl.formatMessage(m.deleteText, names(deleting)) : null}
      </ConfirmDialog>
      <ToastRegion queue={toasts} />
    </section>
  );
}
