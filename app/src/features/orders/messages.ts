import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '@fuelmarket/api-client';

export const ordersMessages = defineMessages({
  heading: { id: 'orders.heading', defaultMessage: 'Bestellungen' },
  caption: { id: 'orders.caption', defaultMessage: 'Ihre Bestellungen, neueste zuerst' },
  empty: { id: 'orders.empty', defaultMessage: 'Keine Bestellungen vorhanden.' },
  retry: { id: 'orders.retry', defaultMessage: 'Erneut laden' },
  orderNumber: { id: 'orders.column.orderNumber', defaultMessage: 'Bestellnummer' },
  date: { id: 'orders.column.date', defaultMessage: 'Datum' },
  product: { id: 'orders.column.product', defaultMessage: 'Produkt' },
  counterparty: { id: 'orders.column.counterparty', defaultMessage: 'Handelspartner' },
  place: { id: 'orders.column.place', defaultMessage: 'Terminal / Lieferadresse' },
  volume: { id: 'orders.column.volume', defaultMessage: 'Menge (l)' },
  gross: { id: 'orders.column.gross', defaultMessage: 'Betrag brutto' },
  status: { id: 'orders.column.status', defaultMessage: 'Status' },
  selfPickup: { id: 'orders.selfPickup', defaultMessage: 'Selbstabholung' },
});

type Status = Schemas['OrderStatus'];

/** Status labels as the seller sees them; a cancelled order reads "declined". */
export const sellerStatusMessages = defineMessages({
  COMPLETE: { id: 'orders.status.complete', defaultMessage: 'Abgeschlossen' },
  TRANSFERRED: { id: 'orders.status.transferred', defaultMessage: 'Übertragen' },
  CONFIRMED: { id: 'orders.status.confirmed', defaultMessage: 'Bestätigt' },
  MANUAL: { id: 'orders.status.manual', defaultMessage: 'Manuell' },
  INCOMPLETE: { id: 'orders.status.incomplete', defaultMessage: 'Unvollständig' },
  CANCELLED: { id: 'orders.status.cancelled', defaultMessage: 'Abgelehnt' },
}) satisfies Record<Status, MessageDescriptor>;

/** The buyer's wording: manual reads "in review", incomplete "open" (cancelled is "declined" for both). */
export const buyerStatusMessages = {
  ...sellerStatusMessages,
  ...defineMessages({
    MANUAL: { id: 'orders.status.buyer.manual', defaultMessage: 'In Prüfung' },
    INCOMPLETE: { id: 'orders.status.buyer.incomplete', defaultMessage: 'Offen' },
  }),
} satisfies Record<Status, MessageDescriptor>;

export const ordersFailedMessage = defineMessage<{ status: number }>({
  id: 'orders.failed',
  defaultMessage: 'Die Bestellungen konnten nicht geladen werden (Status {status}).',
});

const actionMessages = defineMessages({
  actions: { id: 'orders.actions', defaultMessage: 'Aktionen' },
  confirm: { id: 'orders.action.confirm', defaultMessage: 'Bestätigen' },
  confirmLabel: { id: 'orders.action.confirmLabel', defaultMessage: 'Bestellung {number} bestätigen' },
  review: { id: 'orders.action.review', defaultMessage: 'In Prüfung' },
  reviewLabel: { id: 'orders.action.reviewLabel', defaultMessage: 'Bestellung {number} in Prüfung setzen' },
  decline: { id: 'orders.action.decline', defaultMessage: 'Ablehnen' },
  declineLabel: { id: 'orders.action.declineLabel', defaultMessage: 'Bestellung {number} ablehnen' },
  transfer: { id: 'orders.action.transfer', defaultMessage: 'Übertragen' },
  transferLabel: {
    id: 'orders.action.transferLabel',
    defaultMessage: 'Bestellung {number} als übertragen markieren',
  },
  confirmTitle: { id: 'orders.action.confirmTitle', defaultMessage: 'Bestellung bestätigen?' },
  confirmText: {
    id: 'orders.action.confirmText',
    defaultMessage:
      'Die Bestellung {number} von {buyer} wird bestätigt. Eine Bestätigung kann nicht rückgängig gemacht werden.',
  },
  declineTitle: { id: 'orders.action.declineTitle', defaultMessage: 'Bestellung ablehnen?' },
  declineText: {
    id: 'orders.action.declineText',
    defaultMessage:
      'Die Bestellung {number} von {buyer} wird abgelehnt; die Menge geht zurück in das Angebot. Das kann nicht rückgängig gemacht werden.',
  },
  done: {
    id: 'orders.action.done',
    defaultMessage:
      'Die Bestellung {number} ist jetzt {action, select, confirm {bestätigt} review {in Prüfung} decline {abgelehnt} other {übertragen}}.',
  },
  conflict: {
    id: 'orders.action.conflict',
    defaultMessage:
      'Die Bestellung {number} wurde inzwischen bearbeitet. Die Liste zeigt jetzt den aktuellen Stand.',
  },
  failed: {
    id: 'orders.action.failed',
    defaultMessage: 'Die Bestellung {number} konnte nicht bearbeitet werden (Status {status}).',
  },
});

/** The seller's actions on a received order and what they came to. */
export const orderActionMessages: Record<keyof typeof actionMessages, MessageDescriptor> = actionMessages;

const historyMessageDescriptors = defineMessages({
  caption: { id: 'orders.history.caption', defaultMessage: 'Bestellhistorie' },
  filters: { id: 'orders.history.filters', defaultMessage: 'Bestellungen filtern' },
  filterSummary: {
    id: 'orders.history.filterSummary',
    defaultMessage: 'Filter{active, plural, =0 {} one { (# aktiv)} other { (# aktiv)}}',
  },
  more: { id: 'orders.history.more', defaultMessage: 'Weitere Filter' },
  mode: { id: 'orders.history.mode', defaultMessage: 'Markt' },
  spot: { id: 'orders.history.mode.spot', defaultMessage: 'Kraftstoffe und Heizöl' },
  additive: { id: 'orders.history.mode.additive', defaultMessage: 'Additive' },
  all: { id: 'orders.history.all', defaultMessage: 'Alle' },
  orderId: { id: 'orders.history.orderId', defaultMessage: 'Bestellnummer' },
  search: { id: 'orders.history.search', defaultMessage: 'Suchen' },
  product: { id: 'orders.history.product', defaultMessage: 'Produkt' },
  terminal: { id: 'orders.history.terminal', defaultMessage: 'Terminal' },
  address: { id: 'orders.history.address', defaultMessage: 'Lieferadresse' },
  buyer: { id: 'orders.history.buyer', defaultMessage: 'Käufer' },
  seller: { id: 'orders.history.seller', defaultMessage: 'Verkäufer' },
  shareholder: { id: 'orders.history.shareholder', defaultMessage: 'Gesellschafter' },
  status: { id: 'orders.history.status', defaultMessage: 'Status' },
  created: { id: 'orders.history.created', defaultMessage: 'Bestelldatum' },
  collection: { id: 'orders.history.collection', defaultMessage: 'Abholzeitraum' },
  priceMin: { id: 'orders.history.priceMin', defaultMessage: 'Preis ab' },
  priceMax: { id: 'orders.history.priceMax', defaultMessage: 'Preis bis' },
  invoiceMin: { id: 'orders.history.invoiceMin', defaultMessage: 'Rechnungsbetrag ab' },
  invoiceMax: { id: 'orders.history.invoiceMax', defaultMessage: 'Rechnungsbetrag bis' },
  volumeMin: { id: 'orders.history.volumeMin', defaultMessage: 'Menge ab' },
  volumeMax: { id: 'orders.history.volumeMax', defaultMessage: 'Menge bis' },
  clear: { id: 'orders.history.clear', defaultMessage: 'Alle Filter zurücksetzen' },
  export: { id: 'orders.history.export', defaultMessage: 'Als CSV exportieren' },
  total: {
    id: 'orders.history.total',
    defaultMessage: '{total, plural, =0 {Keine Bestellungen} one {# Bestellung} other {# Bestellungen}}',
  },
  timeZone: {
    id: 'orders.history.timeZone',
    defaultMessage: 'Zeiten in Plattformzeit ({timeZone}), wie im Export.',
  },
  noResults: { id: 'orders.history.noResults', defaultMessage: 'Keine Bestellungen zu diesen Filtern.' },
  noSelections: { id: 'orders.history.noSelections', defaultMessage: 'Keine Auswahl verfügbar' },
  failed: {
    id: 'orders.history.failed',
    defaultMessage: 'Die Bestellhistorie konnte nicht geladen werden (Status {status}).',
  },
  price: { id: 'orders.column.price', defaultMessage: 'Preis' },
  invoice: { id: 'orders.column.invoice', defaultMessage: 'Rechnungsbetrag' },
  pickup: { id: 'orders.column.pickup', defaultMessage: 'Abholung' },
  creditor: { id: 'orders.column.creditor', defaultMessage: 'Kreditor' },
  liftingOrderNumber: { id: 'orders.column.liftingOrderNumber', defaultMessage: 'Abholauftragsnummer' },
  edited: { id: 'orders.edited', defaultMessage: 'bearbeitet' },
  open: { id: 'orders.open', defaultMessage: 'Bestellung {number} öffnen' },
});

const orderPageMessageDescriptors = defineMessages({
  title: { id: 'orders.page.title', defaultMessage: 'Bestellung {number}' },
  back: { id: 'orders.page.back', defaultMessage: 'Zurück zu den Bestellungen' },
  print: { id: 'orders.page.print', defaultMessage: 'Drucken' },
  confirmation: { id: 'orders.page.confirmation', defaultMessage: 'Auftragsbestätigung' },
  notFound: {
    id: 'orders.page.notFound',
    defaultMessage: 'Diese Bestellung gibt es nicht oder sie gehört nicht zu Ihrem Konto.',
  },
  failed: {
    id: 'orders.page.failed',
    defaultMessage: 'Die Bestellung konnte nicht geladen werden (Status {status}).',
  },
  parties: { id: 'orders.page.parties', defaultMessage: 'Vertragspartner' },
  numbers: { id: 'orders.page.numbers', defaultMessage: 'Nummern' },
  delivery: { id: 'orders.page.delivery', defaultMessage: 'Abholung und Lieferung' },
  amounts: { id: 'orders.page.amounts', defaultMessage: 'Beträge' },
  positions: { id: 'orders.page.positions', defaultMessage: 'Positionen' },
  orderNumber: { id: 'orders.page.orderNumber', defaultMessage: 'Bestellnummer' },
  contractNumber: { id: 'orders.page.contractNumber', defaultMessage: 'Kontraktnummer' },
  liftingNumber: { id: 'orders.page.liftingNumber', defaultMessage: 'Ladenummer' },
  pickupNumber: { id: 'orders.page.pickupNumber', defaultMessage: 'Abholnummer' },
  comment: { id: 'orders.page.comment', defaultMessage: 'Kommentar des Käufers' },
  creditor: { id: 'orders.page.creditor', defaultMessage: 'Kreditor' },
  liftingOrderNumber: { id: 'orders.page.liftingOrderNumber', defaultMessage: 'Abholauftragsnummer' },
  date: { id: 'orders.page.date', defaultMessage: 'Bestellt am' },
  status: { id: 'orders.page.status', defaultMessage: 'Status' },
  buyer: { id: 'orders.page.buyer', defaultMessage: 'Käufer' },
  seller: { id: 'orders.page.seller', defaultMessage: 'Verkäufer' },
  terminal: { id: 'orders.page.terminal', defaultMessage: 'Terminal' },
  selfPickup: { id: 'orders.page.selfPickup', defaultMessage: 'Selbstabholung' },
  yes: { id: 'orders.page.yes', defaultMessage: 'Ja' },
  no: { id: 'orders.page.no', defaultMessage: 'Nein' },
  deliveryAddress: { id: 'orders.page.deliveryAddress', defaultMessage: 'Lieferadresse' },
  paymentPeriod: { id: 'orders.page.paymentPeriod', defaultMessage: 'Zahlungsziel' },
  days: { id: 'orders.page.days', defaultMessage: '{days} Tage' },
  net: { id: 'orders.page.net', defaultMessage: 'Nettobetrag' },
  vat: { id: 'orders.page.vat', defaultMessage: 'MwSt.' },
  gross: { id: 'orders.page.gross', defaultMessage: 'Bruttobetrag' },
  final: { id: 'orders.page.final', defaultMessage: 'Endbetrag' },
  invoice: { id: 'orders.page.invoice', defaultMessage: 'Rechnungsbetrag' },
  product: { id: 'orders.page.product', defaultMessage: 'Produkt' },
  originalVolume: { id: 'orders.page.originalVolume', defaultMessage: 'Menge bestellt (l)' },
  finalVolume: { id: 'orders.page.finalVolume', defaultMessage: 'Menge final (l)' },
  originalPrice: { id: 'orders.page.originalPrice', defaultMessage: 'Preis bestellt' },
  finalPrice: { id: 'orders.page.finalPrice', defaultMessage: 'Preis final' },
  edited: {
    id: 'orders.page.edited',
    defaultMessage: 'Diese Bestellung wurde nach der Bestellung bearbeitet.',
  },
  none: { id: 'orders.page.none', defaultMessage: '–' },
});

/** The order history's texts. */
export const historyMessages: Record<keyof typeof historyMessageDescriptors, MessageDescriptor> =
  historyMessageDescriptors;

/** The order page's texts. */
export const orderPageMessages: Record<keyof typeof orderPageMessageDescriptors, MessageDescriptor> =
  orderPageMessageDescriptors;

const editOrderDescriptors = defineMessages({
  edit: { id: 'orders.edit', defaultMessage: 'Menge oder Preis ändern' },
  title: { id: 'orders.edit.title', defaultMessage: 'Bestellung {number} ändern' },
  hint: {
    id: 'orders.edit.hint',
    defaultMessage:
      'Die bestellte Menge und der bestellte Preis bleiben sichtbar; die Bestellung gilt als bearbeitet.',
  },
  volume: { id: 'orders.edit.volume', defaultMessage: 'Menge' },
  price: { id: 'orders.edit.price', defaultMessage: 'Preis' },
  cancel: { id: 'orders.edit.cancel', defaultMessage: 'Abbrechen' },
  save: { id: 'orders.edit.save', defaultMessage: 'Speichern' },
  saved: { id: 'orders.edit.saved', defaultMessage: 'Die Bestellung ist geändert.' },
  notEnough: {
    id: 'orders.edit.notEnough',
    defaultMessage: 'So viel Menge ist nicht mehr verfügbar: das Angebot hat noch {available, number} l.',
  },
  conflict: {
    id: 'orders.edit.conflict',
    defaultMessage: 'Die Bestellung wurde inzwischen bearbeitet und kann nicht mehr geändert werden.',
  },
  failed: { id: 'orders.edit.failed', defaultMessage: 'Die Änderung ist fehlgeschlagen (Status {status}).' },
});

/** The seller's change of an order's volume or price. */
export const editOrderMessages: Record<keyof typeof editOrderDescriptors, MessageDescriptor> =
  editOrderDescriptors;
