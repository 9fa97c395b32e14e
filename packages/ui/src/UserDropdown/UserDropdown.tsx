import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Separator as AriaSeparator,
} from 'react-aria-components';
import { messages } from './messages';
import * as styles from './UserDropdown.css';

export const userDropdownActions = ['settings', 'help', 'logout'] as const;
export type UserDropdownAction = (typeof userDropdownActions)[number];

export interface UserDropdownProps {
  firstName: string;
  lastName: string;
  /**
   * Called with the chosen entry. Logout should ask for confirmation (ConfirmDialog) before acting.
   */
  onAction: (action: UserDropdownAction) => void;
  /**
   * Shows the name next to the initials at every width. Off, screens below 576 px show the initials only
   * (the top bar's narrow row); in the slide-out menu there is room and the name says who is logged in.
   * @default false
   */
  alwaysShowName?: boolean;
  className?: string;
}

/** The logged-in user's name opening a menu with Einstellungen, Hilfe and Abmelden. */
export function UserDropdown({
  firstName,
  lastName,
  onAction,
  alwaysShowName = false,
  className,
}: UserDropdownProps) {
  const intl = useIntl();
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <AriaMenuTrigger>
      <AriaButton className={[styles.trigger, className].filter(Boolean).join(' ')}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span className={alwaysShowName ? undefined : styles.nameFromSmall}>
          {firstName} {lastName}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </AriaButton>
      <AriaPopover className={styles.popover} placement="bottom end">
        <AriaMenu className={styles.menu} onAction={(key) => onAction(key as UserDropdownAction)}>
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
      </AriaPopover>
    </AriaMenuTrigger>
  );
}
