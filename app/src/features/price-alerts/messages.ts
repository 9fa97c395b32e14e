import { defineMessages, type MessageDescriptor } from 'react-intl';

const descriptors = defineMessages({
  heading: { id: 'priceAlerts.heading', defaultMessage: 'Preisalarme' },
  subtitle: {
    id: 'priceAlerts.subtitle',
    defaultMessage:
      'Sie werden benachrichtigt, sobald der günstigste Preis für ein Produkt an einem Terminal Ihre Grenze erreicht.',
  },
  create: { id: 'priceAlerts.create', defaultMessage: 'Preisalarm anlegen' },
  createTitle: { id: 'priceAlerts.createTitle', defaultMessage: 'Neuer Preisalarm' },
  editTitle: { id: 'priceAlerts.editTitle', defaultMessage: 'Preisalarm bearbeiten' },
  caption: { id: 'priceAlerts.caption', defaultMessage: 'Ihre Preisalarme' },
  empty: { id: 'priceAlerts.empty', defaultMessage: 'Sie haben noch keine Preisalarme.' },
  emptyHint: {
    id: 'priceAlerts.emptyHint',
    defaultMessage: 'Legen Sie einen Preisalarm an, um bei einem passenden Preis benachrichtigt zu werden.',
  },
  loadFailed: {
    id: 'priceAlerts.loadFailed',
    defaultMessage: 'Die Preisalarme konnten nicht geladen werden.',
  },
  retry: { id: 'priceAlerts.retry', defaultMessage: 'Erneut laden' },
  product: { id: 'priceAlerts.product', defaultMessage: 'Produkt' },
  terminal: { id: 'priceAlerts.terminal', defaultMessage: 'Terminal' },
  condition: { id: 'priceAlerts.condition', defaultMessage: 'Bedingung' },
  operator: { id: 'priceAlerts.operator', defaultMessage: 'Benachrichtigen, wenn der Preis' },
  operatorBelow: { id: 'priceAlerts.operatorBelow', defaultMessage: 'auf oder unter den Wert fällt' },
  operatorAbove: { id: 'priceAlerts.operatorAbove', defaultMessage: 'auf oder über den Wert steigt' },
  conditionBelow: { id: 'priceAlerts.conditionBelow', defaultMessage: 'höchstens {value}' },
  conditionAbove: { id: 'priceAlerts.conditionAbove', defaultMessage: 'mindestens {value}' },
  value: { id: 'priceAlerts.value', defaultMessage: 'Preis' },
  valueHint: {
    id: 'priceAlerts.valueHint',
    defaultMessage: 'Je 100 Liter bei 15 °C, verglichen mit dem günstigsten aktuellen Angebot.',
  },
  liftingPeriod: { id: 'priceAlerts.liftingPeriod', defaultMessage: 'Abholzeitraum' },
  liftingPeriodAll: { id: 'priceAlerts.liftingPeriodAll', defaultMessage: 'Alle' },
  liftingPeriodToday: { id: 'priceAlerts.liftingPeriodToday', defaultMessage: 'Heute' },
  comment: { id: 'priceAlerts.comment', defaultMessage: 'Kommentar' },
  status: { id: 'priceAlerts.status', defaultMessage: 'Status' },
  statusActive: { id: 'priceAlerts.statusActive', defaultMessage: 'Aktiv' },
  statusTriggered: { id: 'priceAlerts.statusTriggered', defaultMessage: 'Ausgelöst' },
  triggeredAt: {
    id: 'priceAlerts.triggeredAt',
    defaultMessage: 'am {time} bei {price}',
  },
  actions: { id: 'priceAlerts.actions', defaultMessage: 'Aktionen' },
  edit: { id: 'priceAlerts.edit', defaultMessage: 'Bearbeiten' },
  editOf: { id: 'priceAlerts.editOf', defaultMessage: 'Preisalarm {product}, {terminal} bearbeiten' },
  delete: { id: 'priceAlerts.delete', defaultMessage: 'Löschen' },
  deleteOf: { id: 'priceAlerts.deleteOf', defaultMessage: 'Preisalarm {product}, {terminal} löschen' },
  deleteTitle: { id: 'priceAlerts.deleteTitle', defaultMessage: 'Preisalarm löschen' },
  deleteText: {
    id: 'priceAlerts.deleteText',
    defaultMessage: 'Möchten Sie den Preisalarm für {product} am Terminal {terminal} wirklich löschen?',
  },
  cancel: { id: 'priceAlerts.cancel', defaultMessage: 'Abbrechen' },
  saveReactivates: {
    id: 'priceAlerts.saveReactivates',
    defaultMessage: 'Mit dem Speichern wird der ausgelöste Preisalarm wieder aktiv.',
  },
  saved: { id: 'priceAlerts.saved', defaultMessage: 'Der Preisalarm wurde gespeichert.' },
  deleted: { id: 'priceAlerts.deleted', defaultMessage: 'Der Preisalarm wurde gelöscht.' },

  deleteFailed: {
    id: 'priceAlerts.deleteFailed',
    defaultMessage: 'Der Preisalarm konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  required: { id: 'priceAlerts.required', defaultMessage: 'Pflichtfeld' },
  positive: { id: 'priceAlerts.positive', defaultMessage: 'Bitte geben Sie einen Preis über 0 ein.' },
  tooLong: { id: 'priceAlerts.tooLong', defaultMessage: 'Höchstens {max} Zeichen' },
  discardText: {
    id: 'priceAlerts.discardText',
    defaultMessage: 'Ihre Eingaben sind noch nicht gespeichert. Möchten Sie sie verwerfen?',
  },
});

export const priceAlertMessages: Record<keyof typeof descriptors, MessageDescriptor> = descriptors;
