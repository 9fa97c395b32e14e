import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Text as AriaText,
} from 'react-aria-components';
import * as styles from './RadioGroup.css';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  /** Visible group label (also the accessible name of the radiogroup). */
  label: string;
  options: readonly RadioOption<V>[];
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V) => void;
  /**
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  description?: ReactNode;
  /** Error text; marks the group invalid while set. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/** One choice out of a few visible options (react-aria `RadioGroup`; arrow keys move the choice). */
export function RadioGroup<V extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
}: RadioGroupProps<V>) {
  return (
    <AriaRadioGroup
      className={[styles.group, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next as V)}
      orientation={orientation}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      name={name}
    >
      <AriaLabel className={styles.label}>{label}</AriaLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <AriaRadio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            {option.label}
          </AriaRadio>
        ))}
      </div>
      {description && (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      )}
      <AriaFieldError className={styles.error}>{errorMessage}</AriaFieldError>
    </AriaRadioGroup>
  );
}
