import { useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  FieldError as AriaFieldError,
  Group as AriaGroup,
  Input as AriaInput,
  Label as AriaLabel,
  Text as AriaText,
  TextField as AriaTextField,
} from 'react-aria-components';
import { validationMessages } from '../TextField/messages';
import type { ValidationKey } from '../TextField/validation';
import { useUiSettings } from '../UiProvider';
import {
  collapseLeadingZeros,
  formatDecimal,
  isAcceptableInput,
  toDecimalString,
  type DecimalOptions,
} from './number';
import * as styles from './NumberInput.css';

export interface NumberInputProps {
  /** Visible label (also the accessible name). */
  label: string;
  /** Value as a canonical decimal string with `decimals` digits (`"1234.50"`), `''` when empty. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called while typing with the canonical decimal string (`''` when empty or incomplete). */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /**
   * Digits after the decimal mark; typing more is refused.
   * @default 2
   */
  decimals?: number;
  /**
   * Allow negative values.
   * @default false
   */
  signed?: boolean;
  /**
   * Only values greater than 0 are valid (checked on blur).
   * @default false
   */
  positiveOnly?: boolean;
  /**
   * Only values below 0 are valid (discount fields); implies `signed`.
   * @default false
   */
  negativeOnly?: boolean;
  /** Unit shown after the value, e.g. `"L"` or `"EUR/100L15"`. */
  unit?: ReactNode;
  description?: ReactNode;
  /** An error from outside; shown instead of the field's own checks while set. */
  errorMessage?: string;
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A locale-aware decimal input [V2]: de shows `1.234,56`, de-CH `1'234.56`. It refuses characters that
 * cannot form a number and extra decimals, collapses leading zeros and formats on blur. Values are
 * decimal strings, never floats.
 */
export function NumberInput({
  label,
  value: controlledValue,
  defaultValue = '',
  onChange,
  onBlur,
  decimals = 2,
  signed = false,
  positiveOnly = false,
  negativeOnly = false,
  unit,
  description,
  errorMessage,
  placeholder,
  name,
  isRequired,
  isDisabled,
  isReadOnly,
  className,
  inputRef,
}: NumberInputProps) {
  const intl = useIntl();
  const { locale } = useUiSettings();
  const options: DecimalOptions = { locale, decimals, signed: signed || negativeOnly };
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  // While focused the input shows what the user typed; otherwise the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const problem = validate(value, { isRequired, positiveOnly, negativeOnly });
  const message =
    errorMessage ?? (touched && problem ? intl.formatMessage(validationMessages[problem]) : undefined);

  const commit = (next: string) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    if (next !== value) onChange?.(next);
  };

  return (
    <AriaTextField
      name={name}
      value={draft ?? formatDecimal(value, options)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={message !== undefined}
      validationBehavior="aria"
      onFocus={() => setDraft(formatDecimal(value, options))}
      onChange={(text) => {
        const collapsed = collapseLeadingZeros(text);
        if (!isAcceptableInput(collapsed, options)) return; // refuse the keystroke
        setDraft(collapsed);
        commit(toDecimalString(collapsed, options));
      }}
      onBlur={() => {
        setDraft(null);
        setTouched(true);
        onBlur?.();
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
      <AriaGroup className={styles.control} isInvalid={message !== undefined} isDisabled={isDisabled}>
        <AriaInput
          ref={inputRef}
          className={styles.input}
          placeholder={placeholder}
          inputMode={options.signed ? 'text' : 'decimal'}
          autoComplete="off"
        />
        {unit && <span className={styles.adornment}>{unit}</span>}
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

function validate(
  value: string,
  rules: { isRequired?: boolean; positiveOnly: boolean; negativeOnly: boolean },
): ValidationKey | null {
  if (value === '') return rules.isRequired ? 'required' : null;
  const number = Number(value);
  if (rules.positiveOnly && !(number > 0)) return 'positive_required';
  if (rules.negativeOnly && !(number < 0)) return 'negative_required';
  return null;
}
