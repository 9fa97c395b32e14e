import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  dialogTitle: { id: 'favourites.dialog.title', defaultMessage: 'Favoritenlisten' },
  newList: { id: 'favourites.new', defaultMessage: 'Neue Favoritenliste' },
  wizardCreate: { id: 'favourites.wizard.create', defaultMessage: 'Favoritenliste anlegen' },
  wizardEdit: { id: 'favourites.wizard.edit', defaultMessage: 'Favoritenliste „{name}“ bearbeiten' },
  stepProducts: { id: 'favourites.step.products', defaultMessage: 'Produkte' },
  stepPlaces: { id: 'favourites.step.places', defaultMessage: 'Regionen und Abholterminals' },
  stepTerminals: { id: 'favourites.step.terminals', defaultMessage: 'Abholterminals' },
  stepSellers: { id: 'favourites.step.sellers', defaultMessage: 'Verkäufer' },
  stepName: { id: 'favourites.step.name', defaultMessage: 'Name' },
  productsHint: {
    id: 'favourites.products.hint',
    defaultMessage: 'Ohne Auswahl zeigt die Liste alle Produkte.',
  },
  placesHint: {
    id: 'favourites.places.hint',
    defaultMessage: 'Ohne Auswahl zeigt die Liste alle Terminals. Eine Region umfasst alle ihre Terminals.',
  },
  terminalsHint: {
    id: 'favourites.terminals.hint',
    defaultMessage: 'Ohne Auswahl zeigt die Liste alle Terminals.',
  },
  sellersHint: {
    id: 'favourites.sellers.hint',
    defaultMessage: 'Wählen Sie mindestens einen Ihrer Verkäufer.',
  },
  regions: { id: 'favourites.regions', defaultMessage: 'Regionen' },
  terminals: { id: 'favourites.terminals', defaultMessage: 'Abholterminals' },
  terminalInRegion: { id: 'favourites.terminalInRegion', defaultMessage: '{terminal} ({region})' },
  needsSeller: {
    id: 'favourites.sellers.required',
    defaultMessage: 'Bitte wählen Sie mindestens einen Verkäufer.',
  },
  name: { id: 'favourites.name', defaultMessage: 'Name der Liste' },
  nameRequired: { id: 'favourites.name.required', defaultMessage: 'Bitte geben Sie einen Namen ein.' },
  nameTaken: {
    id: 'favourites.name.taken',
    defaultMessage: 'Eine Favoritenliste mit diesem Namen gibt es schon.',
  },
  nameTooLong: { id: 'favourites.name.tooLong', defaultMessage: 'Höchstens 100 Zeichen.' },
  summary: {
    id: 'favourites.summary',
    defaultMessage: 'Zusammenfassung: {products}; {places}; Verkäufer: {sellers}',
  },
  allProducts: { id: 'favourites.allProducts', defaultMessage: 'alle Produkte' },
  allTerminals: { id: 'favourites.allTerminals', defaultMessage: 'alle Terminals' },
  caption: { id: 'favourites.table.caption', defaultMessage: 'Ihre Favoritenlisten' },
  colName: { id: 'favourites.table.name', defaultMessage: 'Name' },
  colProducts: { id: 'favourites.table.products', defaultMessage: 'Produkte' },
  colPlaces: { id: 'favourites.table.places', defaultMessage: 'Regionen und Terminals' },
  colTerminals: { id: 'favourites.table.terminals', defaultMessage: 'Terminals' },
  colSellers: { id: 'favourites.table.sellers', defaultMessage: 'Verkäufer' },
  colActions: { id: 'favourites.table.actions', defaultMessage: 'Aktionen' },
  empty: { id: 'favourites.empty', defaultMessage: 'Sie haben noch keine Favoritenliste.' },
  apply: { id: 'favourites.apply', defaultMessage: 'Anwenden' },
  applyOf: {
    id: 'favourites.applyOf',
    defaultMessage: 'Favoritenliste „{name}“ auf dem Handelsplatz anwenden',
  },
  edit: { id: 'favourites.edit', defaultMessage: 'Bearbeiten' },
  editOf: { id: 'favourites.editOf', defaultMessage: 'Favoritenliste „{name}“ bearbeiten' },
  delete: { id: 'favourites.delete', defaultMessage: 'Löschen' },
  deleteOf: { id: 'favourites.deleteOf', defaultMessage: 'Favoritenliste „{name}“ löschen' },
  deleteTitle: { id: 'favourites.delete.title', defaultMessage: 'Favoritenliste löschen' },
  deleteQuestion: {
    id: 'favourites.delete.question',
    defaultMessage: 'Möchten Sie die Favoritenliste „{name}“ wirklich löschen?',
  },
  cancel: { id: 'favourites.cancel', defaultMessage: 'Abbrechen' },
  discardTitle: { id: 'favourites.discard.title', defaultMessage: 'Änderungen verwerfen?' },
  discardText: {
    id: 'favourites.discard.text',
    defaultMessage: 'Die Favoritenliste ist noch nicht gespeichert. Möchten Sie die Änderungen verwerfen?',
  },
  discard: { id: 'favourites.discard', defaultMessage: 'Verwerfen' },
  saved: { id: 'favourites.saved', defaultMessage: 'Die Favoritenliste „{name}“ ist gespeichert.' },
  deleted: { id: 'favourites.deleted', defaultMessage: 'Die Favoritenliste „{name}“ ist gelöscht.' },
  saveFailed: {
    id: 'favourites.saveFailed',
    defaultMessage: 'Die Favoritenliste konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
  invalidChoice: {
    id: 'favourites.invalidChoice',
    defaultMessage:
      'Einige Angaben sind nicht mehr gültig (z. B. ein Verkäufer ohne Freigabe). Bitte prüfen Sie die Auswahl.',
  },
  deleteFailed: {
    id: 'favourites.deleteFailed',
    defaultMessage: 'Die Favoritenliste konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  loadFailed: {
    id: 'favourites.loadFailed',
    defaultMessage: 'Die Favoritenlisten konnten nicht geladen werden.',
  },
  noSellersTitle: {
    id: 'favourites.noSellers.title',
    defaultMessage: 'Favoritenlisten brauchen eine Verkäuferverbindung',
  },
  noSellersText: {
    id: 'favourites.noSellers.text',
    defaultMessage:
      'Eine Favoritenliste fasst Angebote Ihrer Verkäufer zusammen. Sobald ein Verkäufer Sie freigegeben hat, können Sie hier Listen anlegen.',
  },
  toSellerManagement: { id: 'favourites.noSellers.link', defaultMessage: 'Zur Verkäuferverwaltung' },
});

// Plain descriptors, so that messages with placeholders take their values.
export const favouritesMessages: Record<keyof typeof defined, MessageDescriptor> = defined;
