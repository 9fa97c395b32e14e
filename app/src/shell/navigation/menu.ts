import { decideAccess, type AccessFlags, type AccessUser } from '../session';
import { navigationMessages } from './messages';

export type MenuItemId =
  | 'dashboard'
  | 'orders'
  | 'statistics'
  | 'offers'
  | 'buyerManagement'
  | 'market'
  | 'sellerManagement'
  | 'contracts'
  | 'subAccounts'
  | 'operator';

export interface MenuItem {
  id: MenuItemId;
  to: string;
  label: (typeof navigationMessages)[keyof typeof navigationMessages];
  /**
   * Count for the bubble: the sellers' open orders from `GET /api/orders/open-count` (the server counts
   * INCOMPLETE as open [E5]); the ui's NotificationBubble shows `99+` above 99 [L5].
   */
  bubbleCount?: number;
}

/** The main menu in spec §2 order; entries for the other account type are filtered out below. */
const entries: readonly Omit<MenuItem, 'bubbleCount'>[] = [
  { id: 'dashboard', to: '/', label: navigationMessages.dashboard },
  { id: 'orders', to: '/orders', label: navigationMessages.orders },
  { id: 'statistics', to: '/statistik', label: navigationMessages.statistics },
  { id: 'offers', to: '/meine-angebote', label: navigationMessages.offers },
  { id: 'buyerManagement', to: '/kaufer-management', label: navigationMessages.buyerManagement },
  { id: 'market', to: '/handelsplatz', label: navigationMessages.market },
  { id: 'sellerManagement', to: '/verkaufer-management', label: navigationMessages.sellerManagement },
  { id: 'contracts', to: '/verträge-management', label: navigationMessages.contracts },
  { id: 'subAccounts', to: '/aviaten', label: navigationMessages.subAccounts },
  // The operator console: the platform's staff only (the operator and admin staff) [P5].
  { id: 'operator', to: '/betreiber', label: navigationMessages.operator },
];

/**
 * The main navigation for a user: each entry only when the guard would let the user in
 * (so buyers never see the sellers' screens and vice versa) [L5].
 */
export function mainMenu(user: AccessUser, flags: AccessFlags, openOrders: number): MenuItem[] {
  return entries
    .filter(
      (entry) => decideAccess({ pathname: entry.to, user, termsAccepted: true, flags }).type === 'allow',
    )
    .map((entry) => {
      const bubble = entry.id === 'orders' && user.accountType === 'seller' && openOrders > 0;
      return bubble ? { ...entry, bubbleCount: openOrders } : { ...entry };
    });
}
