import { defineMessage, defineMessages } from 'react-intl';

/** Values of a message with placeholders. */
type MessageValues = Record<string, string | number>;

const plainMessages = defineMessages({
  heading: { id: 'contracts.heading', defaultMessage: 'Verträge-Management' },
  buyerSubtitle: {
    id: 'contracts.buyerSubtitle',
    defaultMessage:
      'Preistrigger bestellen automatisch, sobald der Preis eines Angebots für Sie Ihren Grenzpreis erreicht oder unterschreitet.',
  },
  sellerSubtitle: {
    id: 'contracts.sellerSubtitle',
    defaultMessage: 'Die Preistrigger Ihrer Kunden auf Ihre Angebote. Aktive Trigger können Sie ablehnen.',
  },
  create: { id: 'contracts.create', defaultMessage: 'Preistrigger anlegen' },
  caption: { id: 'contracts.caption', defaultMessage: 'Preistrigger' },
  empty: { id: 'contracts.empty', defaultMessage: 'Es gibt noch keine Preistrigger.' },
  buyerEmptyHint: {
    id: 'contracts.buyerEmptyHint',
    defaultMessage: 'Legen Sie einen Preistrigger auf ein Angebot an, um zu Ihrem Preis zu bestellen.',
  },
  sellerEmptyHint: {
    id: 'contracts.sellerEmptyHint',
    defaultMessage: 'Sobald Kunden Preistrigger auf Ihre Angebote setzen, erscheinen sie hier.',
  },
  loadFailed: {
    id: 'contracts.loadFailed',
    defaultMessage: 'Die Preistrigger konnten nicht geladen werden.',
  },
  retry: { id: 'contracts.retry', defaultMessage: 'Erneut laden' },
  buyer: { id: 'contracts.buyer', defaultMessage: 'Käufer' },
  seller: { id: 'contracts.seller', defaultMessage: 'Verkäufer' },
  offer: { id: 'contracts.offer', defaultMessage: 'Angebot' },
  volume: { id: 'contracts.volume', defaultMessage: 'Menge' },
  limit: { id: 'contracts.limit', defaultMessage: 'Grenzpreis' },
  validUntil: { id: 'contracts.validUntil', defaultMessage: 'Gültig bis' },
  status: { id: 'contracts.status', defaultMessage: 'Status' },
  result: { id: 'contracts.result', defaultMessage: 'Ergebnis' },
  actions: { id: 'contracts.actions', defaultMessage: 'Aktionen' },
  statusACTIVE: { id: 'contracts.status.active', defaultMessage: 'Aktiv' },
  statusEXECUTED: { id: 'contracts.status.executed', defaultMessage: 'Ausgeführt' },
  statusFAILED: { id: 'contracts.status.failed', defaultMessage: 'Nicht ausgeführt' },
  statusREJECTED: { id: 'contracts.status.rejected', defaultMessage: 'Vom Verkäufer abgelehnt' },
  statusEXPIRED: { id: 'contracts.status.expired', defaultMessage: 'Abgelaufen' },
  statusCANCELLED: { id: 'contracts.status.cancelled', defaultMessage: 'Storniert' },
  openOrder: { id: 'contracts.openOrder', defaultMessage: 'Bestellung öffnen' },
  cancel: { id: 'contracts.cancel', defaultMessage: 'Stornieren' },
  cancelTitle: { id: 'contracts.cancelTitle', defaultMessage: 'Preistrigger stornieren?' },
  keep: { id: 'contracts.keep', defaultMessage: 'Behalten' },
  cancelled: { id: 'contracts.cancelled', defaultMessage: 'Der Preistrigger wurde storniert.' },
  reject: { id: 'contracts.reject', defaultMessage: 'Ablehnen' },
  rejectTitle: { id: 'contracts.rejectTitle', defaultMessage: 'Preistrigger ablehnen?' },
  rejected: { id: 'contracts.rejected', defaultMessage: 'Der Preistrigger wurde abgelehnt.' },
  notActiveAnymore: {
    id: 'contracts.notActiveAnymore',
    defaultMessage: 'Der Preistrigger ist nicht mehr aktiv. Die Liste wurde neu geladen.',
  },
  actionFailed: {
    id: 'contracts.actionFailed',
    defaultMessage: 'Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  createTitle: { id: 'contracts.createTitle', defaultMessage: 'Neuer Preistrigger' },
  chooseSeller: { id: 'contracts.chooseSeller', defaultMessage: 'Verkäufer' },
  chooseOffer: { id: 'contracts.chooseOffer', defaultMessage: 'Angebot' },
  noOffers: {
    id: 'contracts.noOffers',
    defaultMessage:
      'Im Handelsplatz sind gerade keine Angebote, auf die Sie einen Preistrigger setzen können.',
  },
  offersFailed: {
    id: 'contracts.offersFailed',
    defaultMessage: 'Die Angebote konnten nicht geladen werden.',
  },
  volumeLabel: { id: 'contracts.volumeLabel', defaultMessage: 'Menge in Litern' },
  limitLabel: { id: 'contracts.limitLabel', defaultMessage: 'Grenzpreis' },
  limitHint: {
    id: 'contracts.limitHint',
    defaultMessage: 'Es wird bestellt, sobald der Preis für Sie diesen Wert erreicht oder unterschreitet.',
  },
  validDay: { id: 'contracts.validDay', defaultMessage: 'Gültig bis (Tag)' },
  validTime: { id: 'contracts.validTime', defaultMessage: 'Gültig bis (Uhrzeit)' },
  contractNumber: { id: 'contracts.contractNumber', defaultMessage: 'Vertragsnummer (optional)' },
  save: { id: 'contracts.save', defaultMessage: 'Preistrigger anlegen' },
  close: { id: 'contracts.close', defaultMessage: 'Abbrechen' },
  saved: { id: 'contracts.saved', defaultMessage: 'Der Preistrigger ist aktiv.' },
  saveFailed: {
    id: 'contracts.saveFailed',
    defaultMessage: 'Der Preistrigger konnte nicht angelegt werden. Bitte versuchen Sie es erneut.',
  },
  notOffered: {
    id: 'contracts.notOffered',
    defaultMessage: 'Dieser Verkäufer bietet keine Preistrigger an. Bitte wählen Sie ein anderes Angebot.',
  },
  noPurchaseRights: {
    id: 'contracts.noPurchaseRights',
    defaultMessage: 'Sie sind nicht berechtigt zu bestellen und können daher keine Preistrigger anlegen.',
  },
  required: { id: 'contracts.required', defaultMessage: 'Bitte füllen Sie dieses Feld aus.' },
  positive: { id: 'contracts.positive', defaultMessage: 'Bitte geben Sie einen Wert über 0 ein.' },
  inPast: { id: 'contracts.inPast', defaultMessage: 'Die Gültigkeit muss in der Zukunft enden.' },
  discardTitle: { id: 'contracts.discardTitle', defaultMessage: 'Eingaben verwerfen?' },
  discardText: {
    id: 'contracts.discardText',
    defaultMessage: 'Der Preistrigger ist noch nicht angelegt. Ihre Eingaben gehen verloren.',
  },
  edit: { id: 'contracts.edit', defaultMessage: 'Ändern' },
  editTitle: { id: 'contracts.editTitle', defaultMessage: 'Preistrigger ändern' },
  updated: { id: 'contracts.updated', defaultMessage: 'Die Änderungen am Preistrigger sind gespeichert.' },
  updateFailed: {
    id: 'contracts.updateFailed',
    defaultMessage: 'Der Preistrigger konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  },
  changedMeanwhile: {
    id: 'contracts.changedMeanwhile',
    defaultMessage: 'Dieser Preistrigger wurde inzwischen geändert.',
  },
});

/** Messages with placeholders (typed for their values). */
const messagesWithValues = {
  offerName: defineMessage<MessageValues>({
    id: 'contracts.offerName',
    defaultMessage: '{product}, {terminal}',
  }),
  litres: defineMessage<MessageValues>({ id: 'contracts.litres', defaultMessage: '{volume} l' }),
  perHundredLitres: defineMessage<MessageValues>({
    id: 'contracts.perHundredLitres',
    defaultMessage: '{price}/100 l',
  }),
  executedAt: defineMessage<MessageValues>({
    id: 'contracts.executedAt',
    defaultMessage: 'Bestellt am {time} zu {price}',
  }),
  failedAt: defineMessage<MessageValues>({
    id: 'contracts.failedAt',
    defaultMessage: 'Am {time} zu {price} erreicht, aber:',
  }),
  rejectionComment: defineMessage<MessageValues>({
    id: 'contracts.rejectionComment',
    defaultMessage: 'Begründung: {comment}',
  }),
  cancelOf: defineMessage<MessageValues>({
    id: 'contracts.cancelOf',
    defaultMessage: 'Preistrigger {product}, {terminal} stornieren',
  }),
  editOf: defineMessage<MessageValues>({
    id: 'contracts.editOf',
    defaultMessage: 'Preistrigger {product}, {terminal} ändern',
  }),
  cancelText: defineMessage<MessageValues>({
    id: 'contracts.cancelText',
    defaultMessage: 'Der Preistrigger für {product}, {terminal} wird storniert und bestellt nicht mehr.',
  }),
  rejectOf: defineMessage<MessageValues>({
    id: 'contracts.rejectOf',
    defaultMessage: 'Preistrigger von {buyer} für {product} ablehnen',
  }),
  rejectText: defineMessage<MessageValues>({
    id: 'contracts.rejectText',
    defaultMessage:
      'Der Preistrigger von {buyer} für {product}, {terminal} wird abgelehnt und bestellt nicht mehr. Das kann nicht rückgängig gemacht werden.',
  }),
  offerOption: defineMessage<MessageValues>({
    id: 'contracts.offerOption',
    defaultMessage: '{product}, {terminal}: aktuell {price}/100 l',
  }),
};

export const contractMessages = { ...plainMessages, ...messagesWithValues };
