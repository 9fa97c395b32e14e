import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useOverlayTrigger } from 'react-aria';
import { Button as AriaButton } from 'react-aria-components';
import { useOverlayTriggerState } from 'react-stately';
import { deferred, MountWhenFirstNeeded } from '../internal/deferred';
import { bubbleText } from '../NotificationBubble';
import * as bubbleStyles from '../NotificationBubble/NotificationBubble.css';
import { pageContainer } from '../theme/layout.css';
import { fittingCount } from './fit';
import { messages } from './messages';
import { defaultRenderLink, NavEntry, type NavItem, type RenderLink } from './navigation';
import * as styles from './TopBar.css';

// The "Mehr" popover's code (positioning, focus containment) comes when it is first wanted; the trigger is
// wired with react-aria's hooks rather than <DialogTrigger>, whose module would bring the dialog along.
const moreMenu = deferred(() => import('./MoreMenu').then((module) => module.MoreMenu));

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
  /**
   * Main navigation entries; hidden below 992 px where the BottomBar takes over. Entries that do not fit
   * on the bar's one row move, from the end, into a "Mehr" popover.
   */
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
  const { navRef, measureRef, visibleCount } = useFittingCount(items);
  const shown = items.slice(0, visibleCount);
  const overflow = items.slice(visibleCount);
  const moreLabel = intl.formatMessage(messages.more);
  const more = useOverlayTriggerState({});
  const moreRef = useRef<HTMLButtonElement>(null);
  const { triggerProps: moreTriggerProps, overlayProps: moreOverlayProps } = useOverlayTrigger(
    { type: 'dialog' },
    more,
    moreRef,
  );
  return (
    <header ref={ref} className={[styles.bar, className].filter(Boolean).join(' ')}>
      <div className={`${pageContainer} ${styles.inner}`}>
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
        <nav
          ref={navRef}
          className={styles.nav}
          aria-label={navLabel ?? intl.formatMessage(messages.navigation)}
        >
          <ul className={styles.list}>
            {shown.map((item) => (
              <li key={item.id} className={styles.item}>
                {renderLink({
                  href: item.href,
                  className: styles.link,
                  ...(item.id === activeId ? { 'aria-current': 'page' as const } : {}),
                  children: <NavEntry item={item} />,
                })}
              </li>
            ))}
            {overflow.length > 0 ? (
              <li className={styles.item}>
                <AriaButton
                  {...moreTriggerProps}
                  ref={moreRef}
                  className={styles.link}
                  onHoverStart={() => void moreMenu.preload()}
                  onFocus={() => void moreMenu.preload()}
                  data-current={overflow.some((item) => item.id === activeId) || undefined}
                >
                  {moreLabel}
                  <span aria-hidden="true">▾</span>
                </AriaButton>
                <MountWhenFirstNeeded when={more.isOpen}>
                  <moreMenu.Component
                    state={more}
                    triggerRef={moreRef}
                    overlayProps={moreOverlayProps}
                    items={overflow}
                    {...(activeId ? { activeId } : {})}
                    renderLink={renderLink}
                    label={intl.formatMessage(messages.moreTitle)}
                  />
                </MountWhenFirstNeeded>
              </li>
            ) : null}
          </ul>
          {/*
            An invisible copy of every entry and of the "Mehr" button at their natural widths. Its words are
            drawn from attributes, so the page holds no second copy of the entries' text.
          */}
          <ul ref={measureRef} className={`${styles.list} ${styles.measure}`} aria-hidden="true">
            {items.map((item) => (
              <li key={item.id} className={styles.item} data-measure="item">
                <span className={styles.link}>
                  <span className={styles.measureText} data-text={item.label} />
                  {item.bubbleCount && item.bubbleCount > 0 ? (
                    <span
                      className={`${bubbleStyles.bubble} ${styles.measureText}`}
                      data-text={bubbleText(item.bubbleCount)}
                    />
                  ) : null}
                </span>
              </li>
            ))}
            <li className={styles.item} data-measure="more">
              <span className={styles.link}>
                <span className={styles.measureText} data-text={moreLabel} />
                <span className={styles.measureText} data-text="▾" />
              </span>
            </li>
          </ul>
        </nav>
        {userMenu ? <div className={styles.user}>{userMenu}</div> : null}
      </div>
    </header>
  );
}

/**
 * How many entries fit on the bar's row, measured from the invisible copy whenever the navigation's width
 * or the entries' widths change (window resize, labels, a bubble's count, web fonts).
 */
function useFittingCount(items: readonly NavItem[]) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);
  // Measured again when the entries change (not on every new array of the same entries).
  const entries = items
    .map((item) => `${item.id}\u0000${item.label}\u0000${item.bubbleCount ?? ''}`)
    .join('\u0001');
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return undefined;
    const update = () => {
      const width = (element: Element) => element.getBoundingClientRect().width;
      const gap = parseFloat(getComputedStyle(measure).columnGap) || 0;
      setVisibleCount(
        fittingCount({
          available: width(nav),
          itemWidths: [...measure.querySelectorAll('[data-measure="item"]')].map(width),
          moreWidth: width(measure.querySelector('[data-measure="more"]') ?? measure),
          gap,
        }),
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [entries]);
  return { navRef, measureRef, visibleCount: Math.min(visibleCount, items.length) };
}
