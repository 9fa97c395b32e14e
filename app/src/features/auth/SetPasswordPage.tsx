import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordField, validationMessages } from '@fuelmarket/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { setPasswordByKey } from './api';
import { errorInfo } from './apiErrors';
import * as styles from './auth.css';
import { authMessages } from './messages';
import { setPasswordSchema, type SetPasswordValues } from './password';

type Outcome = 'saved' | 'expired' | 'technical' | null;

function fieldMessage(code: string): MessageDescriptor {
  if (code === 'rules') return authMessages.passwordRules;
  if (code === 'notIdentical') return authMessages.passwordsNotIdentical;
  return validationMessages.required;
}

/** The two entries: the new password (with the §5 rules beneath) and its repetition. */
const passwordFields = [
  { name: 'password', label: authMessages.newPassword, description: authMessages.passwordRules },
  { name: 'passwordConfirmation', label: authMessages.repeatPassword, description: undefined },
] as const;

/** `/passwort/reset/$key`: two entries that must match and follow the §5 rules [V4][M1]. */
export function SetPasswordPage({ resetKey }: { resetKey: string }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit, formState, setError } = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    mode: 'onBlur',
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ password, passwordConfirmation }) => {
    setOutcome(null);
    try {
      await setPasswordByKey(resetKey, password, passwordConfirmation);
      setOutcome('saved');
    } catch (error) {
      const { code } = errorInfo(error);
      if (code === 'RESET_LINK_EXPIRED') setOutcome('expired');
      else if (code === 'PASSWORDS_NOT_IDENTICAL')
        setError('passwordConfirmation', { message: 'notIdentical' });
      else if (code === 'PASSWORD_RULES') setError('password', { message: 'rules' });
      else setOutcome('technical');
    }
  });

  const errorText = (message: string | undefined) =>
    message ? intl.formatMessage(fieldMessage(message) as typeof validationMessages.required) : undefined;

  return (
    <div className={styles.card}>
      <h1 className={styles.heading}>
        <FormattedMessage {...authMessages.setHeading} />
      </h1>
      {outcome === 'saved' ? (
        <p role="status" className={styles.success}>
          <FormattedMessage {...authMessages.passwordSaved} />
        </p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {outcome === 'expired' && (
            <p role="alert" className={styles.alert}>
              <FormattedMessage {...authMessages.linkExpired} />{' '}
              <Link to="/passwort/reset">
                <FormattedMessage {...authMessages.requestNewLink} />
              </Link>
            </p>
          )}
          {outcome === 'technical' && (
            <p role="alert" className={styles.alert}>
              <FormattedMessage {...authMessages.technicalError} />
            </p>
          )}
          {passwordFields.map(({ name, label, description }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => {
                const message = errorText(fieldState.error?.message);
                return (
                  <PasswordField
                    label={intl.formatMessage(label)}
                    {...(description ? { description: intl.formatMessage(description) } : {})}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    autoComplete="new-password"
                    isRequired
                    {...(message ? { errorMessage: message } : {})}
                  />
                );
              }}
            />
          ))}
          <Button type="submit" fullWidth isPending={formState.isSubmitting}>
            <FormattedMessage {...authMessages.setSubmit} />
          </Button>
        </form>
      )}
      <Link to="/login" className={styles.link}>
        <FormattedMessage {...authMessages.backToLogin} />
      </Link>
    </div>
  );
}
