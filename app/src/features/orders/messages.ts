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
