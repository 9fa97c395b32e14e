import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  choose: { id: 'ui.fileUpload.choose', defaultMessage: 'Datei auswählen' },
  dropHint: { id: 'ui.fileUpload.dropHint', defaultMessage: 'oder hierher ziehen' },
  dropNow: { id: 'ui.fileUpload.dropNow', defaultMessage: 'Zum Hochladen loslassen' },
  chosen: { id: 'ui.fileUpload.chosen', defaultMessage: 'Gewählt: {name}' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const fileUploadMessages = { de, 'de-CH': { ...de } };
