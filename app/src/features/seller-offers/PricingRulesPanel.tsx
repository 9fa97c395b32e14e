import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  Button,
  ConfirmDialog,
  deferred,
  EmptyState,
  InlineAlert,
  MountWhenFirstNeeded,
  Table,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { formatNumber } from '../../shell/i18n/format';
import { customerPricesMessages as k, pricingRulesMessages as m } from './messages';
import { pricingRulesQuery } from './queries';
import { RowActions } from './RowActions';
import * as styles from './sellerOffers.css';

type PricingRule = Schemas['PricingRule'];

type Outcome = 'saved' | 'deleted' | 'conflict' | { failed: number };

const ruleForm = deferred(() =>
  import('./PricingRuleFormDialog').then((module) => module.PricingRuleFormDialog),
);

export interface PricingRulesPanelProps {
  brand: Pick<Brand, 'locale' | 'currency' | 'flags'>;
}

/**
 * The pricing rules tab of `/meine-angebote` [S4]: the seller's rules (kind, value and unit, whom they
 * apply to), a rule created or edited in a form, deleted after a confirmation. A change another user of
 * the account made meanwhile is not overwritten: the list loads again and says so [M6].
 */
export function PricingRulesPanel({ brand }: PricingRulesPanelProps) {
  const intl = useIntl();
  const { locale, currency } = brand;
  const queryClient = useQueryClient();
  const rules = useQuery(pricingRulesQuery());
  const remove = $api.useMutation('delete', '/api/pricing/rules/{id}');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<PricingRule | undefined>(undefined);
  const [toDelete, setToDelete] = useState<PricingRule | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: pricingRulesQuery().queryKey });

  const openForm = (rule?: PricingRule) => {
    void ruleForm.preload();
    setEditing(rule);
    setFormOpen(true);
  };

  async function confirmDelete(rule: PricingRule) {
    try {
      await remove.mutateAsync({ params: { path: { id: rule.id }, query: { version: rule.version } } });
      setOutcome('deleted');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setOutcome(status === 409 || status === 404 ? 'conflict' : { failed: status });
    } finally {
      await reload();
    }
  }

  const kindLabel = (kind: string) => {
    const descriptor = (k as Record<string, MessageDescriptor | undefined>)[kind];
    return descriptor ? intl.formatMessage(descriptor) : kind;
  };
  const unitLabel = (unit: string) => {
    const descriptor = (m as Record<string, MessageDescriptor | undefined>)[unit];
    return descriptor ? intl.formatMessage(descriptor, { currency }) : unit;
  };
  const columns: TableColumn<PricingRule>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      cell: (r) => <span className={styles.words}>{r.name}</span>,
    },
    { id: 'kind', header: intl.formatMessage(m.kind), cell: (r) => kindLabel(r.kind) },
    {
      id: 'value',
      header: intl.formatMessage(m.value),
      align: 'end',
      cell: (r) => (
        <span className={styles.words}>
          <span className={styles.oneLine}>{formatNumber(r.value, { locale, decimals: 4 })}</span>{' '}
          {unitLabel(r.priceUnit)}
        </span>
      ),
    },
    {
      id: 'appliesTo',
      header: intl.formatMessage(m.appliesTo),
      cell: (r) =>
        intl.formatMessage(m.appliesToText, {
          customers: r.customerIds.length,
          terminals: r.terminalIds.length,
          products: r.productIds.length,
        }),
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (r) => (
        <RowActions
          actions={[
            {
              text: intl.formatMessage(m.edit),
              label: intl.formatMessage(m.editLabel, { name: r.name }),
              onPress: () => openForm(r),
            },
            {
              text: intl.formatMessage(m.delete),
              label: intl.formatMessage(m.deleteLabel, { name: r.name }),
              onPress: () => {
                setToDelete(r);
                setConfirmOpen(true);
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      <div className={styles.toolbar}>
        <Button onPress={() => openForm()}>{intl.formatMessage(m.create)}</Button>
      </div>
      {outcome === 'saved' ? <InlineAlert tone="positive" title={intl.formatMessage(m.saved)} /> : null}
      {outcome === 'deleted' ? <InlineAlert tone="positive" title={intl.formatMessage(m.deleted)} /> : null}
      {outcome === 'conflict' ? <InlineAlert tone="caution" title={intl.formatMessage(m.conflict)} /> : null}
      {typeof outcome === 'object' && outcome !== null ? (
        <InlineAlert tone="critical" title={intl.formatMessage(m.saveFailed, { status: outcome.failed })} />
      ) : null}
      {rules.isError ? (
        <EmptyState
          tone="critical"
          title={intl.formatMessage(m.failed, {
            status: rules.error instanceof ApiError ? rules.error.status : 0,
          })}
        />
      ) : (
        <Table
          caption={intl.formatMessage(m.caption)}
          columns={columns}
          rows={rules.data ?? []}
          getRowKey={(r) => r.id}
          isLoading={rules.isPending}
          emptyText={intl.formatMessage(m.empty)}
        />
      )}
      <MountWhenFirstNeeded when={formOpen}>
        <ruleForm.Component
          key={editing ? `${editing.id}@${editing.version}` : 'new'}
          isOpen={formOpen}
          onOpenChange={setFormOpen}
          rule={editing}
          brand={brand}
          onSaved={() => setOutcome('saved')}
          onConflict={() => {
            setOutcome('conflict');
            void reload();
          }}
        />
      </MountWhenFirstNeeded>
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        variant="critical"
        onConfirm={() => {
          if (toDelete) void confirmDelete(toDelete);
        }}
      >
        {toDelete ? intl.formatMessage(m.deleteText, { name: toDelete.name }) : null}
      </ConfirmDialog>
    </div>
  );
}
