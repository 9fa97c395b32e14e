import { useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { validationMessages } from '../TextField/messages';
import { validateText } from '../TextField/validation';
import { textAreaMessages } from './messages';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<
  AriaTextFieldProps,
  'children' | 'validate' | 'validationBehavior' | 'type' | 'className'
> {
  /** Visible label (also the accessible name). */
  label: string;
  /** Help text under the box. */
  description?: ReactNode;
  /**
   * Visible lines before the box scrolls.
   * @default 4
   */
  rows?: number;
  /** An error from outside (a form rule, the server); shown instead of the field's own checks while set. */
  errorMessage?: string;
  /**
   * Shows "n / max characters" under the box when `maxLength` is set.
   * @default true
   */
  showCount?: boolean;
  /** Content between the label and the box, e.g. a formatting toolbar. */
  toolbar?: ReactNode;
  placeholder?: string;
  className?: string;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text box. The required check runs on blur like TextField's [V1]; with `maxLength`
 * the box takes no more characters and counts what is left.
 */
export function TextArea({
  label,
  description,
  rows = 4,
  errorMessage,
  showCount = true,
  toolbar,
  placeholder,
  className,
  textAreaRef,
  value: controlledValue,
  defaultValue,
  onChange,
  onBlur,
  isRequired,
  maxLength,
  ...props
}: TextAreaProps) {
  const intl = useIntl();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const value = controlledValue ?? uncontrolledValue;
  const [touched, setTouched] = useState(false);

  const ownError = validateText(value, { isRequired });
  const message =
    errorMessage ?? (touched && ownError ? intl.formatMessage(validationMessages[ownError]) : undefined);
  const counted = showCount && maxLength !== undefined;

  return (
    <AriaTextField
      {...props}
      value={value}
      maxLength={maxLength}
      isRequired={isRequired}
      isInvalid={message !== undefined}
      validationBehavior="aria"
      onChange={(next) => {
        if (controlledValue === undefined) setUncontrolledValue(next);
        onChange?.(next);
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <AriaLabel className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </AriaLabel>
      {toolbar}
      <div className={styles.control} data-invalid={message !== undefined || undefined}>
        <AriaTextArea ref={textAreaRef} className={styles.textarea} rows={rows} placeholder={placeholder} />
      </div>
      {(description || counted) && (
        <AriaText slot="description" elementType="div" className={styles.footer}>
          {description && <span className={styles.description}>{description}</span>}
          {/* Read as "Optional 3 / 500 Zeichen", not run together. */}
          {description && counted ? ' ' : null}
          {counted && (
            <span className={styles.counter}>
              {intl.formatMessage(textAreaMessages.count, {
                length: intl.formatNumber(value.length),
                max: intl.formatNumber(maxLength),
              })}
            </span>
          )}
        </AriaText>
      )}
      <AriaFieldError className={styles.error}>{message}</AriaFieldError>
    </AriaTextField>
  );
}
