import { defineMessages } from 'react-intl';

export const marketMessages = defineMessages({
  countdownLabel: { id: 'market.window.countdownLabel', defaultMessage: 'Marktfenster endet in' },
  refreshing: { id: 'market.window.refreshing', defaultMessage: 'Neues Marktfenster wird geladen …' },
  unavailable: {
    id: 'market.window.unavailable',
    defaultMessage: 'Der Markt ist gerade nicht verfügbar. Neuer Versuch in wenigen Sekunden.',
  },
  noLivePrices: {
    id: 'market.window.noLivePrices',
    defaultMessage:
      'Keine Live-Preisdaten: Angebote von Verkäufern mit Preis-Engine können nicht angezeigt werden.',
  },
  changeHeading: { id: 'market.window.changeHeading', defaultMessage: 'Veränderung' },
  changeLabel: {
    id: 'market.window.changeLabel',
    defaultMessage: 'Veränderung der ICE-Kurse gegenüber dem letzten Marktfenster',
  },
});
