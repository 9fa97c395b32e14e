import { defineMessages } from 'react-intl';

export const passwordFieldMessages = defineMessages({
  show: { id: 'ui.passwordField.show', defaultMessage: 'Passwort anzeigen' },
  hide: { id: 'ui.passwordField.hide', defaultMessage: 'Passwort verbergen' },
});

const de: Record<string, string> = Object.fromEntries(
  Object.values(passwordFieldMessages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const passwordFieldCatalogue = { de, 'de-CH': { ...de } };
