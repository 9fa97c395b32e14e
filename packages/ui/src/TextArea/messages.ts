import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const textAreaMessages = {
  count: { id: 'ui.textArea.count', defaultMessage: '{length} / {max} Zeichen' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(textAreaMessages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const textAreaCatalogue = { de, 'de-CH': { ...de } };
