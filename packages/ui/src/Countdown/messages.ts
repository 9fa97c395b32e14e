import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  minutesForm: { id: 'ui.countdown.minutesForm', defaultMessage: '{minutes}:{seconds} Min.' },
  secondsForm: { id: 'ui.countdown.secondsForm', defaultMessage: '{seconds} Sek.' },
  defaultLabel: { id: 'ui.countdown.defaultLabel', defaultMessage: 'Verbleibende Zeit' },
  /** The live region's words: the label and exactly the time the timer shows. */
  announcement: { id: 'ui.countdown.announcement', defaultMessage: '{label}: {time}' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const countdownMessages = { de, 'de-CH': { ...de } };
