import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  empty: { id: 'ui.table.empty', defaultMessage: 'Keine Einträge vorhanden' },
  loading: { id: 'ui.table.loading', defaultMessage: 'Daten werden geladen' },
  loadingMore: { id: 'ui.table.loadingMore', defaultMessage: 'Weitere Einträge werden geladen …' },
  pagination: { id: 'ui.table.pagination', defaultMessage: 'Seitennavigation' },
  previousPage: { id: 'ui.table.previousPage', defaultMessage: 'Vorherige Seite' },
  nextPage: { id: 'ui.table.nextPage', defaultMessage: 'Nächste Seite' },
  pageStatus: { id: 'ui.table.pageStatus', defaultMessage: 'Seite {page} von {pageCount}' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const tableMessages = { de, 'de-CH': { ...de } };
