import { defineMessages } from 'react-intl';

/** The one wording of "someone saved meanwhile" across the app's forms [V12]. */
export const conflictMessages = defineMessages({
  title: {
    id: 'conflict.title',
    defaultMessage: 'Diese Daten wurden inzwischen von einem anderen Benutzer geändert.',
  },
  text: {
    id: 'conflict.text',
    defaultMessage:
      'Ihre Eingaben sind noch nicht gespeichert. Laden Sie den aktuellen Stand (Ihre Eingaben gehen dabei verloren) oder überschreiben Sie ihn mit Ihren Eingaben.',
  },
  reload: { id: 'conflict.reload', defaultMessage: 'Aktuellen Stand laden' },
  overwrite: { id: 'conflict.overwrite', defaultMessage: 'Mit meinen Eingaben überschreiben' },
});
