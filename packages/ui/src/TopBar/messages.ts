import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  navigation: { id: 'ui.topBar.navigation', defaultMessage: 'Hauptnavigation' },
  /** The button holding the entries that do not fit on the bar. */
  more: { id: 'ui.topBar.more', defaultMessage: 'Mehr' },
  moreTitle: { id: 'ui.topBar.moreTitle', defaultMessage: 'Weitere Menüeinträge' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const topBarMessages = { de, 'de-CH': { ...de } };
