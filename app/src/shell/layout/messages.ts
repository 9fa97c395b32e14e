import { defineMessages } from 'react-intl';

/** Page titles per route [G5]. */
export const titleMessages = defineMessages({
  dashboard: { id: 'title.dashboard', defaultMessage: 'Dashboard' },
  login: { id: 'title.login', defaultMessage: 'Anmelden' },
  logout: { id: 'title.logout', defaultMessage: 'Abgemeldet' },
  market: { id: 'title.market', defaultMessage: 'Handelsplatz' },
  orders: { id: 'title.orders', defaultMessage: 'Bestellungen' },
  order: { id: 'title.order', defaultMessage: 'Bestellung' },
  newsAndStatistics: { id: 'title.newsAndStatistics', defaultMessage: 'News und Statistik' },
  statistics: { id: 'title.statistics', defaultMessage: 'Statistik' },
  profile: { id: 'title.profile', defaultMessage: 'Einstellungen' },
  contracts: { id: 'title.contracts', defaultMessage: 'Verträge-Management' },
  sellerManagement: { id: 'title.sellerManagement', defaultMessage: 'Verkäufer-Management' },
  buyerManagement: { id: 'title.buyerManagement', defaultMessage: 'Käufer-Management' },
  offers: { id: 'title.offers', defaultMessage: 'Meine Angebote' },
  subAccounts: { id: 'title.subAccounts', defaultMessage: 'Aviaten' },
  priceAlerts: { id: 'title.priceAlerts', defaultMessage: 'Preisalarme' },
  operator: { id: 'title.operator', defaultMessage: 'Betreiber-Konsole' },
  contact: { id: 'title.contact', defaultMessage: 'Kontakt' },
  passwordReset: { id: 'title.passwordReset', defaultMessage: 'Passwort zurücksetzen' },
  setPassword: { id: 'title.setPassword', defaultMessage: 'Neues Passwort festlegen' },
  terms: { id: 'title.terms', defaultMessage: 'Allgemeine Geschäftsbedingungen' },
  notFound: { id: 'title.notFound', defaultMessage: 'Seite nicht gefunden' },
});

export const layoutMessages = defineMessages({
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Zum Inhalt springen' },
  pending: { id: 'layout.pending', defaultMessage: 'Seite wird geladen' },
});
