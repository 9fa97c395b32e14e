import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  position: { id: 'ui.rankingTable.position', defaultMessage: 'Platz' },
  accountBuyer: { id: 'ui.rankingTable.accountBuyer', defaultMessage: 'Käufer' },
  accountSeller: { id: 'ui.rankingTable.accountSeller', defaultMessage: 'Verkäufer' },
  orderCount: { id: 'ui.rankingTable.orderCount', defaultMessage: 'Bestellungen' },
  volume: { id: 'ui.rankingTable.volume', defaultMessage: 'Volumen' },
  total: { id: 'ui.rankingTable.total', defaultMessage: 'Gesamtvolumen' },
  unit: { id: 'ui.rankingTable.unit', defaultMessage: 'L' },
  buyer_no_ranking: {
    id: 'ui.rankingTable.buyer_no_ranking',
    defaultMessage: 'Es gibt noch keine Rangliste Ihrer Käufer.',
  },
  seller_no_ranking: {
    id: 'ui.rankingTable.seller_no_ranking',
    defaultMessage: 'Es gibt noch keine Rangliste Ihrer Verkäufer.',
  },
  graph_no_results: {
    id: 'ui.rankingTable.graph_no_results',
    defaultMessage: 'Für die gewählten Filter gibt es keine Ergebnisse.',
  },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const rankingTableMessages = { de, 'de-CH': { ...de } };
