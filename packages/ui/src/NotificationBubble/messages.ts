import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  label: {
    id: 'ui.notificationBubble.label',
    defaultMessage: '{count, plural, one {# neue Benachrichtigung} other {# neue Benachrichtigungen}}',
  },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const notificationBubbleMessages = { de, 'de-CH': { ...de } };
