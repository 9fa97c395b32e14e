import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  title: { id: 'ui.slideOutMenu.title', defaultMessage: 'Menü' },
  close: { id: 'ui.slideOutMenu.close', defaultMessage: 'Menü schließen' },
  navigation: { id: 'ui.slideOutMenu.navigation', defaultMessage: 'Hauptnavigation' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

// de-CH: "Menü schliessen" comes from the catalogue's Swiss spelling (ui/src/messages).
export const slideOutMenuMessages = { de, 'de-CH': { ...de } };
