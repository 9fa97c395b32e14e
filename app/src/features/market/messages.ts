import { defineMessage, defineMessages } from 'react-intl';

/** Values of a message with placeholders. */
type MessageValues = Record<string, string | number>;

const marketPageMessagesPlain = defineMessages({
  fuelsTab: { id: 'market.tabs.fuels', defaultMessage: 'Kraftstoffe' },
  additivesTab: { id: 'market.tabs.additives', defaultMessage: 'Additive' },
  tabsLabel: { id: 'market.tabs.label', defaultMessage: 'Marktbereiche' },
  filtersLabel: { id: 'market.filters.label', defaultMessage: 'Angebote filtern' },
  product: { id: 'market.filters.product', defaultMessage: 'Produkt' },
  region: { id: 'market.filters.region', defaultMessage: 'Region' },
  terminal: { id: 'market.filters.terminal', defaultMessage: 'Terminal' },
  delivery: { id: 'market.filters.delivery', defaultMessage: 'Lieferung' },
  selfPickup: { id: 'market.filters.selfPickup', defaultMessage: 'Selbstabholung' },
  favourites: { id: 'market.filters.favourites', defaultMessage: 'Favoritenliste' },
  sort: { id: 'market.filters.sort', defaultMessage: 'Sortierung' },
  all: { id: 'market.filters.all', defaultMessage: 'Alle' },
  resetFilters: { id: 'market.filters.reset', defaultMessage: 'Filter zurücksetzen' },
  sortPriceAsc: { id: 'market.sort.priceAsc', defaultMessage: 'Preis aufsteigend' },
  sortPriceDesc: { id: 'market.sort.priceDesc', defaultMessage: 'Preis absteigend' },
  sortProduct: { id: 'market.sort.product', defaultMessage: 'Produkt A–Z' },
  sortTerminal: { id: 'market.sort.terminal', defaultMessage: 'Terminal A–Z' },
  sortSeller: { id: 'market.sort.seller', defaultMessage: 'Verkäufer A–Z' },
  sortAvailable: { id: 'market.sort.available', defaultMessage: 'Verfügbare Menge absteigend' },
  tableCaption: { id: 'market.table.caption', defaultMessage: 'Kraftstoffangebote' },
  columnProduct: { id: 'market.table.product', defaultMessage: 'Produkt' },
  columnTerminal: { id: 'market.table.terminal', defaultMessage: 'Terminal' },
  columnSeller: { id: 'market.table.seller', defaultMessage: 'Verkäufer' },
  columnPrice: { id: 'market.table.price', defaultMessage: 'Preis' },
  columnAvailable: { id: 'market.table.available', defaultMessage: 'Verfügbar' },
  columnQuantity: { id: 'market.table.quantity', defaultMessage: 'Menge und Bestellung' },
  priceUnit: { id: 'market.table.priceUnit', defaultMessage: 'je 100 L (15 °C)' },
  addToBasket: { id: 'market.table.addToBasket', defaultMessage: 'In den Warenkorb' },
  columnMore: { id: 'market.table.more', defaultMessage: 'Weitere Aktionen' },
  setTrigger: { id: 'market.table.setTrigger', defaultMessage: 'Preistrigger' },
  emptyOffers: { id: 'market.empty.offers', defaultMessage: 'Keine Angebote für diese Auswahl' },
  emptyOffersHint: {
    id: 'market.empty.offersHint',
    defaultMessage: 'Ändern Sie die Filter oder schauen Sie im nächsten Marktfenster wieder vorbei.',
  },
  noSellers: { id: 'market.empty.noSellers', defaultMessage: 'Sie sind noch mit keinem Verkäufer verbunden' },
  noSellersHint: {
    id: 'market.empty.noSellersHint',
    defaultMessage: 'Angebote sehen Sie, sobald ein Verkäufer Ihre Anfrage freigegeben hat.',
  },
  toSellerManagement: { id: 'market.empty.toSellerManagement', defaultMessage: 'Zum Verkäufer-Management' },
  retry: { id: 'market.error.retry', defaultMessage: 'Erneut laden' },
  noLivePrices: {
    id: 'market.offers.noLivePrices',
    defaultMessage:
      'Keine Live-Preisdaten verfügbar. Angebote von Verkäufern mit Preis-Engine werden deshalb gerade nicht angezeigt.',
  },
  readOnlyRole: {
    id: 'market.readOnly.role',
    defaultMessage:
      'Sie können die Angebote ansehen, aber nicht bestellen: Ihrem Benutzer fehlt das Einkaufsrecht. Ihr Team-Administrator kann es vergeben.',
  },
  readOnlyBrand: {
    id: 'market.readOnly.brand',
    defaultMessage:
      'Der Einkauf ist auf dieser Plattform derzeit deaktiviert. Sie können die Angebote ansehen.',
  },
});

/** Messages with placeholders (typed for their values). */
const marketPageMessagesWithValues = {
  litres: defineMessage<MessageValues>({ id: 'market.table.litres', defaultMessage: '{volume} L' }),
  quantityLabel: defineMessage<MessageValues>({
    id: 'market.table.quantityLabel',
    defaultMessage: 'Menge in Litern: {product}, {terminal}, {seller}',
  }),
  addToBasketLabel: defineMessage<MessageValues>({
    id: 'market.table.addToBasketLabel',
    defaultMessage: 'In den Warenkorb: {product}, {terminal}, {seller}',
  }),
  setTriggerLabel: defineMessage<MessageValues>({
    id: 'market.table.setTriggerLabel',
    defaultMessage: 'Preistrigger setzen: {product}, {terminal}, {seller}',
  }),
  added: defineMessage<MessageValues>({
    id: 'market.basket.added',
    defaultMessage: '{product} ({volume} L) liegt im Warenkorb.',
  }),
  loadFailed: defineMessage<MessageValues>({
    id: 'market.error.loadFailed',
    defaultMessage: 'Die Angebote konnten nicht geladen werden (Status {status}).',
  }),
};

export const marketPageMessages = { ...marketPageMessagesPlain, ...marketPageMessagesWithValues };
