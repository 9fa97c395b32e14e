import { defineMessages } from 'react-intl';

export const selectMessages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Bitte auswählen' },
  // Spec §8 empty text of dropdowns: "no_selections_available".
  empty: { id: 'ui.select.no_selections_available', defaultMessage: 'Keine Auswahl verfügbar' },
});

const de: Record<string, string> = Object.fromEntries(
  Object.values(selectMessages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const selectCatalogue = { de, 'de-CH': { ...de } };
