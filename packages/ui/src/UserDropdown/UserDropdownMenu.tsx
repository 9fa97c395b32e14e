import type { RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import { useIntl } from 'react-intl';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  Separator as AriaSeparator,
} from 'react-aria-components';
import type { MenuTriggerState } from 'react-stately';
import { TriggeredPopover } from '../internal/TriggeredPopover';
import type { UserDropdownAction } from './actions';
import { messages } from './messages';
import * as styles from './UserDropdown.css';

export interface UserDropdownMenuProps {
  /** The trigger's open state (useMenuTriggerState). */
  state: MenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** From useMenuTrigger: labelled by the trigger, focus as the way it was opened asks, closing. */
  menuProps: AriaMenuOptions<object>;
  onAction: (action: UserDropdownAction) => void;
}

/** The dropdown's popover: Einstellungen, Hilfe, Abmelden. Its own chunk, fetched on first use. */
export function UserDropdownMenu({ state, triggerRef, menuProps, onAction }: UserDropdownMenuProps) {
  const intl = useIntl();
  return (
    <TriggeredPopover state={state} triggerRef={triggerRef} className={styles.popover}>
      <AriaMenu
        {...menuProps}
        className={styles.menu}
        onAction={(key) => onAction(key as UserDropdownAction)}
      >
        <AriaMenuItem id="settings" className={styles.item}>
          {intl.formatMessage(messages.settings)}
        </AriaMenuItem>
        <AriaMenuItem id="help" className={styles.item}>
          {intl.formatMessage(messages.help)}
        </AriaMenuItem>
        <AriaSeparator className={styles.separator} />
        <AriaMenuItem id="logout" className={styles.item}>
          {intl.formatMessage(messages.logout)}
        </AriaMenuItem>
      </AriaMenu>
    </TriggeredPopover>
  );
}
