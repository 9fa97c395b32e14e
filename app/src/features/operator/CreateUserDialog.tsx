import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { FormCheckbox, FormDialog, FormSelect, FormTextField, useSaveForm, wide } from '../../shell/forms';
import { emptyUserForm, formToUserInput, userFormSchema, type UserFormValues } from './accountForms';
import { formMessages, salutationMessages, serverProblemMessages, userMessages as m } from './messages';
import { accountInvalidates } from './queries';
import * as styles from './operator.css';

type F = UserFormValues;

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
  const form = useForm<F>({
    resolver: zodResolver(userFormSchema),
    mode: 'onBlur',
    defaultValues: emptyUserForm,
  });
  const save = useSaveForm({
    form,
    fields: ['firstName', 'lastName', 'email', 'salutation', 'admin'],
    problems: serverProblemMessages,
    save: async (values) => {
      const created = await create.mutateAsync({
        params: { path: { id: account.id } },
        body: formToUserInput(values),
      });
      await Promise.all(accountInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onCreated(created);
    },
    refusal: (error) =>
      error instanceof ApiError && error.code === 'SHAREHOLDER_CONFLICT'
        ? { title: intl.formatMessage(m.refused), detail: error.problem?.detail ?? error.message }
        : null,
  });

  return (
    <FormDialog
      columns={2}
      formId="operator-user-form"
      title={intl.formatMessage(m.title, { name: account.name })}
      submitLabel={intl.formatMessage(formMessages.create)}
      form={form}
      save={save}
      onClose={onClose}
    >
      <p className={`${wide} ${styles.dialogText}`}>{intl.formatMessage(m.intro)}</p>
      <FormSelect<F, F['salutation']>
        name="salutation"
        className={wide}
        label={intl.formatMessage(m.salutation)}
        options={[
          { id: 'none', label: intl.formatMessage(m.noSalutation) },
          { id: 'Mr', label: intl.formatMessage(salutationMessages.Mr) },
          { id: 'Ms', label: intl.formatMessage(salutationMessages.Ms) },
        ]}
      />
      <FormTextField<F> name="firstName" label={intl.formatMessage(m.firstName)} isRequired />
      <FormTextField<F> name="lastName" label={intl.formatMessage(m.lastName)} isRequired />
      <FormTextField<F>
        name="email"
        className={wide}
        label={intl.formatMessage(m.email)}
        type="email"
        isRequired
      />
      <FormCheckbox<F> name="admin" className={wide}>
        {intl.formatMessage(m.admin)}
      </FormCheckbox>
    </FormDialog>
  );
}
