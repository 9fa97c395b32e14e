import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  navigation: { id: 'ui.bottomBar.navigation', defaultMessage: 'Schnellnavigation' },
  menu: { id: 'ui.bottomBar.menu', defaultMessage: 'Menü' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const bottomBarMessages = { de, 'de-CH': { ...de } };
