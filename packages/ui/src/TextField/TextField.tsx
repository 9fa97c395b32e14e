import { useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  FieldError as AriaFieldError,
  Group as AriaGroup,
  Input as AriaInput,
  Label as AriaLabel,
  Text as AriaText,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { validationMessages } from './messages';
import * as styles from './TextField.css';
import { validateText } from './validation';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'validate' | 'validationBehavior' | 'type' | 'className'
> {
  /** Visible label (also the accessible name). */
  label: string;
  /** Help text under the input. */
  description?: ReactNode;
  /**
   * Input type; `email` also checks the address format on blur [V1].
   * @default 'text'
   */
  type?: TextFieldType;
  placeholder?: string;
  /**
   * An error from outside (e.g. the server); shown instead of the field's own checks while set.
   */
  errorMessage?: string;
  /** Content after the input inside the box (a unit, a button). */
  endAdornment?: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input. Required and e-mail checks run on blur ("Pflichtfeld", "Bitte geben Sie eine
 * gültige E-Mail-Adresse ein.") and the message disappears as soon as the value is valid [V1].
 */
export function TextField({
  label,
  description,
  type = 'text',
  placeholder,
  errorMessage,
  endAdornment,
  className,
  inputRef,
  value: controlledValue,
  defaultValue,
  onChange,
  onBlur,
  isRequired,
  ...props
}: TextFieldProps) {
  const intl = useIntl();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const value = controlledValue ?? uncontrolledValue;
  const [touched, setTouched] = useState(false);

  const ownError = validateText(value, { isRequired, email: type === 'email' });
  const message =
    errorMessage ?? (touched && ownError ? intl.formatMessage(validationMessages[ownError]) : undefined);

  return (
    <AriaTextField
      {...props}
      type={type}
      value={value}
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
      <AriaGroup className={styles.control} isInvalid={message !== undefined} isDisabled={props.isDisabled}>
        <AriaInput ref={inputRef} className={styles.input} placeholder={placeholder} />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </AriaGroup>
      {description && (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      )}
      <AriaFieldError className={styles.error}>{message}</AriaFieldError>
    </AriaTextField>
  );
}
