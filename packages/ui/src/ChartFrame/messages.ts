import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  showTable: { id: 'ui.chartFrame.showTable', defaultMessage: 'Als Tabelle anzeigen' },
  noData: { id: 'ui.chartFrame.noData', defaultMessage: 'Keine Daten für diesen Zeitraum vorhanden' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const chartFrameMessages = { de, 'de-CH': { ...de } };
