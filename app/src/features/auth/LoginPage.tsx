import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordField, TextField, validationMessages } from '@fuelmarket/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { brandImageUrl } from '../../shell/brand';
import { loadHeader } from '../../shell/layout/ComplexLayout';
import { useAppContext } from '../../shell/context';
import { loginFailure, type LoginFailure } from './apiErrors';
import * as styles from './auth.css';
import { authMessages } from './messages';

const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'required')),
  password: z.string().check(z.minLength(1, 'required')),
});
type LoginValues = z.infer<typeof loginSchema>;

const failureMessages: Record<LoginFailure, (typeof authMessages)[keyof typeof authMessages]> = {
  failed: authMessages.loginFailed,
  locked: authMessages.accountLocked,
  blocked: authMessages.userBlocked,
  technical: authMessages.technicalError,
};

/** `/login`: username or e-mail and password; failure and lockout messages [M1], the lock's reset link [M7]. */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { session, brand } = useAppContext();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    defaultValues: { username: '', password: '' },
  });

  // Fetch the logged-in navigation while the user types, so the dashboard shows it at once.
  useEffect(() => {
    loadHeader().catch(() => {});
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await session.login(values);
    } catch (error) {
      setFailure(loginFailure(error));
      return;
    }
    await navigate({ to: '/' });
  });

  const required = intl.formatMessage(validationMessages.required);
  return (
    <div className={styles.card}>
      <img className={styles.logo} src={brandImageUrl(brand.logoSvg)} alt={brand.displayName} />
      <h1 className={styles.heading}>
        <FormattedMessage {...authMessages.loginHeading} />
      </h1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {failure && (
          <p role="alert" className={styles.alert}>
            <FormattedMessage {...failureMessages[failure]} />
            {failure === 'locked' && (
              <>
                {' '}
                {/* The way out of a lock [M7]: a new password unlocks the account. */}
                <Link to="/passwort/reset" className={styles.alertLink}>
                  <FormattedMessage {...authMessages.lockedReset} />
                </Link>
              </>
            )}
          </p>
        )}
        <Controller
          control={control}
          name="username"
          render={({ field, fieldState }) => (
            <TextField
              label={intl.formatMessage(authMessages.username)}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="username"
              isRequired
              {...(fieldState.error ? { errorMessage: required } : {})}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label={intl.formatMessage(authMessages.password)}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="current-password"
              isRequired
              {...(fieldState.error ? { errorMessage: required } : {})}
            />
          )}
        />
        <Button type="submit" fullWidth isPending={formState.isSubmitting}>
          <FormattedMessage {...authMessages.submit} />
        </Button>
        <Link to="/passwort/reset" className={styles.link}>
          <FormattedMessage {...authMessages.forgotPassword} />
        </Link>
      </form>
    </div>
  );
}
