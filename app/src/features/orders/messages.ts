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
