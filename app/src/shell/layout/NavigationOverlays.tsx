import { ConfirmDialog, SlideOutMenu, UserDropdown, type UserDropdownAction } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import type { SessionUser } from '../session';
import { navigationMessages } from '../navigation/messages';
import { renderRouterLink } from './RouterLink';
import type { MainMenu } from './useMainMenu';

/**
 * The slide-out menu of screens below 992 px, with the user's dropdown (the menu has room for the name:
 * initials alone do not say who is logged in) [L3].
 */
export function MobileMenu({
  isOpen,
  onOpenChange,
  menu: { items, activeId },
  user,
  onUserAction,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  menu: MainMenu;
  user: SessionUser;
  onUserAction: (action: UserDropdownAction) => void;
}) {
  return (
    <SlideOutMenu
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      items={items}
      {...(activeId ? { activeId } : {})}
      renderLink={renderRouterLink}
    >
      <UserDropdown
        firstName={user.firstName}
        lastName={user.lastName}
        onAction={onUserAction}
        alwaysShowName
      />
    </SlideOutMenu>
  );
}

/** Asks before logging out [L4]. */
export function LogoutDialog({
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(navigationMessages.logoutConfirmTitle)}
      onConfirm={onConfirm}
    >
      {intl.formatMessage(navigationMessages.logoutConfirmText)}
    </ConfirmDialog>
  );
}
