import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  heading: { id: 'deliveryAddresses.heading', defaultMessage: 'Lieferadressen' },
  caption: { id: 'deliveryAddresses.caption', defaultMessage: 'Ihre Lieferadressen' },
  add: { id: 'deliveryAddresses.add', defaultMessage: 'Neue Lieferadresse' },
  newTitle: { id: 'deliveryAddresses.new.title', defaultMessage: 'Neue Lieferadresse' },
  editTitle: { id: 'deliveryAddresses.edit.title', defaultMessage: 'Lieferadresse bearbeiten' },
  company: { id: 'deliveryAddresses.company', defaultMessage: 'Firma' },
  street: { id: 'deliveryAddresses.street', defaultMessage: 'Straße und Hausnummer' },
  zipCode: { id: 'deliveryAddresses.zipCode', defaultMessage: 'PLZ' },
  city: { id: 'deliveryAddresses.city', defaultMessage: 'Ort' },
  country: { id: 'deliveryAddresses.country', defaultMessage: 'Land' },
  contactPerson: { id: 'deliveryAddresses.contactPerson', defaultMessage: 'Ansprechpartner' },
  onSiteContact: { id: 'deliveryAddresses.onSiteContact', defaultMessage: 'Kontakt vor Ort' },
  deliveryInstructions: {
    id: 'deliveryAddresses.deliveryInstructions',
    defaultMessage: 'Lieferhinweise',
  },
  address: { id: 'deliveryAddresses.address', defaultMessage: 'Adresse' },
  contacts: { id: 'deliveryAddresses.contacts', defaultMessage: 'Kontakte' },
  actions: { id: 'deliveryAddresses.actions', defaultMessage: 'Aktionen' },
  edit: { id: 'deliveryAddresses.edit', defaultMessage: 'Bearbeiten' },
  editOf: { id: 'deliveryAddresses.editOf', defaultMessage: 'Lieferadresse {name} bearbeiten' },
  delete: { id: 'deliveryAddresses.delete', defaultMessage: 'Löschen' },
  deleteOf: { id: 'deliveryAddresses.deleteOf', defaultMessage: 'Lieferadresse {name} löschen' },
  deleteTitle: { id: 'deliveryAddresses.delete.title', defaultMessage: 'Lieferadresse löschen' },
  deleteQuestion: {
    id: 'deliveryAddresses.delete.question',
    defaultMessage: 'Möchten Sie die Lieferadresse {name} wirklich löschen?',
  },
  discardTitle: { id: 'deliveryAddresses.discard.title', defaultMessage: 'Änderungen verwerfen?' },
  discardText: {
    id: 'deliveryAddresses.discard.text',
    defaultMessage: 'Die Lieferadresse ist noch nicht gespeichert. Möchten Sie die Änderungen verwerfen?',
  },
  empty: { id: 'deliveryAddresses.empty', defaultMessage: 'Sie haben noch keine Lieferadresse.' },
  saved: { id: 'deliveryAddresses.saved', defaultMessage: 'Die Lieferadresse {name} ist gespeichert.' },
  deleted: { id: 'deliveryAddresses.deleted', defaultMessage: 'Die Lieferadresse {name} ist gelöscht.' },
  deleteFailed: {
    id: 'deliveryAddresses.deleteFailed',
    defaultMessage: 'Die Lieferadresse konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  inUse: {
    id: 'deliveryAddresses.inUse',
    defaultMessage:
      'Die Lieferadresse wird noch von laufenden Bestellungen oder im Warenkorb verwendet und kann erst danach gelöscht werden.',
  },
  loadFailed: {
    id: 'deliveryAddresses.loadFailed',
    defaultMessage: 'Die Lieferadressen konnten nicht geladen werden.',
  },
  required: { id: 'deliveryAddresses.required', defaultMessage: 'Pflichtfeld' },
  tooLong: { id: 'deliveryAddresses.tooLong', defaultMessage: 'Höchstens {max} Zeichen' },
  zipFormat: {
    id: 'deliveryAddresses.zipFormat',
    defaultMessage: 'Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.',
  },
  streetNumber: {
    id: 'deliveryAddresses.streetNumber',
    defaultMessage: 'Bitte geben Sie auch die Hausnummer an.',
  },
  unknownCountry: {
    id: 'deliveryAddresses.unknownCountry',
    defaultMessage: 'Dieses Land ist nicht möglich.',
  },
  search: { id: 'deliveryAddresses.search', defaultMessage: 'Adresse suchen' },
  searchHint: {
    id: 'deliveryAddresses.search.hint',
    defaultMessage: 'Wählen Sie einen Vorschlag, um die Felder auszufüllen, oder füllen Sie sie selbst aus.',
  },
  suggestions: { id: 'deliveryAddresses.suggestions', defaultMessage: 'Vorschläge' },
  countryDE: { id: 'deliveryAddresses.country.DE', defaultMessage: 'Deutschland' },
  countryAT: { id: 'deliveryAddresses.country.AT', defaultMessage: 'Österreich' },
  countryBE: { id: 'deliveryAddresses.country.BE', defaultMessage: 'Belgien' },
  countryNL: { id: 'deliveryAddresses.country.NL', defaultMessage: 'Niederlande' },
  countryCH: { id: 'deliveryAddresses.country.CH', defaultMessage: 'Schweiz' },
});

// Plain descriptors, so that messages with placeholders take their values.
export const deliveryAddressMessages: Record<keyof typeof defined, MessageDescriptor> = defined;
