import type { Schemas } from '@fuelmarket/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const masterDataMessagesDescriptors = defineMessages({
  tab: { id: 'operator.tab.masterData', defaultMessage: 'Stammdaten' },
  failed: {
    id: 'operator.masterData.failed',
    defaultMessage: 'Die Stammdaten konnten nicht geladen werden (Status {status}).',
  },
  edit: { id: 'operator.masterData.edit', defaultMessage: 'Bearbeiten' },
  delete: { id: 'operator.masterData.delete', defaultMessage: 'Löschen' },
  cannotDelete: {
    id: 'operator.masterData.cannotDelete',
    defaultMessage: 'Löschen nicht möglich: wird verwendet (Angebote, Bestellungen oder Einstellungen).',
  },
  regionHasTerminals: {
    id: 'operator.masterData.regionHasTerminals',
    defaultMessage: 'Löschen nicht möglich: Die Region hat Terminals.',
  },
  deleteRefused: { id: 'operator.masterData.deleteRefused', defaultMessage: '{name} wurde nicht gelöscht' },

  products: { id: 'operator.products.heading', defaultMessage: 'Produkte' },
  productsIntro: {
    id: 'operator.products.intro',
    defaultMessage: 'Der Produktkatalog gilt für alle Plattformen. Die Dichte rechnet Liter in Kilogramm um.',
  },
  productsList: { id: 'operator.products.list', defaultMessage: 'Produkte im Katalog' },
  noProducts: { id: 'operator.products.empty', defaultMessage: 'Der Katalog hat noch keine Produkte.' },
  createProduct: { id: 'operator.products.create', defaultMessage: 'Produkt anlegen' },
  editProduct: { id: 'operator.products.edit', defaultMessage: 'Produkt bearbeiten' },
  editProductLabel: { id: 'operator.products.editLabel', defaultMessage: '{name} bearbeiten' },
  productName: { id: 'operator.products.name', defaultMessage: 'Produktname' },
  productType: { id: 'operator.products.type', defaultMessage: 'Art' },
  category: { id: 'operator.products.category', defaultMessage: 'Kategorie' },
  categoryHint: {
    id: 'operator.products.categoryHint',
    defaultMessage:
      'Die Kategorie bestimmt die Reihenfolge im Marktplatz; sie lässt sich später nicht ändern.',
  },
  density: { id: 'operator.products.density', defaultMessage: 'Dichte' },
  densityHint: {
    id: 'operator.products.densityHint',
    defaultMessage: 'In kg/l, von 0,5000 bis 1,2000, höchstens vier Nachkommastellen.',
  },
  densityValue: { id: 'operator.products.densityValue', defaultMessage: 'Dichte {density} kg/l' },
  productCreated: { id: 'operator.products.created', defaultMessage: 'Das Produkt {name} ist angelegt.' },
  productSaved: { id: 'operator.products.saved', defaultMessage: 'Das Produkt {name} ist gespeichert.' },
  inUse: { id: 'operator.masterData.inUse', defaultMessage: 'In Verwendung' },

  regions: { id: 'operator.regions.heading', defaultMessage: 'Regionen und Terminals' },
  regionsIntro: {
    id: 'operator.regions.intro',
    defaultMessage:
      'Die Regionen dieser Plattform mit ihren Terminals. Was noch verwendet wird, lässt sich nicht löschen.',
  },
  regionsList: { id: 'operator.regions.list', defaultMessage: 'Regionen der Plattform' },
  noRegions: { id: 'operator.regions.empty', defaultMessage: 'Die Plattform hat noch keine Regionen.' },
  createRegion: { id: 'operator.regions.create', defaultMessage: 'Region anlegen' },
  editRegion: { id: 'operator.regions.edit', defaultMessage: 'Region bearbeiten' },
  editRegionLabel: { id: 'operator.regions.editLabel', defaultMessage: 'Region {name} bearbeiten' },
  deleteRegionLabel: { id: 'operator.regions.deleteLabel', defaultMessage: 'Region {name} löschen' },
  deleteRegionTitle: { id: 'operator.regions.deleteTitle', defaultMessage: 'Region löschen?' },
  deleteRegionText: {
    id: 'operator.regions.deleteText',
    defaultMessage: 'Die Region {name} wird gelöscht. Das lässt sich nicht rückgängig machen.',
  },
  regionName: { id: 'operator.regions.name', defaultMessage: 'Name der Region' },
  sort: { id: 'operator.regions.sort', defaultMessage: 'Reihenfolge (optional)' },
  sortHint: {
    id: 'operator.regions.sortHint',
    defaultMessage: 'Kleinere Zahlen stehen weiter oben; ohne Angabe kommt eine neue Region ans Ende.',
  },
  sortValue: { id: 'operator.regions.sortValue', defaultMessage: 'Reihenfolge {sort}' },
  regionCreated: { id: 'operator.regions.created', defaultMessage: 'Die Region {name} ist angelegt.' },
  regionSaved: { id: 'operator.regions.saved', defaultMessage: 'Die Region {name} ist gespeichert.' },
  regionDeleted: { id: 'operator.regions.deleted', defaultMessage: 'Die Region {name} ist gelöscht.' },

  terminalsOf: { id: 'operator.terminals.of', defaultMessage: 'Terminals der Region {name}' },
  noTerminals: { id: 'operator.terminals.empty', defaultMessage: 'Noch keine Terminals.' },
  createTerminal: { id: 'operator.terminals.create', defaultMessage: 'Terminal anlegen' },
  createTerminalLabel: {
    id: 'operator.terminals.createLabel',
    defaultMessage: 'Terminal anlegen in der Region {name}',
  },
  editTerminal: { id: 'operator.terminals.edit', defaultMessage: 'Terminal bearbeiten' },
  editTerminalLabel: { id: 'operator.terminals.editLabel', defaultMessage: 'Terminal {name} bearbeiten' },
  deleteTerminalLabel: { id: 'operator.terminals.deleteLabel', defaultMessage: 'Terminal {name} löschen' },
  deleteTerminalTitle: { id: 'operator.terminals.deleteTitle', defaultMessage: 'Terminal löschen?' },
  deleteTerminalText: {
    id: 'operator.terminals.deleteText',
    defaultMessage: 'Das Terminal {name} wird gelöscht. Das lässt sich nicht rückgängig machen.',
  },
  terminalName: { id: 'operator.terminals.name', defaultMessage: 'Name des Terminals' },
  city: { id: 'operator.terminals.city', defaultMessage: 'Ort' },
  country: { id: 'operator.terminals.country', defaultMessage: 'Land' },
  region: { id: 'operator.terminals.region', defaultMessage: 'Region' },
  terminalCreated: { id: 'operator.terminals.created', defaultMessage: 'Das Terminal {name} ist angelegt.' },
  terminalSaved: { id: 'operator.terminals.saved', defaultMessage: 'Das Terminal {name} ist gespeichert.' },
  terminalDeleted: { id: 'operator.terminals.deleted', defaultMessage: 'Das Terminal {name} ist gelöscht.' },
});
export const masterDataMessages: Record<keyof typeof masterDataMessagesDescriptors, MessageDescriptor> =
  masterDataMessagesDescriptors;

/** The product categories (their names are German already; the label says it for screen readers too). */
export const categoryMessages = defineMessages({
  Heizöl: { id: 'operator.category.heatingOil', defaultMessage: 'Heizöl' },
  Diesel: { id: 'operator.category.diesel', defaultMessage: 'Diesel' },
  Benzin: { id: 'operator.category.petrol', defaultMessage: 'Benzin' },
  Additiv: { id: 'operator.category.additive', defaultMessage: 'Additiv' },
}) satisfies Record<Schemas['ProductCategory'], MessageDescriptor>;
