import { Button } from '@fuelmarket/ui';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppContext } from '../../shell/context';
import * as styles from './auth.css';
import { authMessages } from './messages';

/** `/agb`: read the terms, tick the box, "Akzeptieren" stores the acceptance and goes to `/` [G2]. */
export function TermsPage() {
  const navigate = useNavigate();
  const { session, brand } = useAppContext();
  const checkboxId = useId();
  const [checked, setChecked] = useState(false);
  const [state, setState] = useState<'idle' | 'missing' | 'saving' | 'failed'>('idle');

  const accept = async () => {
    if (!checked) {
      setState('missing');
      return;
    }
    setState('saving');
    try {
      await session.acceptTerms();
    } catch (error) {
      console.warn('accepting the terms failed', error);
      setState('failed');
      return;
    }
    await navigate({ to: '/' });
  };

  return (
    <div className={styles.card}>
      <h1 className={styles.heading}>
        <FormattedMessage {...authMessages.termsHeading} />
      </h1>
      <p className={styles.text}>
        <FormattedMessage {...authMessages.termsIntro} />
      </p>
      <a className={styles.link} href={brand.links.terms} target="_blank" rel="noreferrer">
        <FormattedMessage {...authMessages.termsLink} />
      </a>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void accept();
        }}
      >
        {state === 'failed' && (
          <p role="alert" className={styles.alert}>
            <FormattedMessage {...authMessages.technicalError} />
          </p>
        )}
        <div className={styles.checkboxRow}>
          <input
            id={checkboxId}
            type="checkbox"
            className={styles.checkbox}
            checked={checked}
            aria-invalid={state === 'missing'}
            aria-describedby={state === 'missing' ? `${checkboxId}-error` : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked && state === 'missing') setState('idle');
            }}
          />
          <label htmlFor={checkboxId}>
            <FormattedMessage {...authMessages.termsCheckbox} />
          </label>
        </div>
        {state === 'missing' && (
          <p id={`${checkboxId}-error`} role="alert" className={styles.alert}>
            <FormattedMessage {...authMessages.termsCheckboxRequired} />
          </p>
        )}
        <Button type="submit" fullWidth isPending={state === 'saving'}>
          <FormattedMessage {...authMessages.termsSubmit} />
        </Button>
      </form>
    </div>
  );
}
