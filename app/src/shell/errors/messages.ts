import { defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  notFoundTitle: { id: 'errors.notFoundTitle', defaultMessage: 'Seite nicht gefunden' },
  notFoundText: {
    id: 'errors.notFoundText',
    defaultMessage: 'Die aufgerufene Seite gibt es nicht oder sie ist für Ihr Konto nicht verfügbar.',
  },
  toDashboard: { id: 'errors.toDashboard', defaultMessage: 'Zum Dashboard' },
  errorTitle: { id: 'errors.errorTitle', defaultMessage: 'Die Seite konnte nicht geladen werden.' },
  errorText: {
    id: 'errors.errorText',
    defaultMessage:
      'Bitte versuchen Sie es erneut. Besteht das Problem weiter, wenden Sie sich an den Support.',
  },
  retry: { id: 'errors.retry', defaultMessage: 'Erneut versuchen' },
  outageTitle: {
    id: 'errors.outageTitle',
    defaultMessage: 'Die Plattform ist gerade nicht erreichbar.',
  },
  outageText: {
    id: 'errors.outageText',
    defaultMessage: 'Ihre Anmeldung bleibt erhalten. Bitte versuchen Sie es in einigen Augenblicken erneut.',
  },
  chunkTitle: {
    id: 'errors.chunkTitle',
    defaultMessage: 'Ein Teil der Anwendung konnte nicht geladen werden.',
  },
  chunkText: {
    id: 'errors.chunkText',
    defaultMessage:
      'Möglicherweise ist die Verbindung unterbrochen oder eine neue Version verfügbar. Bitte laden Sie die Seite neu.',
  },
  reload: { id: 'errors.reload', defaultMessage: 'Seite neu laden' },
});
