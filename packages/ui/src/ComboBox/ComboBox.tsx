import type { Key, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError as AriaFieldError,
  Input as AriaInput,
  Label as AriaLabel,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  Text as AriaText,
} from 'react-aria-components';
import { messages } from './messages';
import * as styles from './ComboBox.css';

export interface ComboBoxItem {
  id: string;
  label: string;
  /** Second line in the option, e.g. a terminal's town. */
  description?: string;
}

export interface ComboBoxProps {
  label: string;
  items: readonly ComboBoxItem[];
  /** Selected item id (controlled); `null` for none. */
  selectedKey?: string | null;
  /** Initially selected id (uncontrolled). */
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string | null) => void;
  placeholder?: string;
  /** Hint below the field. */
  description?: ReactNode;
  /** Error text; marks the field invalid when set. */
  errorMessage?: string;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Text of the open list when nothing matches or there are no items.
   * @default the message `ui.comboBox.no_selections_available` ("Keine Auswahl verfügbar")
   */
  emptyText?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export function ComboBox({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  emptyText,
  className,
  ref,
}: ComboBoxProps) {
  const intl = useIntl();
  const empty = emptyText ?? intl.formatMessage(messages.no_selections_available);
  return (
    <AriaComboBox
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      defaultItems={items}
      {...(selectedKey !== undefined ? { selectedKey } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultSelectedKey } : {})}
      onSelectionChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      allowsEmptyCollection
    >
      <AriaLabel className={styles.label}>{label}</AriaLabel>
      <div className={styles.field}>
        <AriaInput className={styles.input} placeholder={placeholder} />
        <AriaButton className={styles.button}>
          <span aria-hidden="true">▾</span>
        </AriaButton>
      </div>
      {description ? (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      ) : null}
      <AriaFieldError className={styles.error}>{errorMessage}</AriaFieldError>
      <AriaPopover className={styles.popover}>
        <AriaListBox<ComboBoxItem>
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{empty}</div>}
        >
          {(item) => (
            <AriaListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              <span className={styles.optionLabel}>{item.label}</span>
              {item.description ? <span className={styles.optionDescription}>{item.description}</span> : null}
            </AriaListBoxItem>
          )}
        </AriaListBox>
      </AriaPopover>
    </AriaComboBox>
  );
}
