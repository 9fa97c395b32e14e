import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { InlineAlert } from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { FormDialog, FormRadioGroup, FormSelect, useSaveForm, wide } from '../../shell/forms';
import {
  formToShareholderUpdate,
  shareholderFormSchema,
  shareholderRoles,
  shareholderToForm,
  type ShareholderFormValues,
} from './accountForms';
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
  const form = useForm<ShareholderFormValues>({
    resolver: zodResolver(shareholderFormSchema),
    mode: 'onSubmit',
    defaultValues: shareholderToForm(account),
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const candidates = useParentCandidates(account.id, role === 'child');
  const save = useSaveForm({
    form,
    fields: ['parentAccountId', 'role'],
    version: account.version,
    problems: { required: m.parentRequired },
    save: async (values, version) => {
      const saved = await update.mutateAsync({
        params: { path: { id: base.id } },
        body: formToShareholderUpdate(values, version ?? base.version),
      });
      await Promise.all(accountInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSaved(saved);
    },
    // Someone changed the account meanwhile: the operator loads its state or saves the choice over it.
    current: async () => {
      const now = await queryClient.fetchQuery({ ...companyAccountQuery(base.id), staleTime: 0 });
      setBase(now);
      return { version: now.version, values: shareholderToForm(now) };
    },
    refusal: (error) =>
      error instanceof ApiError && error.code === 'SHAREHOLDER_CONFLICT'
        ? { title: intl.formatMessage(m.refused), detail: error.problem?.detail ?? error.message }
        : null,
  });

  const current = base.shareholder;
  return (
    <FormDialog
      columns={2}
      formId="operator-shareholder-form"
      title={intl.formatMessage(m.title, { name: base.name })}
      onClose={onClose}
      form={form}
      save={save}
    >
      <p className={`${styles.wide} ${styles.dialogText}`}>
        {intl.formatMessage(m.current, {
          role:
            current.role === 'child' && current.parent
              ? `${intl.formatMessage(shareholderRoleMessages.child)} – ${current.parent.name}`
              : intl.formatMessage(shareholderRoleMessages[current.role]),
        })}
      </p>
      <FormRadioGroup<ShareholderFormValues, ShareholderFormValues['role']>
        name="role"
        className={wide}
        label={intl.formatMessage(m.role)}
        description={intl.formatMessage(m.roleHint)}
        options={shareholderRoles.map((value) => ({
          value,
          label: intl.formatMessage(shareholderRoleMessages[value]),
        }))}
      />
      {role === 'child' ? (
        <div className={`${wide} ${styles.field}`}>
          <FormSelect<ShareholderFormValues>
            name="parentAccountId"
            allowEmpty
            label={intl.formatMessage(m.parent)}
            isRequired
            isDisabled={candidates.pending || candidates.parents.length === 0}
            options={candidates.parents.map((p) => ({ id: p.id, label: p.name }))}
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
      ) : null}
    </FormDialog>
  );
}
