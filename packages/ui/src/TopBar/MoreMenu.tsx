import type { RefObject } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components';
import type { OverlayTriggerState } from 'react-stately';
import { TriggeredPopover } from '../internal/TriggeredPopover';
import { NavEntry, type NavItem, type RenderLink } from './navigation';
import * as styles from './TopBar.css';

export interface MoreMenuProps {
  /** The "Mehr" button's open state (useOverlayTriggerState). */
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** From useOverlayTrigger: the id the trigger's aria-controls names. */
  overlayProps: { id?: string | undefined };
  /** The entries that did not fit on the bar's row. */
  items: readonly NavItem[];
  activeId?: string;
  renderLink: RenderLink;
  /** Accessible name of the popover ("Weitere Menüeinträge"). */
  label: string;
}

/** The top bar's "Mehr" popover: links to the entries that did not fit. Its own chunk, fetched on first use. */
export function MoreMenu({
  state,
  triggerRef,
  overlayProps,
  items,
  activeId,
  renderLink,
  label,
}: MoreMenuProps) {
  return (
    <TriggeredPopover state={state} triggerRef={triggerRef} className={styles.popover}>
      <AriaDialog
        {...(overlayProps.id ? { id: overlayProps.id } : {})}
        className={styles.dialog}
        aria-label={label}
      >
        <ul className={styles.moreList}>
          {items.map((item) => (
            <li key={item.id}>
              {renderLink({
                href: item.href,
                className: styles.moreLink,
                onClick: state.close,
                ...(item.id === activeId ? { 'aria-current': 'page' as const } : {}),
                children: <NavEntry item={item} />,
              })}
            </li>
          ))}
        </ul>
      </AriaDialog>
    </TriggeredPopover>
  );
}
