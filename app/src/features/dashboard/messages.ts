import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  heading: { id: 'dashboard.heading', defaultMessage: 'Dashboard' },
  openHeading: { id: 'dashboard.open.heading', defaultMessage: 'Offene Bestellungen' },
  openLink: { id: 'dashboard.open.link', defaultMessage: 'Offene Bestellungen ansehen' },
  latestHeading: { id: 'dashboard.latest.heading', defaultMessage: 'Letzte Bestellungen' },
  noOrders: { id: 'dashboard.latest.empty', defaultMessage: 'Noch keine Bestellungen.' },
  allOrders: { id: 'dashboard.latest.all', defaultMessage: 'Alle Bestellungen' },
});

export const greetingMessage = defineMessage<{ firstName: string; lastName: string }>({
  id: 'dashboard.greeting',
  defaultMessage: 'Willkommen, {firstName} {lastName}!',
});
