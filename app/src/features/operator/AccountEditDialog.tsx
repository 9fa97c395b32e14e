import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import {
  FormCheckboxGroup,
  FormDialog,
  FormSelect,
  FormSwitch,
  FormTextField,
  useSaveForm,
  wide,
} from '../../shell/forms';
import {
  accountFormSchema,
  accountToForm,
  countries,
  features,
  formToAccountUpdate,
  type AccountFormValues,
} from './accountForms';
import { countryMessages, editMessages as m, featureMessages, serverProblemMessages } from './messages';
import { accountInvalidates, companyAccountQuery } from './queries';
import * as styles from './operator.css';

type Account = Schemas['CompanyAccountDetail'];
type F = AccountFormValues;

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
  const invalidate = () =>
    Promise.all(accountInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const form = useForm<F>({
    resolver: zodResolver(accountFormSchema),
    mode: 'onBlur',
    defaultValues: accountToForm(account),
  });
  const save = useSaveForm({
    form,
    fields: [
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
    ],
    version: account.version,
    problems: serverProblemMessages,
    save: async (values, version) => {
      try {
        const saved = await update.mutateAsync({
          params: { path: { id: account.id } },
          body: formToAccountUpdate(values, version ?? account.version),
        });
        await invalidate();
        onSaved(saved);
      } catch (error) {
        // A company that is gone leaves the lists too.
        if (error instanceof ApiError && error.status === 404) await invalidate();
        throw error;
      }
    },
    current: async () => {
      const now = await queryClient.fetchQuery({ ...companyAccountQuery(account.id), staleTime: 0 });
      return { version: now.version, values: accountToForm(now) };
    },
  });

  return (
    <FormDialog
      columns={2}
      formId="operator-account-form"
      title={intl.formatMessage(m.title)}
      formLabel={intl.formatMessage(m.formLabel, { name: account.name })}
      form={form}
      save={save}
      onClose={onClose}
    >
      <FormTextField<F> name="name" className={wide} label={intl.formatMessage(m.name)} isRequired />
      <FormTextField<F> name="addressLine1" className={wide} label={intl.formatMessage(m.addressLine1)} />
      <FormTextField<F> name="addressLine2" className={wide} label={intl.formatMessage(m.addressLine2)} />
      <FormTextField<F> name="postCode" label={intl.formatMessage(m.postCode)} />
      <FormTextField<F> name="city" label={intl.formatMessage(m.city)} />
      <FormSelect<F>
        name="country"
        label={intl.formatMessage(m.country)}
        isRequired
        options={countries.map((id) => ({ id, label: intl.formatMessage(countryMessages[id]) }))}
      />
      <FormTextField<F> name="contactEmail" label={intl.formatMessage(m.contactEmail)} type="email" />
      <FormSwitch<F> name="iwoMember" className={wide}>
        {intl.formatMessage(m.iwoMember)}
      </FormSwitch>
      <div className={`${wide} ${styles.field}`}>
        <FormSwitch<F> name="onlineTradingEnabled" aria-describedby="operator-online-trading-hint">
          {intl.formatMessage(m.onlineTrading)}
        </FormSwitch>
        <p id="operator-online-trading-hint" className={styles.hint}>
          {intl.formatMessage(m.onlineTradingHint)}
        </p>
      </div>
      <FormCheckboxGroup<F>
        name="features"
        className={wide}
        label={intl.formatMessage(m.features)}
        options={features.map((value) => ({ value, label: intl.formatMessage(featureMessages[value]) }))}
      />
    </FormDialog>
  );
}
