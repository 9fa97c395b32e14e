import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  heading: { id: 'sellerOffers.heading', defaultMessage: 'Meine Angebote' },
  caption: { id: 'sellerOffers.caption', defaultMessage: 'Ihre Kraftstoffangebote, neueste zuerst' },
  empty: { id: 'sellerOffers.empty', defaultMessage: 'Sie haben noch keine Angebote.' },
  failed: {
    id: 'sellerOffers.failed',
    defaultMessage: 'Die Angebote konnten nicht geladen werden (Status {status}).',
  },
  retry: { id: 'sellerOffers.retry', defaultMessage: 'Erneut laden' },
  product: { id: 'sellerOffers.column.product', defaultMessage: 'Produkt' },
  terminal: { id: 'sellerOffers.column.terminal', defaultMessage: 'Terminal' },
  price: { id: 'sellerOffers.column.price', defaultMessage: 'Preis' },
  volume: { id: 'sellerOffers.column.volume', defaultMessage: 'Verfügbar / gesamt (l)' },
  orderLimits: { id: 'sellerOffers.column.orderLimits', defaultMessage: 'Min. / max. Bestellung (l)' },
  availability: { id: 'sellerOffers.column.availability', defaultMessage: 'Verfügbar' },
  actions: { id: 'sellerOffers.column.actions', defaultMessage: 'Aktionen' },
  fixedPrice: { id: 'sellerOffers.price.fixed', defaultMessage: '{price} je 100 l (15 °C)' },
  livePrice: {
    id: 'sellerOffers.price.live',
    defaultMessage: 'Live: ICE Gasoil {month} {surcharge, select, none {} other {+ {surcharge}}}',
  },
  period: { id: 'sellerOffers.period', defaultMessage: '{from} – {to}, täglich {start} – {end} Uhr' },
  delete: { id: 'sellerOffers.delete', defaultMessage: 'Löschen' },
  deleteLabel: { id: 'sellerOffers.delete.label', defaultMessage: 'Angebot {product}, {terminal} löschen' },
  deleteTitle: { id: 'sellerOffers.delete.title', defaultMessage: 'Angebot löschen?' },
  deleteText: {
    id: 'sellerOffers.delete.text',
    defaultMessage:
      'Das Angebot {product} am Terminal {terminal} verschwindet sofort vom Handelsplatz. Bestehende Bestellungen bleiben erhalten.',
  },
  deleted: { id: 'sellerOffers.deleted', defaultMessage: 'Das Angebot wurde gelöscht.' },
  conflict: {
    id: 'sellerOffers.conflict',
    defaultMessage:
      'Das Angebot wurde inzwischen von einem anderen Benutzer Ihres Kontos geändert oder gelöscht. Die Liste zeigt jetzt den aktuellen Stand; bitte prüfen Sie ihn.',
  },
  deleteFailed: {
    id: 'sellerOffers.deleteFailed',
    defaultMessage:
      'Das Angebot konnte nicht gelöscht werden (Status {status}). Bitte versuchen Sie es erneut.',
  },
});

/** Plain descriptors: the texts take their values at the call (`formatMessage(m.period, { from, ... })`). */
export const sellerOffersMessages: Record<keyof typeof defined, MessageDescriptor> = defined;
