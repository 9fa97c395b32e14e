import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  no_selections_available: {
    id: 'ui.comboBox.no_selections_available',
    defaultMessage: 'Keine Auswahl verfügbar',
  },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const comboBoxMessages = { de, 'de-CH': { ...de } };
