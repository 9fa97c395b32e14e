import { zodResolver } from '@hookform/resolvers/zod';
import { Button, isEmail, TextField, validationMessages } from '@fuelmarket/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { requestPasswordReset } from './api';
import * as styles from './auth.css';
import { authMessages } from './messages';

const schema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine((value) => isEmail(value), 'email_format_required'),
  ),
});
type Values = z.infer<typeof schema>;

/**
 * `/passwort/reset`: asks for the e-mail address and always shows the same confirmation, whether or not
 * an account exists (and whatever the server answers), so the page reveals no accounts.
 */
export function PasswordResetRequestPage() {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      console.warn('password reset request failed', error);
    }
    setSent(true);
  });

  return (
    <div className={styles.card}>
      <h1 className={styles.heading}>
        <FormattedMessage {...authMessages.resetHeading} />
      </h1>
      {sent ? (
        <p role="status" className={styles.success}>
          <FormattedMessage {...authMessages.resetConfirmation} />
        </p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.text}>
            <FormattedMessage {...authMessages.resetIntro} />
          </p>
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <TextField
                type="email"
                label={intl.formatMessage(authMessages.email)}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoComplete="email"
                isRequired
                {...(fieldState.error
                  ? {
                      errorMessage: intl.formatMessage(
                        fieldState.error.message === 'email_format_required'
                          ? validationMessages.email_format_required
                          : validationMessages.required,
                      ),
                    }
                  : {})}
              />
            )}
          />
          <Button type="submit" fullWidth isPending={formState.isSubmitting}>
            <FormattedMessage {...authMessages.resetSubmit} />
          </Button>
        </form>
      )}
      <Link to="/login" className={styles.link}>
        <FormattedMessage {...authMessages.backToLogin} />
      </Link>
    </div>
  );
}
