import {
  BottomBar,
  ConfirmDialog,
  SlideOutMenu,
  TopBar,
  UserDropdown,
  type UserDropdownAction,
} from '@fuelmarket/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { navigationMessages } from '../navigation/messages';
import { brandImageUrl } from '../brand';
import { useAppContext } from '../context';
import type { SessionUser } from '../../features/auth';
import { renderRouterLink } from './RouterLink';
import { useMainMenu } from './useMainMenu';

/**
 * The logged-in user's navigation: the top bar (logo, main navigation, user dropdown) from 992 px, the
 * bottom bar and slide-out menu below [L2][L3]; logout asks for confirmation first [L4].
 */
export function Header({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { brand, session } = useAppContext();
  const { items, activeId } = useMainMenu();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const navigate = useNavigate();
  const onUserAction = (action: UserDropdownAction) => {
    setMenuOpen(false);
    if (action === 'settings') void navigate({ to: '/profil/{-$tab}', params: { tab: undefined } });
    else if (action === 'help') void navigate({ to: '/hilfe-center/{-$panel}/{-$tab}', params: {} });
    else setConfirmOpen(true);
  };
  const userMenu = (alwaysShowName: boolean) => (
    <UserDropdown
      firstName={user.firstName}
      lastName={user.lastName}
      onAction={onUserAction}
      alwaysShowName={alwaysShowName}
    />
  );
  return (
    <>
      <TopBar
        logo={<img src={brandImageUrl(brand.logoSvg)} alt={brand.displayName} height={32} />}
        logoLabel={brand.displayName}
        items={items}
        {...(activeId ? { activeId } : {})}
        renderLink={renderRouterLink}
        userMenu={userMenu(false)}
        navLabel={intl.formatMessage(navigationMessages.mainNavigation)}
      />
      <BottomBar
        items={items}
        {...(activeId ? { activeId } : {})}
        renderLink={renderRouterLink}
        onMenuOpen={() => setMenuOpen(true)}
      />
      <SlideOutMenu
        isOpen={menuOpen}
        onOpenChange={setMenuOpen}
        items={items}
        {...(activeId ? { activeId } : {})}
        renderLink={renderRouterLink}
      >
        {/* The menu has room for the name: initials alone do not say who is logged in. */}
        {userMenu(true)}
      </SlideOutMenu>
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(navigationMessages.logoutConfirmTitle)}
        onConfirm={() => void session.logout()}
      >
        {intl.formatMessage(navigationMessages.logoutConfirmText)}
      </ConfirmDialog>
    </>
  );
}
