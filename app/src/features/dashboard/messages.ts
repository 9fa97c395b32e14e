import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  heading: { id: 'dashboard.heading', defaultMessage: 'Dashboard' },
  placeholder: {
    id: 'dashboard.placeholder',
    defaultMessage: 'Das Dashboard ist noch ein Platzhalter und wird in Kürze verfügbar sein.',
  },
  newsHeading: { id: 'dashboard.news.heading', defaultMessage: 'Neuigkeiten' },
  newsPlaceholder: {
    id: 'dashboard.news.placeholder',
    defaultMessage: 'Die Neuigkeiten Ihrer Verkäufer werden hier in Kürze angezeigt.',
  },
});

export const greetingMessage = defineMessage<{ firstName: string; lastName: string }>({
  id: 'dashboard.greeting',
  defaultMessage: 'Willkommen, {firstName} {lastName}!',
});
