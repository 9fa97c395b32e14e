import { zodResolver } from '@hookform/resolvers/zod';
import { Button, isEmail, TextField, validationMessages } from '@fuelmarket/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { requestPasswordReset } from './api';
import { errorInfo } from './apiErrors';
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
 * `/passwort/reset`: asks for the e-mail address and shows the same confirmation whether or not an
 * account exists, so the page reveals no accounts. When the request itself fails (too many requests,
 * an outage) no mail is on its way: the page says so and keeps the address for another try.
 */
export function PasswordResetRequestPage() {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<'rateLimited' | 'technical' | null>(null);
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      console.warn('password reset request failed', error);
      setFailure(errorInfo(error).status === 429 ? 'rateLimited' : 'technical');
    }
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
          {failure ? (
            <p role="alert" className={styles.alert}>
              <FormattedMessage
                {...(failure === 'rateLimited' ? authMessages.resetRateLimited : authMessages.technicalError)}
              />
            </p>
          ) : null}
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
