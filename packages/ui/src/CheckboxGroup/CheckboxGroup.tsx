import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import * as styles from './CheckboxGroup.css';

export interface CheckboxOption<V extends string = string> {
  value: V;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps<V extends string = string> {
  /** Visible group label (also the accessible name of the group). */
  label: string;
  options: readonly CheckboxOption<V>[];
  value?: readonly V[];
  defaultValue?: readonly V[];
  onChange?: (value: V[]) => void;
  /**
   * Side by side (wrapping) or one below the other.
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

/** Any number of choices out of a few visible options (react-aria `CheckboxGroup`), e.g. a rule's terminals. */
export function CheckboxGroup<V extends string = string>({
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
}: CheckboxGroupProps<V>) {
  return (
    <AriaCheckboxGroup
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-orientation={orientation}
      {...(value ? { value: [...value] } : {})}
      {...(defaultValue ? { defaultValue: [...defaultValue] } : {})}
      onChange={(next) => onChange?.(next as V[])}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      name={name}
    >
      <AriaLabel className={styles.label}>{label}</AriaLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {description && (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      )}
      <AriaFieldError className={styles.error}>{errorMessage}</AriaFieldError>
    </AriaCheckboxGroup>
  );
}
