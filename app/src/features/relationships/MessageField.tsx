import { useId } from 'react';
import { useIntl } from 'react-intl';
import { actionMessages as a } from './messages';
import * as styles from './relationships.css';

/** Longest message the contract takes with a request or an action. */
export const MESSAGE_MAX_LENGTH = 2000;

export interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** An optional message to the other side: a labelled multi-line box with its length limit. */
export function MessageField({ label, value, onChange, onBlur }: MessageFieldProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {intl.formatMessage(a.messageHint)}
      </p>
    </div>
  );
}
