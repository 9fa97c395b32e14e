import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  rangeSeparator: { id: 'ui.dateRangePicker.rangeSeparator', defaultMessage: 'bis' },
  previousMonth: { id: 'ui.dateRangePicker.previousMonth', defaultMessage: 'Vorheriger Monat' },
  nextMonth: { id: 'ui.dateRangePicker.nextMonth', defaultMessage: 'Nächster Monat' },
  openCalendar: { id: 'ui.dateRangePicker.openCalendar', defaultMessage: 'Kalender öffnen' },
  yearPlaceholder: { id: 'ui.dateRangePicker.yearPlaceholder', defaultMessage: 'jj' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const dateRangePickerMessages = { de, 'de-CH': { ...de } };
