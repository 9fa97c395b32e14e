import { useRef } from 'react';
import { useMenuTrigger } from 'react-aria';
import { Button as AriaButton } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
import { deferred, MountWhenFirstNeeded } from '../internal/deferred';
import type { UserDropdownAction } from './actions';
import * as styles from './UserDropdown.css';

// The menu's code (popover positioning, collections, selection) comes when the menu is first wanted: the
// trigger shows on every logged-in page, the menu only after a click. The trigger is wired with react-aria's
// hooks rather than <MenuTrigger>, whose module would bring the whole menu along.
const menu = deferred(() => import('./UserDropdownMenu').then((module) => module.UserDropdownMenu));

export { userDropdownActions, type UserDropdownAction } from './actions';

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

/**
 * The logged-in user's name opening a menu with Einstellungen, Hilfe and Abmelden. The menu's code is
 * fetched on hover, focus or press of the trigger (the first open may wait for it for a moment).
 */
export function UserDropdown({
  firstName,
  lastName,
  onAction,
  alwaysShowName = false,
  className,
}: UserDropdownProps) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>({}, state, triggerRef);
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <>
      <AriaButton
        {...menuTriggerProps}
        ref={triggerRef}
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        onHoverStart={() => void menu.preload()}
        onFocus={() => void menu.preload()}
      >
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
      <MountWhenFirstNeeded when={state.isOpen}>
        <menu.Component state={state} triggerRef={triggerRef} menuProps={menuProps} onAction={onAction} />
      </MountWhenFirstNeeded>
    </>
  );
}
