import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Checkbox, Select, TextField } from '@fuelmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { FormDialog } from '../../shell/layout/FormDialog';
import { emptyUserForm, formToUserInput, userFormSchema, type UserFormValues } from './accountForms';
import { fieldProblems, problemText, saveFailure } from './formProblems';
import { formMessages, salutationMessages, userMessages as m } from './messages';
import { accountInvalidates } from './queries';
import * as styles from './operator.css';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'salutation',
  'admin',
] as const satisfies readonly (keyof UserFormValues)[];

export interface CreateUserDialogProps {
  /** A shareholder account (parent or child): the operator creates users only there. */
  account: { id: string; name: string };
  onClose: () => void;
  onCreated: (user: Schemas['CompanyUserSummary']) => void;
}

/**
 * The operator creates a user under a shareholder account [P5]: name, e-mail (the username), salutation
 * and whether the user administers the company's team. The user gets no password here: the server
 * mails a link to set one, as the dialog says. An e-mail in use anywhere is refused on its field.
 */
export function CreateUserDialog({ account, onClose, onCreated }: CreateUserDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/api/operator/accounts/{id}/users');
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    mode: 'onBlur',
    defaultValues: emptyUserForm,
  });

  async function save(values: UserFormValues) {
    setFailure(null);
    setRejected([]);
    try {
      const created = await create.mutateAsync({
        params: { path: { id: account.id } },
        body: formToUserInput(values),
      });
      await Promise.all(accountInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onCreated(created);
    } catch (error) {
      const problems = fieldProblems(error, FIELDS);
      if (problems) {
        for (const p of problems.fields) setError(p.field, { type: 'server', message: p.message });
        setRejected(problems.other);
        return;
      }
      if (error instanceof ApiError && error.code === 'SHAREHOLDER_CONFLICT') {
        setFailure({ title: intl.formatMessage(m.refused), detail: error.problem?.detail ?? error.message });
        return;
      }
      setFailure({ title: saveFailure(intl, error) });
    }
  }

  const text = (
    name: 'firstName' | 'lastName' | 'email',
    label: MessageDescriptor,
    extra: { type?: 'email'; wide?: boolean; autoComplete: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          className={extra.wide ? styles.wide : undefined}
          label={intl.formatMessage(label)}
          type={extra.type ?? 'text'}
          isRequired
          autoComplete={extra.autoComplete}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={problemText(intl, fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <FormDialog
      columns={2}
      formId="operator-user-form"
      title={intl.formatMessage(m.title, { name: account.name })}
      onClose={onClose}
      dirty={formState.isDirty}
      isSaving={create.isPending}
      submitLabel={intl.formatMessage(formMessages.create)}
      failure={failure}
      rejected={rejected}
      onSubmit={(e) => void handleSubmit(save)(e)}
    >
      <p className={`${styles.wide} ${styles.dialogText}`}>{intl.formatMessage(m.intro)}</p>
      <Controller
        control={control}
        name="salutation"
        render={({ field }) => (
          <Select
            className={styles.wide}
            label={intl.formatMessage(m.salutation)}
            options={[
              { id: 'none', label: intl.formatMessage(m.noSalutation) },
              { id: 'Mr', label: intl.formatMessage(salutationMessages.Mr) },
              { id: 'Ms', label: intl.formatMessage(salutationMessages.Ms) },
            ]}
            value={field.value || 'none'}
            onChange={(value) => field.onChange(value === 'Mr' || value === 'Ms' ? value : '')}
          />
        )}
      />
      {text('firstName', m.firstName, { autoComplete: 'off' })}
      {text('lastName', m.lastName, { autoComplete: 'off' })}
      {text('email', m.email, { type: 'email', wide: true, autoComplete: 'off' })}
      <Controller
        control={control}
        name="admin"
        render={({ field }) => (
          <Checkbox className={styles.wide} isSelected={field.value} onChange={field.onChange}>
            {intl.formatMessage(m.admin)}
          </Checkbox>
        )}
      />
    </FormDialog>
  );
}
