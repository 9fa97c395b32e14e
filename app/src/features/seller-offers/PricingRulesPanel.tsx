import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  Button,
  ConfirmDialog,
  deferred,
  EmptyState,
  InlineAlert,
  Modal,
  MountWhenFirstNeeded,
  RowActions,
  Table,
  TextField,
  validationMessages,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { formDialogMessages } from '../../shell/forms';
import { formatDate, formatNumber } from '../../shell/i18n/format';
import { pricingRulesMessages as m } from './messages';
import { isInputKind } from './pricingRuleForm';
import { pricingRuleGroupsQuery, pricingRulesQuery } from './queries';
import { ruleKindLabel, rulePriceUnitLabel } from './ruleLabels';
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
  const groups = useQuery(pricingRuleGroupsQuery());
  const groupName = (id: string | null | undefined) =>
    (id ? groups.data?.find((g) => g.id === id)?.name : undefined) ?? intl.formatMessage(m.noGroup);
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

  const columns: TableColumn<PricingRule>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      cell: (r) => <span className={styles.words}>{r.name}</span>,
    },
    { id: 'kind', header: intl.formatMessage(m.kind), cell: (r) => ruleKindLabel(intl, r.kind) },
    {
      id: 'value',
      header: intl.formatMessage(m.value),
      align: 'end',
      cell: (r) =>
        // An FX or exchange rule: the rate or month it sets, and when.
        isInputKind(r.kind) ? (
          <span className={styles.words}>
            {intl.formatMessage(m.periodText, {
              value:
                r.kind === 'FX'
                  ? `${formatNumber(r.exchangeRate ?? '0', { locale, decimals: 4 })} USD/EUR`
                  : (r.futureMonth ?? ''),
              date: r.date ? formatDate(r.date, locale) : '',
              start: r.startTime ?? '',
              end: r.endTime ?? '',
            })}
          </span>
        ) : (
          <span className={styles.words}>
            <span className={styles.oneLine}>{formatNumber(r.value, { locale, decimals: 4 })}</span>{' '}
            {rulePriceUnitLabel(intl, r.priceUnit, currency)}
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
    { id: 'group', header: intl.formatMessage(m.group), cell: (r) => groupName(r.groupId) },
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
        <NewGroupButton />
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
        {formOpen ? (
          <ruleForm.Component
            key={editing ? `${editing.id}@${editing.version}` : 'new'}
            rule={editing}
            brand={brand}
            onSaved={() => setOutcome('saved')}
            onConflict={() => {
              setOutcome('conflict');
              void reload();
            }}
            onClose={() => setFormOpen(false)}
          />
        ) : null}
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

/** "Neue Gruppe": a name, and the group exists for rules to join; a name the account has already is said so. */
function NewGroupButton() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/api/pricing/rule-groups');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<string | null>(null);

  async function save() {
    if (name.trim() === '') {
      setProblem(intl.formatMessage(validationMessages.required));
      return;
    }
    try {
      const group = await create.mutateAsync({ body: { name: name.trim() } });
      await queryClient.invalidateQueries({ queryKey: pricingRuleGroupsQuery().queryKey });
      setCreated(group.name);
      setName('');
      setOpen(false);
    } catch (error) {
      setProblem(
        intl.formatMessage(error instanceof ApiError && error.status === 409 ? m.groupExists : m.saveFailed, {
          status: error instanceof ApiError ? error.status : 0,
        }),
      );
    }
  }

  return (
    <>
      {created ? (
        <span role="status" className={styles.groupCreated}>
          {intl.formatMessage(m.groupCreated, { name: created })}
        </span>
      ) : null}
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {intl.formatMessage(m.newGroup)}
      </Button>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        title={intl.formatMessage(m.newGroup)}
        footer={
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {intl.formatMessage(formDialogMessages.cancel)}
            </Button>
            <Button onPress={() => void save()} isPending={create.isPending}>
              {intl.formatMessage(m.createGroup)}
            </Button>
          </div>
        }
      >
        <TextField
          label={intl.formatMessage(m.groupName)}
          isRequired
          maxLength={100}
          value={name}
          onChange={(value) => {
            setName(value);
            setProblem(undefined);
          }}
          errorMessage={problem}
        />
      </Modal>
    </>
  );
}
