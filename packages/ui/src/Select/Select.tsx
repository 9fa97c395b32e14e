import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Label as AriaLabel,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
  Text as AriaText,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../internal/icons';
import { selectMessages } from './messages';
import * as styles from './Select.css';

export interface SelectOption<K extends Key = string> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends Key = string> {
  /** Visible label (also the accessible name). */
  label: string;
  options: readonly SelectOption<K>[];
  /** Selected option id, `null` for none. */
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K | null) => void;
  /**
   * Text while nothing is selected.
   * @default the message `ui.select.placeholder` ("Bitte auswählen")
   */
  placeholder?: string;
  /**
   * Text of an empty option list.
   * @default the message `ui.select.no_selections_available` ("Keine Auswahl verfügbar")
   */
  emptyText?: string;
  description?: ReactNode;
  /** Error text; marks the field invalid while set. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/** A single-choice dropdown (react-aria `Select`): keyboard, type-ahead, screen-reader labelled. */
export function Select<K extends Key = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  emptyText,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
}: SelectProps<K>) {
  const intl = useIntl();
  return (
    <AriaSelect<SelectOption<K>>
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(key as K | null)}
      placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      // Open even without options, to say so ("Keine Auswahl verfügbar") instead of a dead button.
      allowsEmptyCollection
      name={name}
    >
      <AriaLabel className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </AriaLabel>
      <AriaButton className={styles.trigger}>
        <AriaSelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </AriaButton>
      {description && (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      )}
      <AriaFieldError className={styles.error}>{errorMessage}</AriaFieldError>
      <AriaPopover className={styles.popover}>
        <AriaListBox
          className={styles.listBox}
          items={options}
          renderEmptyState={() => (
            <div className={styles.empty}>{emptyText ?? intl.formatMessage(selectMessages.empty)}</div>
          )}
        >
          {(option) => (
            <AriaListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {option.label}
            </AriaListBoxItem>
          )}
        </AriaListBox>
      </AriaPopover>
    </AriaSelect>
  );
}
