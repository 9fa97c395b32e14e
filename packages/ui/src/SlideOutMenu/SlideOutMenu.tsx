import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';
import { defaultRenderLink, NavItemBubble, type NavItem, type RenderLink } from '../TopBar/navigation';
import { messages } from './messages';
import * as styles from './SlideOutMenu.css';

export interface SlideOutMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Dialog title.
   * @default the message `ui.slideOutMenu.title` ("Menü")
   */
  title?: string;
  /** Navigation entries; following one closes the menu. */
  items?: readonly NavItem[];
  /** Id of the entry of the current page. */
  activeId?: string;
  /**
   * Link renderer, so the app can pass its router Link.
   * @default a plain `<a href>`
   */
  renderLink?: RenderLink;
  /** Extra content below the navigation (user links, logout...). */
  children?: ReactNode;
  /**
   * Edge the sheet slides in from.
   * @default 'start'
   */
  side?: 'start' | 'end';
}

/** Side sheet (modal dialog) holding the navigation on screens below 992 px. */
export function SlideOutMenu({
  isOpen,
  onOpenChange,
  title,
  items = [],
  activeId,
  renderLink = defaultRenderLink,
  children,
  side = 'start',
}: SlideOutMenuProps) {
  const intl = useIntl();
  return (
    <AriaModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <AriaModal className={styles.sheet} data-side={side}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <AriaHeading slot="title" className={styles.title}>
                  {title ?? intl.formatMessage(messages.title)}
                </AriaHeading>
                <AriaButton
                  className={styles.closeButton}
                  aria-label={intl.formatMessage(messages.close)}
                  onPress={close}
                >
                  <span aria-hidden="true">×</span>
                </AriaButton>
              </div>
              {items.length > 0 ? (
                <nav aria-label={intl.formatMessage(messages.navigation)}>
                  <ul className={styles.list}>
                    {items.map((item) => (
                      <li key={item.id}>
                        {renderLink({
                          href: item.href,
                          className: styles.link,
                          onClick: close,
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
              ) : null}
              {children ? <div className={styles.extra}>{children}</div> : null}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </AriaModalOverlay>
  );
}
