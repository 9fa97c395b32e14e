import { defineMessages } from 'react-intl';

export const toastMessages = defineMessages({
  region: { id: 'ui.toast.region', defaultMessage: 'Benachrichtigungen' },
  close: { id: 'ui.toast.close', defaultMessage: 'Benachrichtigung schließen' },
});

const de: Record<string, string> = Object.fromEntries(
  Object.values(toastMessages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const toastCatalogue = { de, 'de-CH': { ...de } };
