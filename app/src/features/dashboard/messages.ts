import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  heading: { id: 'dashboard.heading', defaultMessage: 'Dashboard' },
  openHeading: { id: 'dashboard.open.heading', defaultMessage: 'Offene Bestellungen' },
  openLink: { id: 'dashboard.open.link', defaultMessage: 'Offene Bestellungen ansehen' },
  latestHeading: { id: 'dashboard.latest.heading', defaultMessage: 'Letzte Bestellungen' },
  noOrders: { id: 'dashboard.latest.empty', defaultMessage: 'Noch keine Bestellungen.' },
  allOrders: { id: 'dashboard.latest.all', defaultMessage: 'Alle Bestellungen' },
  unavailable: {
    id: 'dashboard.unavailable',
    defaultMessage: 'Diese Seite ist für Ihr Konto nicht verfügbar.',
  },
});

export const greetingMessage = defineMessage<{ firstName: string; lastName: string }>({
  id: 'dashboard.greeting',
  defaultMessage: 'Willkommen, {firstName} {lastName}!',
});

/** The dashboard of the platform's staff [S10]. */
export const staffDashboardMessages = defineMessages({
  consoleHeading: { id: 'dashboard.staff.heading', defaultMessage: 'Betreiber-Konsole' },
  operatorIntro: {
    id: 'dashboard.staff.operatorIntro',
    defaultMessage:
      'Sie betreuen die Plattform: Firmenkonten und ihre Benutzer, die Stammdaten und das Protokoll.',
  },
  staffIntro: {
    id: 'dashboard.staff.staffIntro',
    defaultMessage:
      'Sie sehen die Firmenkonten und ihre Benutzer, sperren sie bei Bedarf und lesen das Protokoll.',
  },
  accounts: { id: 'dashboard.staff.accounts', defaultMessage: 'Firmenkonten' },
  masterData: { id: 'dashboard.staff.masterData', defaultMessage: 'Stammdaten' },
  auditLog: { id: 'dashboard.staff.audit', defaultMessage: 'Protokoll' },
});
