import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import { defaultRenderLink, NavItemBubble, type NavItem, type RenderLink } from '../TopBar/navigation';
import { messages } from './messages';
import * as styles from './BottomBar.css';

export interface BottomBarProps {
  /** Entries shown as tabs; the first `maxItems` are shown, the rest belong in the SlideOutMenu. */
  items: readonly NavItem[];
  /**
   * How many entries fit next to the menu button.
   * @default 4
   */
  maxItems?: number;
  /** Id of the entry of the current page. */
  activeId?: string;
  /**
   * Link renderer, so the app can pass its router Link.
   * @default a plain `<a href>`
   */
  renderLink?: RenderLink;
  /**
   * Hides the bar from 992 px up, where the TopBar shows the navigation. `false` keeps it visible at any
   * width (previews, tests).
   * @default true
   */
  hideOnLargeScreens?: boolean;
  /** Opens the SlideOutMenu; the menu button is left out when absent. */
  onMenuOpen?: () => void;
  /**
   * Accessible name of the navigation landmark.
   * @default the message `ui.bottomBar.navigation` ("Schnellnavigation")
   */
  navLabel?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** Navigation fixed to the bottom edge below 992 px (spec §2); hidden on wider screens. */
export function BottomBar({
  items,
  maxItems = 4,
  activeId,
  renderLink = defaultRenderLink,
  onMenuOpen,
  hideOnLargeScreens = true,
  navLabel,
  className,
  ref,
}: BottomBarProps) {
  const intl = useIntl();
  return (
    <nav
      ref={ref}
      className={[styles.bar, className].filter(Boolean).join(' ')}
      data-hide-large={hideOnLargeScreens || undefined}
      aria-label={navLabel ?? intl.formatMessage(messages.navigation)}
    >
      <ul className={styles.list}>
        {items.slice(0, maxItems).map((item) => (
          <li key={item.id} className={styles.item}>
            {renderLink({
              href: item.href,
              className: styles.link,
              ...(item.id === activeId ? { 'aria-current': 'page' as const } : {}),
              children: (
                <>
                  {item.icon ? (
                    <span className={styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  <span className={styles.label}>{item.label}</span>
                  <NavItemBubble item={item} className={styles.bubble} />
                </>
              ),
            })}
          </li>
        ))}
        {onMenuOpen ? (
          <li className={styles.item}>
            <AriaButton className={styles.link} onPress={onMenuOpen}>
              <span className={styles.icon} aria-hidden="true">
                ☰
              </span>
              <span className={styles.label}>{intl.formatMessage(messages.menu)}</span>
            </AriaButton>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
