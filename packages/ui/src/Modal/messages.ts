import { defineMessages } from 'react-intl';

export const modalMessages = defineMessages({
  close: { id: 'ui.modal.close', defaultMessage: 'Schließen' },
});

const de: Record<string, string> = Object.fromEntries(
  Object.values(modalMessages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const modalCatalogue = { de, 'de-CH': { ...de } };
