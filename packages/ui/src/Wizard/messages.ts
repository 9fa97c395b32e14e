import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  back: { id: 'ui.wizard.back', defaultMessage: 'Zurück' },
  next: { id: 'ui.wizard.next', defaultMessage: 'Weiter' },
  save: { id: 'ui.wizard.save', defaultMessage: 'Speichern' },
  progress: { id: 'ui.wizard.progress', defaultMessage: 'Fortschritt' },
  stepStatus: { id: 'ui.wizard.stepStatus', defaultMessage: 'Schritt {current} von {total}' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const wizardMessages = { de, 'de-CH': { ...de } };
