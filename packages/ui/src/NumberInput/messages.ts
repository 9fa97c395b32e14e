import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  wholeLitres: { id: 'ui.numberInput.wholeLitres', defaultMessage: 'Bitte ganze Liter eingeben.' },
  wholeNumber: { id: 'ui.numberInput.wholeNumber', defaultMessage: 'Bitte eine ganze Zahl eingeben.' },
  numberFormat: {
    id: 'ui.numberInput.numberFormat',
    defaultMessage: 'Bitte eine Zahl im Format {example} eingeben.',
  },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const numberInputMessages = { de, 'de-CH': { ...de } };
