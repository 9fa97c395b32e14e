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
import { messages as numberMessages } from './messages';
import {
  NOT_A_NUMBER,
  collapseLeadingZeros,
  formatDecimal,
  readDecimal,
  type DecimalOptions,
  type DecimalProblem,
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
  /**
   * Unit shown after the value, e.g. `"L"` or `"EUR/100L15"`. With a litre unit (`"L"` or `"l"`) and no
   * decimals, a typed decimal mark is answered with "Bitte ganze Liter eingeben.".
   */
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
 * decimal strings, never floats. A decimal mark is never dropped or read as a thousands separator: in a
 * whole-number field, or where it cannot belong (the other locale's mark, a misplaced separator), the
 * entry stays as typed, the field reports `NOT_A_NUMBER` (never `''`, which a form may read as "none") and
 * says what is wrong.
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
  // What the user typed, with the value it stood for when typed: shown while focused, and after leaving
  // the field as long as it is not a number (so a wrong entry is kept, never silently rewritten). A new
  // value from outside replaces it.
  // `prior`: the value when it was typed; a parent that keeps its value on NOT_A_NUMBER (a filter that
  // stays as it was) keeps the entry on screen too.
  const [draft, setDraft] = useState<{ text: string; value: string; prior: string } | null>(null);
  const liveDraft =
    draft !== null && (draft.value === value || (draft.value === NOT_A_NUMBER && draft.prior === value))
      ? draft
      : null;
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);

  const reading = liveDraft ? readDecimal(liveDraft.text, options) : null;
  const draftProblem: DecimalProblem | null =
    reading?.kind === 'problem' && (reading.final || !focused) ? reading.problem : null;
  const problem = validate(value, { isRequired, positiveOnly, negativeOnly });
  const message = draftProblem
    ? draftProblemMessage(draftProblem)
    : (errorMessage ?? (touched && problem ? intl.formatMessage(validationMessages[problem]) : undefined));

  function draftProblemMessage(p: DecimalProblem): string {
    if (p === 'number_format_required') {
      const example = formatDecimal('1234.5', options);
      return intl.formatMessage(numberMessages.numberFormat, { example });
    }
    const litres = typeof unit === 'string' && unit.toLowerCase() === 'l';
    return intl.formatMessage(litres ? numberMessages.wholeLitres : numberMessages.wholeNumber);
  }

  const commit = (next: string) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    if (next !== value) onChange?.(next);
  };

  return (
    <AriaTextField
      name={name}
      value={liveDraft?.text ?? formatDecimal(value, options)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={message !== undefined}
      validationBehavior="aria"
      onFocus={() => {
        setFocused(true);
        if (!liveDraft) setDraft({ text: formatDecimal(value, options), value, prior: value });
      }}
      onChange={(text) => {
        const collapsed = collapseLeadingZeros(text);
        const next = readDecimal(collapsed, options);
        if (next.kind === 'refused') return; // refuse the keystroke
        // A text that cannot become a number reports NOT_A_NUMBER, so a form never takes it for an empty
        // field ("no limit"); one that may still become one reports '' while it is typed.
        const nextValue =
          next.kind === 'number' ? next.value : next.kind === 'problem' && next.final ? NOT_A_NUMBER : '';
        setDraft({ text: collapsed, value: nextValue, prior: value });
        commit(nextValue);
      }}
      onBlur={() => {
        setFocused(false);
        if (reading?.kind === 'problem') {
          // Left as no number: kept on screen, reported as NOT_A_NUMBER.
          if (liveDraft && liveDraft.value !== NOT_A_NUMBER) setDraft({ ...liveDraft, value: NOT_A_NUMBER });
          commit(NOT_A_NUMBER);
        } else setDraft(null);
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
