import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Currency, Locale } from '@fuelmarket/brands';
import { Button, ConfirmDialog, EmptyState, InlineAlert, Skeleton, Tabs } from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { ConflictNotice } from '../../shell/conflict';
import { fieldProblems, FormFields } from '../../shell/forms';
import { useTerminalChoices } from '../../shell/terminals';
import { subAccountMessages as m, subAccountProblems, tabMessages } from './messages';
import { subAccountQuery, subAccountsQuery } from './queries';
import {
  CollectionShorteningPanel,
  PaymentTermPanel,
  PriceAdjustmentPanel,
  PurchaseLimitPanel,
  TerminalsPanel,
} from './SettingsPanels';
import {
  subAccountFormSchema,
  tabOfField,
  toForm,
  toUpdate,
  type SubAccountFormValues,
} from './subAccountForm';
import { subAccountTabs, type SubAccountTab } from './subAccountsSearch';
import * as styles from './subAccounts.css';

type SubAccount = Schemas['SubAccount'];
type Field = keyof SubAccountFormValues;

export interface SubAccountEditorProps {
  /** The Aviat as the list has it (its name shows while its settings load). */
  listed: SubAccount;
  locale: Locale;
  currency: Currency;
  /** The open tab (the URL's). */
  tab: SubAccountTab;
  onTabChange: (tab: SubAccountTab) => void;
  /** The Aviat a location's search shows: leaving this one with unsaved changes asks first. */
  selectionAt: (search: Record<string, unknown>) => string | undefined;
}

/** One Aviat's settings: loaded fresh (today's utilisation with them), then the form. */
export function SubAccountEditor(props: SubAccountEditorProps) {
  const intl = useIntl();
  const { listed } = props;
  const detail = useQuery(subAccountQuery(listed.id));
  if (detail.data) return <SettingsForm {...props} account={detail.data} />;
  if (detail.isError) {
    return (
      <EmptyState
        tone="critical"
        title={intl.formatMessage(m.loadOneFailed, {
          name: listed.name,
          status: detail.error instanceof ApiError ? detail.error.status : 0,
        })}
        action={<Button onPress={() => void detail.refetch()}>{intl.formatMessage(m.retry)}</Button>}
      />
    );
  }
  return (
    <div role="status" aria-busy="true" className={styles.panel}>
      <p className={styles.hint}>{intl.formatMessage(m.loadingOne)}</p>
      <Skeleton height="2.5rem" />
      <Skeleton lines={4} />
    </div>
  );
}

/** What the last save came to, shown beside the save button until the next one. */
type Outcome =
  { kind: 'saved' | 'invalid' | 'refused' | 'notFound' | 'conflict' } | { kind: 'failed'; status: number };

/** The fields in tab order: a problem opens the first tab that has one. */
const fieldOrder = subAccountTabs.flatMap((tab) =>
  (Object.keys(tabOfField) as Field[]).filter((field) => tabOfField[field] === tab),
);

/**
 * The tabs of one Aviat as one form with one save for all of them [S6]: the entries of every tab stay
 * while the user moves between tabs, a problem marks its tab (and opens the first such tab on saving),
 * and nothing invalid is sent. The update carries the version the form was read at: when someone else
 * saved meanwhile (409) the user chooses between loading the current state and saving the entries over
 * it [V12]. Any other refusal keeps the entries. Choosing another Aviat or leaving the page with unsaved
 * changes asks first.
 */
function SettingsForm({
  account,
  listed,
  locale,
  currency,
  tab,
  onTabChange,
  selectionAt,
}: SubAccountEditorProps & { account: SubAccount }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const terminals = useTerminalChoices();
  const update = $api.useMutation('put', '/api/sub-accounts/{id}');
  // The version the form's values were read at (a newer one loaded in the background must not hide a
  // conflicting save).
  const [version, setVersion] = useState(account.version);
  const form = useForm<SubAccountFormValues>({
    resolver: zodResolver(subAccountFormSchema),
    mode: 'onBlur',
    defaultValues: toForm(account),
  });
  const { control, handleSubmit, reset, setError, setFocus, formState } = form;
  const { isDirty: dirty, errors } = formState;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [working, setWorking] = useState(false);
  // A field with a problem on another tab, focused once its tab shows.
  const pendingFocus = useRef<Field | null>(null);
  const name = account.name || listed.name;

  useEffect(() => {
    const field = pendingFocus.current;
    if (field && tabOfField[field] === tab) {
      pendingFocus.current = null;
      setFocus(field);
    }
  }, [tab, setFocus]);

  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      dirty &&
      (next.pathname !== current.pathname ||
        selectionAt(next.search as Record<string, unknown>) !== account.id),
    withResolver: true,
    enableBeforeUnload: () => dirty,
  });

  const openFirstProblem = (fields: readonly Field[]) => {
    const first = fieldOrder.find((f) => fields.includes(f));
    if (!first) return;
    if (tabOfField[first] === tab) {
      setFocus(first);
    } else {
      pendingFocus.current = first;
      onTabChange(tabOfField[first]);
    }
  };

  /** Takes a saved or reloaded state as the form's new starting point. */
  const adopt = (saved: SubAccount) => {
    queryClient.setQueryData(subAccountQuery(saved.id).queryKey, saved);
    setVersion(saved.version);
    reset(toForm(saved));
  };

  /** Sends valid values over the version `at` (the one read, or after a conflict the current one). */
  const save = async (values: SubAccountFormValues, at: number) => {
    setOutcome(null);
    try {
      const saved = await update.mutateAsync({
        params: { path: { id: account.id } },
        body: toUpdate(values, at),
      });
      adopt(saved);
      void queryClient.invalidateQueries({ queryKey: subAccountsQuery().queryKey });
      setOutcome({ kind: 'saved' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const problems = fieldProblems(error, fieldOrder);
      if (error.status === 409) {
        setOutcome({ kind: 'conflict' });
      } else if (error.status === 404) {
        setOutcome({ kind: 'notFound' });
        void queryClient.invalidateQueries({ queryKey: subAccountsQuery().queryKey });
      } else if (problems) {
        // Each field problem onto its field (its tab is marked, the first one opens) [S6].
        const placed = problems.fields;
        for (const { field, message } of placed) setError(field, { type: 'server', message });
        setOutcome(placed.length ? { kind: 'refused' } : { kind: 'failed', status: 400 });
        openFirstProblem(placed.map((p) => p.field));
      } else {
        setOutcome({ kind: 'failed', status: error.status });
      }
    }
  };

  const invalid = (problems: FieldErrors<SubAccountFormValues>) => {
    setOutcome({ kind: 'invalid' });
    openFirstProblem(Object.keys(problems) as Field[]);
  };

  const submitAt = (at: number) => handleSubmit((values) => save(values, at), invalid);

  /** After a conflict: the current state from the server, for reading it or for saving over it. */
  const loadCurrent = () => queryClient.fetchQuery({ ...subAccountQuery(account.id), staleTime: 0 });

  const reload = async () => {
    setWorking(true);
    try {
      adopt(await loadCurrent());
      setOutcome(null);
    } catch (error) {
      setOutcome({ kind: 'failed', status: error instanceof ApiError ? error.status : 0 });
    } finally {
      setWorking(false);
    }
  };

  const overwrite = async () => {
    setWorking(true);
    try {
      const current = await loadCurrent();
      await submitAt(current.version)();
    } catch (error) {
      setOutcome({ kind: 'failed', status: error instanceof ApiError ? error.status : 0 });
    } finally {
      setWorking(false);
    }
  };

  const tabLabel = (id: SubAccountTab) => {
    const marked = (Object.keys(errors) as Field[]).some((f) => tabOfField[f] === id);
    return (
      <>
        {intl.formatMessage(tabMessages[id])}
        {marked ? (
          <>
            {' '}
            <span className={styles.tabMark} role="img" aria-label={intl.formatMessage(m.tabProblem)}>
              !
            </span>
          </>
        ) : null}
      </>
    );
  };

  const content: Record<SubAccountTab, ReactNode> = {
    payment: <PaymentTermPanel />,
    limit: <PurchaseLimitPanel account={account} locale={locale} />,
    collection: <CollectionShorteningPanel />,
    price: <PriceAdjustmentPanel locale={locale} currency={currency} />,
    terminals: <TerminalsPanel control={control} terminals={terminals} />,
  };

  return (
    <FormFields form={form} problems={subAccountProblems}>
      <form
        className={styles.form}
        aria-label={intl.formatMessage(m.settingsOf, { name })}
        noValidate
        onSubmit={(event) => void submitAt(version)(event)}
      >
        <Tabs<SubAccountTab>
          aria-label={intl.formatMessage(m.settingsOf, { name })}
          selectedKey={tab}
          onSelectionChange={onTabChange}
          items={subAccountTabs.map((id) => ({ id, label: tabLabel(id), content: content[id] }))}
        />
        {outcome ? (
          <OutcomeAlert
            outcome={outcome}
            name={name}
            busy={working}
            onReload={reload}
            onOverwrite={overwrite}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={update.isPending || working}>
            {intl.formatMessage(m.save)}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!dirty || update.isPending || working}
            onPress={() => {
              reset();
              setOutcome(null);
            }}
          >
            {intl.formatMessage(m.discardChanges)}
          </Button>
          <p className={styles.hint}>{intl.formatMessage(dirty ? m.unsaved : m.saveHint)}</p>
        </div>
        <ConfirmDialog
          isOpen={blocker.status === 'blocked'}
          onOpenChange={(open) => {
            if (!open && blocker.status === 'blocked') blocker.reset();
          }}
          title={intl.formatMessage(m.discardTitle)}
          confirmLabel={intl.formatMessage(m.discard)}
          cancelLabel={intl.formatMessage(m.keepEditing)}
          variant="critical"
          onConfirm={() => {
            if (blocker.status === 'blocked') blocker.proceed();
          }}
        >
          {intl.formatMessage(m.discardText, { name })}
        </ConfirmDialog>
      </form>
    </FormFields>
  );
}

function OutcomeAlert({
  outcome,
  name,
  busy,
  onReload,
  onOverwrite,
}: {
  outcome: Outcome;
  name: string;
  busy: boolean;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<void>;
}) {
  const intl = useIntl();
  switch (outcome.kind) {
    case 'saved':
      return <InlineAlert tone="positive" title={intl.formatMessage(m.saved, { name })} />;
    case 'conflict':
      return (
        <ConflictNotice
          title={intl.formatMessage(m.conflict, { name })}
          isDisabled={busy}
          onReload={onReload}
          onOverwrite={onOverwrite}
        />
      );
    case 'failed':
      return (
        <InlineAlert tone="critical" title={intl.formatMessage(m.saveFailed, { status: outcome.status })} />
      );
    default:
      return <InlineAlert tone="critical" title={intl.formatMessage(m[outcome.kind], { name })} />;
  }
}
