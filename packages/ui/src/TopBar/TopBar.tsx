import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { defaultRenderLink, NavItemBubble, type NavItem, type RenderLink } from './navigation';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** Brand logo (an `<img>` or inline SVG); decorative, the link carries `logoLabel`. */
  logo: ReactNode;
  /** Accessible name of the logo link to the dashboard, e.g. "fuelmarket – Dashboard". */
  logoLabel: string;
  /**
   * Target of the logo link.
   * @default '/'
   */
  homeHref?: string;
  /** Main navigation entries; hidden below 992 px where the BottomBar takes over. */
  items: readonly NavItem[];
  /** Id of the entry of the current page (`aria-current="page"`). */
  activeId?: string;
  /**
   * Link renderer, so the app can pass its router Link.
   * @default a plain `<a href>`
   */
  renderLink?: RenderLink;
  /** Right-hand slot, usually a UserDropdown. */
  userMenu?: ReactNode;
  /**
   * Accessible name of the navigation landmark.
   * @default the message `ui.topBar.navigation` ("Hauptnavigation")
   */
  navLabel?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

export function TopBar({
  logo,
  logoLabel,
  homeHref = '/',
  items,
  activeId,
  renderLink = defaultRenderLink,
  userMenu,
  navLabel,
  className,
  ref,
}: TopBarProps) {
  const intl = useIntl();
  return (
    <header ref={ref} className={[styles.bar, className].filter(Boolean).join(' ')}>
      {renderLink({
        href: homeHref,
        className: styles.logoLink,
        'aria-label': logoLabel,
        children: (
          <span className={styles.logo} aria-hidden="true">
            {logo}
          </span>
        ),
      })}
      <nav className={styles.nav} aria-label={navLabel ?? intl.formatMessage(messages.navigation)}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {renderLink({
                href: item.href,
                className: styles.link,
                ...(item.id === activeId ? { 'aria-current': 'page' as const } : {}),
                children: (
                  <>
                    <span>{item.label}</span>
                    <NavItemBubble item={item} />
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      </nav>
      {userMenu ? <div className={styles.user}>{userMenu}</div> : null}
    </header>
  );
}
