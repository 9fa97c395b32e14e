import { defineMessage, defineMessages } from 'react-intl';

/** Values of a message with placeholders. */
type MessageValues = Record<string, string | number>;

const basketMessagesPlain = defineMessages({
  title: { id: 'basket.title', defaultMessage: 'Warenkorb' },
  stepItems: { id: 'basket.step.items', defaultMessage: 'Warenkorb' },
  stepConfirm: { id: 'basket.step.confirm', defaultMessage: 'Bestellbestätigung' },
  stepsLabel: { id: 'basket.step.label', defaultMessage: 'Schritte der Bestellung' },
  empty: { id: 'basket.empty', defaultMessage: 'Ihr Warenkorb ist leer.' },
  loadFailed: { id: 'basket.loadFailed', defaultMessage: 'Der Warenkorb konnte nicht geladen werden.' },
  reservation: { id: 'basket.countdown.reservation', defaultMessage: 'Preisreservierung endet in' },
  priceUpdate: { id: 'basket.countdown.priceUpdate', defaultMessage: 'Nächste Preisaktualisierung in' },
  reservationExpired: {
    id: 'basket.reservation.expired',
    defaultMessage: 'Ihre Preisreservierung ist abgelaufen. Aktualisieren Sie die Preise, um fortzufahren.',
  },
  refresh: { id: 'basket.refresh', defaultMessage: 'Preise aktualisieren' },
  pricesChanged: {
    id: 'basket.pricesChanged',
    defaultMessage: 'Die Preise haben sich geändert. Bitte prüfen Sie die neuen Preise, bevor Sie bestellen.',
  },
  product: { id: 'basket.item.product', defaultMessage: 'Produkt' },
  terminal: { id: 'basket.item.terminal', defaultMessage: 'Terminal' },
  seller: { id: 'basket.item.seller', defaultMessage: 'Verkäufer' },
  price: { id: 'basket.item.price', defaultMessage: 'Reservierter Preis' },
  volume: { id: 'basket.item.volume', defaultMessage: 'Menge' },
  positions: { id: 'basket.confirm.positions', defaultMessage: 'Ihre Bestellpositionen' },
  applyQuantity: { id: 'basket.item.applyQuantity', defaultMessage: 'Menge übernehmen' },
  removeShort: { id: 'basket.item.removeShort', defaultMessage: 'Entfernen' },
  netAmount: { id: 'basket.item.netAmount', defaultMessage: 'Netto' },
  totalNet: { id: 'basket.total.net', defaultMessage: 'Summe netto' },
  totalVat: { id: 'basket.total.vat', defaultMessage: 'MwSt.' },
  totalGross: { id: 'basket.total.gross', defaultMessage: 'Summe brutto' },
  toConfirmation: { id: 'basket.toConfirmation', defaultMessage: 'Weiter zur Bestellbestätigung' },
  back: { id: 'basket.back', defaultMessage: 'Zurück zum Warenkorb' },
  liftingNumber: { id: 'basket.confirm.liftingNumber', defaultMessage: 'Ladenummer' },
  liftingOrderNumber: {
    id: 'basket.confirm.liftingOrderNumber',
    defaultMessage: 'Abholauftragsnummer',
  },
  liftingOrderNumberHint: {
    id: 'basket.confirm.liftingOrderNumberHint',
    defaultMessage: 'Optional: die Nummer, mit der das Terminal die Ladung freigibt.',
  },
  liftingOrderNumberInvalid: {
    id: 'basket.confirm.liftingOrderNumberInvalid',
    defaultMessage: 'Höchstens 40 Zeichen: Buchstaben, Ziffern, Leerzeichen, „-“ und „/“.',
  },
  comment: { id: 'basket.confirm.comment', defaultMessage: 'Kommentar' },
  irreversible: {
    id: 'basket.confirm.irreversible',
    defaultMessage:
      'Mit „Verbindlich bestellen“ wird die Bestellung abgeschickt. Eine Bestellbestätigung kann nicht rückgängig gemacht werden.',
  },
  placeOrder: { id: 'basket.confirm.placeOrder', defaultMessage: 'Verbindlich bestellen' },
  toOrders: { id: 'basket.done.toOrders', defaultMessage: 'Zu meinen Bestellungen' },
  close: { id: 'basket.close', defaultMessage: 'Schließen' },
  closeBasket: { id: 'basket.closeBasket', defaultMessage: 'Warenkorb schließen' },
  backToMarket: { id: 'basket.backToMarket', defaultMessage: 'Zurück zum Handelsplatz' },
});

/** Messages with placeholders (typed for their values). */
const basketMessagesWithValues = {
  reservationWarning: defineMessage<MessageValues>({
    id: 'basket.reservation.warning',
    defaultMessage:
      'Ihre Preisreservierung endet in weniger als {seconds} Sekunden. Mit „Preise aktualisieren“ verlängern Sie sie.',
  }),
  priceChange: defineMessage<MessageValues>({
    id: 'basket.item.priceChange',
    defaultMessage: '{old} → {new}',
  }),
  priceChangeLabel: defineMessage<MessageValues>({
    id: 'basket.item.priceChangeLabel',
    defaultMessage: 'Preis geändert von {old} auf {new}',
  }),
  quantity: defineMessage<MessageValues>({
    id: 'basket.item.quantity',
    defaultMessage: 'Menge in Litern: {product}',
  }),
  remove: defineMessage<MessageValues>({ id: 'basket.item.remove', defaultMessage: 'Entfernen: {product}' }),
  litres: defineMessage<MessageValues>({ id: 'basket.item.litres', defaultMessage: '{volume} L' }),
  placed: defineMessage<MessageValues>({
    id: 'basket.done.placed',
    defaultMessage:
      '{count, plural, one {Ihre Bestellung wurde aufgegeben.} other {Ihre # Bestellungen wurden aufgegeben.}}',
  }),
  orderNumber: defineMessage<MessageValues>({
    id: 'basket.done.orderNumber',
    defaultMessage: 'Bestellnummer {number}',
  }),
};

/** One German text per order error code [M3]. */
const orderErrorMessagesPlain = defineMessages({
  INSUFFICIENT_CREDIT_LIMIT: {
    id: 'basket.error.insufficientCreditLimit',
    defaultMessage: 'Ihr Kreditlimit beim Verkäufer reicht für diese Bestellung nicht aus.',
  },
  INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER: {
    id: 'basket.error.insufficientCreditLimitShareholder',
    defaultMessage: 'Das Kreditlimit beim Hauptgesellschafter reicht für diese Bestellung nicht aus.',
  },
  DAILY_PURCHASE_LIMIT_REACHED: {
    id: 'basket.error.dailyPurchaseLimitReached',
    defaultMessage: 'Ihr tägliches Einkaufslimit für dieses Produkt ist erreicht.',
  },
  OFFER_NOT_AVAILABLE: {
    id: 'basket.error.offerNotAvailable',
    defaultMessage: 'Dieses Angebot ist nicht mehr verfügbar.',
  },
  PAYMENT_TERM_CHANGED: {
    id: 'basket.error.paymentTermChanged',
    defaultMessage: 'Das Zahlungsziel wurde geändert. Bitte prüfen Sie Ihre Bestellung.',
  },
  ANTITRUST_ANONYMITY: {
    id: 'basket.error.antitrustAnonymity',
    defaultMessage: 'Das Angebot ist nicht mehr verfügbar. Bitte kehren Sie zum Handelsplatz zurück.',
  },
  BASKET_TECHNICAL_ERROR: {
    id: 'basket.error.technical',
    defaultMessage:
      'Im Warenkorb ist ein technischer Fehler aufgetreten. Bitte schließen Sie den Warenkorb und versuchen Sie es erneut.',
  },
  RESERVATION_EXPIRED: {
    id: 'basket.error.reservationExpired',
    defaultMessage: 'Ihre Preisreservierung ist abgelaufen. Bitte aktualisieren Sie die Preise.',
  },
  UNKNOWN: {
    id: 'basket.error.unknown',
    defaultMessage: 'Die Bestellung konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.',
  },
});

/** Messages with placeholders (typed for their values). */
const orderErrorMessagesWithValues = {
  NOT_ENOUGH_VOLUME: defineMessage<MessageValues>({
    id: 'basket.error.notEnoughVolume',
    defaultMessage: 'Nicht genügend Menge verfügbar. Es sind nur noch {volume} L verfügbar.',
  }),
  RELATIONSHIP_DISABLED: defineMessage<MessageValues>({
    id: 'basket.error.relationshipDisabled',
    defaultMessage:
      'Ihre Geschäftsbeziehung mit {seller} ist deaktiviert. Bitte wenden Sie sich an den Verkäufer.',
  }),
};

export const basketMessages = { ...basketMessagesPlain, ...basketMessagesWithValues };

export const orderErrorMessages = { ...orderErrorMessagesPlain, ...orderErrorMessagesWithValues };
