import type { NavItem } from '@fuelmarket/ui';
import { useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useAppContext } from '../context';
import { firstSegment, toAccessUser, useSessionState } from '../session';
import { mainMenu } from '../navigation/menu';
import { openOrdersMessage } from '../navigation/messages';

/** The main navigation of the logged-in user as ui `NavItem`s, and the id of the current entry. */
export interface MainMenu {
  items: NavItem[];
  activeId: string | undefined;
}

export function useMainMenu(): MainMenu {
  const intl = useIntl();
  const { brand, extensions } = useAppContext();
  const state = useSessionState();
  const access = toAccessUser(state);
  const isSeller = access?.accountType === 'seller';
  const openOrders = extensions.useOpenOrdersCount(isSeller);
  const pathname = useLocation({ select: (location) => location.pathname });
  if (!access) return { items: [], activeId: undefined };
  const menu = mainMenu(access, brand.flags, openOrders);
  const current = firstSegment(pathname);
  const items: NavItem[] = menu.map((item) => ({
    id: item.id,
    href: item.to,
    label: intl.formatMessage(item.label),
    ...(item.bubbleCount
      ? {
          bubbleCount: item.bubbleCount,
          bubbleLabel: (count: number) => intl.formatMessage(openOrdersMessage, { count }),
        }
      : {}),
  }));
  const active = menu.find((item) => firstSegment(item.to) === current);
  return { items, activeId: active?.id };
}
