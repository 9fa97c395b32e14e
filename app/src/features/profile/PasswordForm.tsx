import { zodResolver } from '@hookform/resolvers/zod';
import { InlineAlert } from '@fuelmarket/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { $api } from '../../shell/api';
import { FormPasswordField, PageForm, useSaveForm } from '../../shell/forms';
import { brokenPasswordRules } from '../auth';
import { fieldMessages, problemMessages, profileMessages as m } from './messages';
import * as styles from './profile.css';

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** The own password: the current one, then the new one twice, by the §5 rules [V4]. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'required')),
    password: z.string().check(
      z.minLength(1, 'required'),
      z.refine((v) => brokenPasswordRules(v).length === 0, 'passwordRulesBroken'),
    ),
    passwordConfirmation: z.string().check(z.minLength(1, 'required')),
  })
  .check(
    z.refine((v) => v.password === v.passwordConfirmation, {
      message: 'passwordsNotIdentical',
      path: ['passwordConfirmation'],
    }),
  );

const fields = [
  { name: 'currentPassword', label: fieldMessages.currentPassword, auto: 'current-password' },
  { name: 'password', label: fieldMessages.newPassword, auto: 'new-password' },
  { name: 'passwordConfirmation', label: fieldMessages.passwordConfirmation, auto: 'new-password' },
] as const;

/** Changing the own password (PUT /api/user/password) [V4]: a wrong current password says so. */
export function PasswordForm() {
  const intl = useIntl();
  const change = $api.useMutation('put', '/api/user/password');
  const [saved, setSaved] = useState(false);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onBlur',
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const save = useSaveForm({
    form,
    fields: ['currentPassword', 'password', 'passwordConfirmation'],
    problems: problemMessages,
    fieldOfCode: {
      INCORRECT_PASSWORD: ['currentPassword', 'incorrectPassword'],
      PASSWORD_RULES: ['password', 'passwordRulesBroken'],
      PASSWORDS_NOT_IDENTICAL: ['passwordConfirmation', 'passwordsNotIdentical'],
    },
    save: async (values) => {
      setSaved(false);
      await change.mutateAsync({ body: values });
      form.reset();
      setSaved(true);
    },
    refusal: () => ({ title: intl.formatMessage(m.saveFailed) }),
  });

  return (
    <PageForm
      className={styles.narrow}
      label={intl.formatMessage(fieldMessages.newPassword)}
      form={form}
      save={save}
      submitLabel={intl.formatMessage(m.changePassword)}
      notice={saved ? <InlineAlert tone="positive" title={intl.formatMessage(m.passwordChanged)} /> : null}
    >
      {fields.map(({ name, label, auto }) => (
        <FormPasswordField<PasswordValues>
          key={name}
          name={name}
          problemValues={{ field: intl.formatMessage(label) }}
          label={intl.formatMessage(label)}
          autoComplete={auto}
          isRequired
          {...(name === 'password' ? { description: intl.formatMessage(problemMessages.passwordRules) } : {})}
        />
      ))}
    </PageForm>
  );
}
