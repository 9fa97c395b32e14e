import type { NavItem } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { firstSegment } from '../../features/auth';
import { mainMenu } from '../navigation/menu';
import { openOrdersMessage } from '../navigation/messages';
import { sellerOrdersQuery } from '../../features/auth/queries';
import { useSessionState } from '../../features/auth';
import { useAppContext } from '../context';
import { toAccessUser } from '../../features/auth';

/** The main navigation of the logged-in user as ui `NavItem`s, and the id of the current entry. */
export function useMainMenu(): { items: NavItem[]; activeId: string | undefined } {
  const intl = useIntl();
  const { brand, session } = useAppContext();
  const state = useSessionState();
  const access = toAccessUser(state);
  const isSeller = access?.accountType === 'seller';
  const openOrders = useQuery({ ...sellerOrdersQuery(session.api), enabled: isSeller });
  const pathname = useLocation({ select: (location) => location.pathname });
  if (!access) return { items: [], activeId: undefined };
  const menu = mainMenu(access, brand.flags, openOrders.data ?? 0);
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
