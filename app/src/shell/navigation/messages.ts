import { defineMessage, defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  dashboard: { id: 'navigation.dashboard', defaultMessage: 'Dashboard' },
  orders: { id: 'navigation.orders', defaultMessage: 'Bestellungen' },
  statistics: { id: 'navigation.statistics', defaultMessage: 'Statistik' },
  offers: { id: 'navigation.offers', defaultMessage: 'Meine Angebote' },
  buyerManagement: { id: 'navigation.buyerManagement', defaultMessage: 'Käufer-Management' },
  market: { id: 'navigation.market', defaultMessage: 'Handelsplatz' },
  sellerManagement: { id: 'navigation.sellerManagement', defaultMessage: 'Verkäufer-Management' },
  contracts: { id: 'navigation.contracts', defaultMessage: 'Verträge-Management' },
  subAccounts: { id: 'navigation.subAccounts', defaultMessage: 'Aviaten' },
  operator: { id: 'navigation.operator', defaultMessage: 'Betreiber-Konsole' },
  mainNavigation: { id: 'navigation.main', defaultMessage: 'Hauptnavigation' },
  logoutConfirmTitle: { id: 'navigation.logoutConfirmTitle', defaultMessage: 'Abmelden' },
  logoutConfirmText: {
    id: 'navigation.logoutConfirmText',
    defaultMessage: 'Möchten Sie sich wirklich abmelden?',
  },
});

export const openOrdersMessage = defineMessage<{ count: number }>({
  id: 'navigation.openOrders',
  defaultMessage: '{count, plural, one {# offene Bestellung} other {# offene Bestellungen}}',
});
