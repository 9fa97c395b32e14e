import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@fuelmarket/api-client';
import { Button, InlineAlert, PasswordField } from '@fuelmarket/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { $api } from '../../shell/api';
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
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onBlur',
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });

  const text = (label: (typeof fields)[number]['label'], message: string | undefined) => {
    if (!message) return undefined;
    if (message === 'required')
      return intl.formatMessage(problemMessages.required, { field: intl.formatMessage(label) });
    const key = message as 'passwordRulesBroken' | 'passwordsNotIdentical' | 'incorrectPassword';
    return key in problemMessages ? intl.formatMessage(problemMessages[key]) : message;
  };

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await change.mutateAsync({ body: values });
      reset();
      setOutcome('saved');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'INCORRECT_PASSWORD') setError('currentPassword', { message: 'incorrectPassword' });
      else if (code === 'PASSWORD_RULES') setError('password', { message: 'passwordRulesBroken' });
      else if (code === 'PASSWORDS_NOT_IDENTICAL')
        setError('passwordConfirmation', { message: 'passwordsNotIdentical' });
      else setOutcome('failed');
    }
  });

  return (
    <form
      className={styles.narrow}
      aria-label={intl.formatMessage(fieldMessages.newPassword)}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      {fields.map(({ name, label, auto }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => {
            const error = text(label, fieldState.error?.message);
            return (
              <PasswordField
                label={intl.formatMessage(label)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoComplete={auto}
                isRequired
                {...(name === 'password'
                  ? { description: intl.formatMessage(problemMessages.passwordRules) }
                  : {})}
                {...(error ? { errorMessage: error } : {})}
              />
            );
          }}
        />
      ))}
      {outcome === 'saved' ? (
        <InlineAlert tone="positive" title={intl.formatMessage(m.passwordChanged)} />
      ) : null}
      {outcome === 'failed' ? (
        <InlineAlert tone="critical" announce="alert" title={intl.formatMessage(m.saveFailed)} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={change.isPending}>
          {intl.formatMessage(m.changePassword)}
        </Button>
      </div>
    </form>
  );
}
