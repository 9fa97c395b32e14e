import type { NavItem } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { firstSegment, toAccessUser, useSessionState } from '../../features/auth';
import { openOrdersCountQuery } from '../../features/orders';
import { useAppContext } from '../context';
import { mainMenu } from '../navigation/menu';
import { openOrdersMessage } from '../navigation/messages';

/** The main navigation of the logged-in user as ui `NavItem`s, and the id of the current entry. */
export interface MainMenu {
  items: NavItem[];
  activeId: string | undefined;
}

export function useMainMenu(): MainMenu {
  const intl = useIntl();
  const { brand } = useAppContext();
  const state = useSessionState();
  const access = toAccessUser(state);
  const isSeller = access?.accountType === 'seller';
  const openOrders = useQuery({ ...openOrdersCountQuery(), enabled: isSeller });
  const pathname = useLocation({ select: (location) => location.pathname });
  if (!access) return { items: [], activeId: undefined };
  const menu = mainMenu(access, brand.flags, openOrders.data?.count ?? 0);
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
