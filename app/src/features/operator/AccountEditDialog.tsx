import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Button, CheckboxGroup, InlineAlert, Select, Switch, TextField } from '@fuelmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import {
  accountFormSchema,
  accountToForm,
  countries,
  features,
  formToAccountUpdate,
  type AccountFormValues,
} from './accountForms';
import { fieldProblems, problemText, saveFailure } from './formProblems';
import { countryMessages, editMessages as m, featureMessages, formMessages } from './messages';
import { OperatorFormDialog } from './OperatorFormDialog';
import { accountInvalidates, companyAccountQuery } from './queries';
import * as styles from './operator.css';

type Account = Schemas['CompanyAccountDetail'];

const FIELDS = [
  'name',
  'addressLine1',
  'addressLine2',
  'postCode',
  'city',
  'country',
  'contactEmail',
  'iwoMember',
  'onlineTradingEnabled',
  'features',
] as const satisfies readonly (keyof AccountFormValues)[];

export interface AccountEditDialogProps {
  account: Account;
  onClose: () => void;
  /** After a save, with the account as the server keeps it now. */
  onSaved: (saved: Account) => void;
}

/**
 * The operator changes a company account's data [P5]: name, address, contact e-mail, IWO membership,
 * online trading and features. The form checks what the API checks (German messages on the fields);
 * the save sends the form's fields over the version read. When someone else saved meanwhile (409
 * VERSION_CONFLICT) the operator chooses: load their state, or overwrite it with the entries.
 */
export function AccountEditDialog({ account, onClose, onSaved }: AccountEditDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const update = $api.useMutation('put', '/api/operator/accounts/{id}');
  // The account the form edits: the one opened, or the one read again after a conflict.
  const [base, setBase] = useState(account);
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [conflict, setConflict] = useState<AccountFormValues | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    mode: 'onBlur',
    defaultValues: accountToForm(account),
  });
  const problem = (key: string | undefined) => problemText(intl, key);

  async function save(values: AccountFormValues, over: Account = base) {
    setFailure(null);
    setRejected([]);
    setConflict(null);
    try {
      const saved = await update.mutateAsync({
        params: { path: { id: over.id } },
        body: formToAccountUpdate(values, over.version),
      });
      reset(accountToForm(saved));
      await Promise.all(accountInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
        setConflict(values);
        return;
      }
      const problems = fieldProblems(error, FIELDS);
      if (problems) {
        for (const p of problems.fields) setError(p.field, { type: 'server', message: p.message });
        setRejected(problems.other);
        return;
      }
      const detail = error instanceof ApiError && error.status !== 404 ? error.problem?.detail : undefined;
      setFailure(detail ? { title: saveFailure(intl, error), detail } : { title: saveFailure(intl, error) });
      if (error instanceof ApiError && error.status === 404)
        await Promise.all(accountInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
  }

  /** The account as the server has it now, or null (said) when it cannot be read. */
  async function current(): Promise<Account | null> {
    try {
      return await queryClient.fetchQuery({ ...companyAccountQuery(base.id), staleTime: 0 });
    } catch (error) {
      setFailure({ title: saveFailure(intl, error) });
      return null;
    }
  }

  async function reload() {
    const now = await current();
    setConflict(null);
    if (!now) return;
    setBase(now);
    reset(accountToForm(now));
  }

  async function overwrite(values: AccountFormValues) {
    const now = await current();
    if (!now) {
      setConflict(null);
      return;
    }
    setBase(now);
    await save(values, now);
  }

  const text = (
    name: 'name' | 'addressLine1' | 'addressLine2' | 'postCode' | 'city' | 'contactEmail',
    label: MessageDescriptor,
    extra: { isRequired?: boolean; wide?: boolean; type?: 'email'; autoComplete?: string } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          className={extra.wide ? styles.wide : undefined}
          label={intl.formatMessage(label)}
          type={extra.type ?? 'text'}
          isRequired={extra.isRequired}
          autoComplete={extra.autoComplete ?? 'off'}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={problem(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <OperatorFormDialog
      formId="operator-account-form"
      title={intl.formatMessage(m.title)}
      formLabel={intl.formatMessage(m.formLabel, { name: base.name })}
      onClose={onClose}
      dirty={formState.isDirty}
      isSaving={update.isPending}
      failure={failure}
      rejected={rejected}
      onSubmit={(e) => void handleSubmit((values) => save(values))(e)}
      notice={
        conflict ? (
          <InlineAlert
            className={styles.wide}
            tone="caution"
            title={intl.formatMessage(formMessages.conflictTitle)}
            action={
              <>
                <Button variant="secondary" size="small" onPress={() => void reload()}>
                  {intl.formatMessage(formMessages.reload)}
                </Button>
                <Button size="small" onPress={() => void overwrite(conflict)}>
                  {intl.formatMessage(formMessages.overwrite)}
                </Button>
              </>
            }
          >
            {intl.formatMessage(formMessages.conflictText)}
          </InlineAlert>
        ) : null
      }
    >
      {text('name', m.name, { isRequired: true, wide: true })}
      {text('addressLine1', m.addressLine1, { wide: true })}
      {text('addressLine2', m.addressLine2, { wide: true })}
      {text('postCode', m.postCode)}
      {text('city', m.city)}
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Select
            label={intl.formatMessage(m.country)}
            isRequired
            options={countries.map((id) => ({ id, label: intl.formatMessage(countryMessages[id]) }))}
            value={field.value}
            onChange={(value) => {
              if (value) field.onChange(value);
            }}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
      />
      {text('contactEmail', m.contactEmail, { type: 'email' })}
      <Controller
        control={control}
        name="iwoMember"
        render={({ field }) => (
          <Switch className={styles.wide} isSelected={field.value} onChange={field.onChange}>
            {intl.formatMessage(m.iwoMember)}
          </Switch>
        )}
      />
      <Controller
        control={control}
        name="onlineTradingEnabled"
        render={({ field }) => (
          <div className={`${styles.wide} ${styles.field}`}>
            <Switch
              isSelected={field.value}
              onChange={field.onChange}
              aria-describedby="operator-online-trading-hint"
            >
              {intl.formatMessage(m.onlineTrading)}
            </Switch>
            <p id="operator-online-trading-hint" className={styles.hint}>
              {intl.formatMessage(m.onlineTradingHint)}
            </p>
          </div>
        )}
      />
      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            className={styles.wide}
            label={intl.formatMessage(m.features)}
            options={features.map((value) => ({ value, label: intl.formatMessage(featureMessages[value]) }))}
            value={field.value}
            onChange={field.onChange}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
      />
    </OperatorFormDialog>
  );
}
