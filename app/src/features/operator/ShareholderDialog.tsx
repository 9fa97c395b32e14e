import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { InlineAlert, RadioGroup, Select } from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { FormDialog } from '../../shell/layout/FormDialog';
import {
  formToShareholderUpdate,
  shareholderFormSchema,
  shareholderRoles,
  shareholderToForm,
  type ShareholderFormValues,
} from './accountForms';
import { fieldProblems, problemText, saveFailure } from './formProblems';
import { shareholderMessages as m, shareholderRoleMessages } from './messages';
import { accountInvalidates, companyAccountQuery, companyAccountsQuery } from './queries';
import * as styles from './operator.css';

type Account = Schemas['CompanyAccountDetail'];

export interface ShareholderDialogProps {
  /** A buyer account (only buyers take part in shareholder groups). */
  account: Account;
  onClose: () => void;
  /** After a save, with the account as the server keeps it now. */
  onSaved: (saved: Account) => void;
}

/** The platform's shareholder accounts (parents) other than `accountId`, by name. */
function useParentCandidates(accountId: string, enabled: boolean) {
  const accounts = useQuery({ ...companyAccountsQuery(), enabled });
  const parents = (accounts.data ?? [])
    .filter((a) => a.shareholderRole === 'parent' && a.id !== accountId)
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return { parents, pending: enabled && accounts.isPending, error: accounts.error ?? null };
}

/**
 * The operator sets a buyer account's place among the shareholder accounts [P5]: none, a shareholder
 * account (parent), or an Aviat (child) of a shareholder account chosen from the platform's parents.
 * What the rules refuse (409 SHAREHOLDER_CONFLICT: a parent with Aviaten, a child made a parent …) is
 * said with the server's German detail; the choice stays for another try.
 */
export function ShareholderDialog({ account, onClose, onSaved }: ShareholderDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const update = $api.useMutation('put', '/api/operator/accounts/{id}/shareholder');
  const [base, setBase] = useState(account);
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [stale, setStale] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<ShareholderFormValues>({
    resolver: zodResolver(shareholderFormSchema),
    mode: 'onSubmit',
    defaultValues: shareholderToForm(account),
  });
  const role = useWatch({ control, name: 'role' });
  const candidates = useParentCandidates(account.id, role === 'child');

  async function save(values: ShareholderFormValues) {
    setFailure(null);
    setStale(false);
    try {
      const saved = await update.mutateAsync({
        params: { path: { id: base.id } },
        body: formToShareholderUpdate(values, base.version),
      });
      await Promise.all(accountInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
        // Read the account again; the operator checks the choice against it and saves once more.
        try {
          setBase(await queryClient.fetchQuery({ ...companyAccountQuery(base.id), staleTime: 0 }));
          setStale(true);
        } catch (again) {
          setFailure({ title: saveFailure(intl, again) });
        }
        return;
      }
      if (error instanceof ApiError && error.code === 'SHAREHOLDER_CONFLICT') {
        setFailure({ title: intl.formatMessage(m.refused), detail: error.problem?.detail ?? error.message });
        return;
      }
      const problems = fieldProblems(error, ['parentAccountId', 'role'] as const);
      if (problems) {
        for (const p of problems.fields) setError(p.field, { type: 'server', message: p.message });
        if (problems.other.length) setFailure({ title: problems.other.join(' ') });
        return;
      }
      const detail = error instanceof ApiError && error.status !== 404 ? error.problem?.detail : undefined;
      setFailure(detail ? { title: saveFailure(intl, error), detail } : { title: saveFailure(intl, error) });
    }
  }

  const current = base.shareholder;
  return (
    <FormDialog
      columns={2}
      formId="operator-shareholder-form"
      title={intl.formatMessage(m.title, { name: base.name })}
      onClose={onClose}
      dirty={formState.isDirty}
      isSaving={update.isPending}
      failure={failure}
      onSubmit={(e) => void handleSubmit(save)(e)}
      notice={
        stale ? (
          <InlineAlert className={styles.wide} tone="caution" title={intl.formatMessage(m.stale)} />
        ) : null
      }
    >
      <p className={`${styles.wide} ${styles.dialogText}`}>
        {intl.formatMessage(m.current, {
          role:
            current.role === 'child' && current.parent
              ? `${intl.formatMessage(shareholderRoleMessages.child)} – ${current.parent.name}`
              : intl.formatMessage(shareholderRoleMessages[current.role]),
        })}
      </p>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <RadioGroup
            className={styles.wide}
            label={intl.formatMessage(m.role)}
            description={intl.formatMessage(m.roleHint)}
            options={shareholderRoles.map((value) => ({
              value,
              label: intl.formatMessage(shareholderRoleMessages[value]),
            }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {role === 'child' ? (
        <Controller
          control={control}
          name="parentAccountId"
          render={({ field, fieldState }) => (
            <div className={`${styles.wide} ${styles.field}`}>
              <Select
                label={intl.formatMessage(m.parent)}
                isRequired
                isDisabled={candidates.pending || candidates.parents.length === 0}
                options={candidates.parents.map((p) => ({ id: p.id, label: p.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                errorMessage={
                  fieldState.error?.message === 'required'
                    ? intl.formatMessage(m.parentRequired)
                    : problemText(intl, fieldState.error?.message)
                }
              />
              {candidates.pending ? (
                <p className={styles.hint} role="status">
                  {intl.formatMessage(m.parentsLoading)}
                </p>
              ) : candidates.error ? (
                <InlineAlert
                  tone="critical"
                  title={intl.formatMessage(m.parentsFailed, {
                    status: candidates.error instanceof ApiError ? candidates.error.status : 0,
                  })}
                />
              ) : candidates.parents.length === 0 ? (
                <p className={styles.hint}>{intl.formatMessage(m.noParents)}</p>
              ) : null}
            </div>
          )}
        />
      ) : null}
    </FormDialog>
  );
}
