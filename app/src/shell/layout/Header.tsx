import {
  BottomBar,
  deferred,
  MountWhenFirstNeeded,
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
import type { SessionUser } from '../session';
import { renderRouterLink } from './RouterLink';
import { useMainMenu } from './useMainMenu';

// The slide-out menu and the logout question are modal dialogs (focus containment, scroll locking): their
// code is fetched when one of them first opens, not with every logged-in page.
const overlays = () => import('./NavigationOverlays');
const mobileMenu = deferred(() => overlays().then((module) => module.MobileMenu));
const logoutDialog = deferred(() => overlays().then((module) => module.LogoutDialog));

/**
 * The logged-in user's navigation: the top bar (logo, main navigation, user dropdown) from 992 px, the
 * bottom bar and slide-out menu below [L2][L3]; logout asks for confirmation first [L4].
 */
export function Header({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { brand, session, extensions } = useAppContext();
  const menu = useMainMenu();
  const { items, activeId } = menu;
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const navigate = useNavigate();
  const onUserAction = (action: UserDropdownAction) => {
    setMenuOpen(false);
    if (action === 'settings') void navigate({ to: '/profil/{-$tab}', params: { tab: undefined } });
    else if (action === 'help') void navigate({ to: '/hilfe-center/{-$panel}/{-$tab}', params: {} });
    else {
      void logoutDialog.preload();
      setConfirmOpen(true);
    }
  };
  return (
    <>
      <TopBar
        logo={<img src={brandImageUrl(brand.logoSvg)} alt={brand.displayName} height={32} />}
        logoLabel={brand.displayName}
        items={items}
        {...(activeId ? { activeId } : {})}
        renderLink={renderRouterLink}
        userMenu={
          <UserDropdown firstName={user.firstName} lastName={user.lastName} onAction={onUserAction} />
        }
        navLabel={intl.formatMessage(navigationMessages.mainNavigation)}
      />
      <BottomBar
        items={items}
        {...(activeId ? { activeId } : {})}
        renderLink={renderRouterLink}
        onMenuOpen={() => setMenuOpen(true)}
      />
      <MountWhenFirstNeeded when={menuOpen}>
        <mobileMenu.Component
          isOpen={menuOpen}
          onOpenChange={setMenuOpen}
          menu={menu}
          user={user}
          onUserAction={onUserAction}
        />
      </MountWhenFirstNeeded>
      {/* The features' live notices on every screen (a triggered price alert [B9]). */}
      {extensions.headerWidgets.map((Widget, index) => (
        <Widget key={index} brand={brand} user={user} />
      ))}
      <MountWhenFirstNeeded when={confirmOpen}>
        <logoutDialog.Component
          isOpen={confirmOpen}
          onOpenChange={setConfirmOpen}
          onConfirm={() => void session.logout()}
        />
      </MountWhenFirstNeeded>
    </>
  );
}
