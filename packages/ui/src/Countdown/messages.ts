import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  minutesForm: { id: 'ui.countdown.minutesForm', defaultMessage: '{minutes}:{seconds} Min.' },
  secondsForm: { id: 'ui.countdown.secondsForm', defaultMessage: '{seconds} Sek.' },
  defaultLabel: { id: 'ui.countdown.defaultLabel', defaultMessage: 'Verbleibende Zeit' },
  announceMinutes: {
    id: 'ui.countdown.announceMinutes',
    defaultMessage: '{label}: noch {minutes, plural, one {# Minute} other {# Minuten}}',
  },
  announceExpired: { id: 'ui.countdown.announceExpired', defaultMessage: '{label}: abgelaufen' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const countdownMessages = { de, 'de-CH': { ...de } };
