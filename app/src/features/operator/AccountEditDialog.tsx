import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { CheckboxGroup, Select, Switch, TextField } from '@fuelmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
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
import { EntityDialog } from './EntityDialog';
import { countryMessages, editMessages as m, featureMessages } from './messages';
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
  const invalidate = () =>
    Promise.all(accountInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  return (
    <EntityDialog<AccountFormValues>
      formId="operator-account-form"
      title={intl.formatMessage(m.title)}
      formLabel={intl.formatMessage(m.formLabel, { name: account.name })}
      initial={accountToForm(account)}
      version={account.version}
      resolver={zodResolver(accountFormSchema)}
      fields={FIELDS}
      save={async (values, version) => {
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
      }}
      current={async () => {
        const now = await queryClient.fetchQuery({ ...companyAccountQuery(account.id), staleTime: 0 });
        return { version: now.version, values: accountToForm(now) };
      }}
      onClose={onClose}
    >
      {({ control, problem }) => <AccountFields control={control} problem={problem} />}
    </EntityDialog>
  );
}

/** The account form's fields. */
function AccountFields({
  control,
  problem,
}: {
  control: Control<AccountFormValues>;
  problem: (key: string | undefined) => string | undefined;
}) {
  const intl = useIntl();
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
    <>
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
    </>
  );
}
