import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  hint: { id: 'ui.quantityInput.hint', defaultMessage: 'Min. {min} {unit} – max. {max} {unit}' },
  belowMinimum: {
    id: 'ui.quantityInput.belowMinimum',
    defaultMessage: 'Die Mindestmenge ist {min} {unit}.',
  },
  aboveMaximum: {
    id: 'ui.quantityInput.aboveMaximum',
    defaultMessage: 'Die Höchstmenge ist {max} {unit}.',
  },
  unavailable: {
    id: 'ui.quantityInput.unavailable',
    defaultMessage: 'Keine bestellbare Menge verfügbar.',
  },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const quantityInputMessages = { de, 'de-CH': { ...de } };
