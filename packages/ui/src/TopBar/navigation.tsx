import type { ReactNode } from 'react';
import { NotificationBubble } from '../NotificationBubble';

/** One entry of the main navigation, shared by TopBar, BottomBar and SlideOutMenu. */
export interface NavItem {
  id: string;
  label: string;
  /** Target path, e.g. `/orders`. */
  href: string;
  /** Count for a NotificationBubble next to the label (e.g. open orders); hidden at 0. */
  bubbleCount?: number;
  /** Screen reader text for the bubble, e.g. `(n) => \`${n} offene Bestellungen\``. */
  bubbleLabel?: (count: number) => string;
  /** Decorative icon, used by the BottomBar. */
  icon?: ReactNode;
}

export { defaultRenderLink, type LinkRenderProps, type RenderLink } from './link';

/**
 * An entry's bubble, if it has a count: the space before it separates label and count in the link's
 * accessible name ("Bestellungen 7 offene Bestellungen").
 */
export function NavItemBubble({ item, className }: { item: NavItem; className?: string }) {
  if (!item.bubbleCount) return null;
  return (
    <>
      {' '}
      <NotificationBubble
        count={item.bubbleCount}
        {...(className ? { className } : {})}
        {...(item.bubbleLabel ? { label: item.bubbleLabel } : {})}
      />
    </>
  );
}

/** An entry's label with its bubble, as the top bar and its "Mehr" popover show it. */
export function NavEntry({ item }: { item: NavItem }) {
  return (
    <>
      <span>{item.label}</span>
      <NavItemBubble item={item} />
    </>
  );
}
