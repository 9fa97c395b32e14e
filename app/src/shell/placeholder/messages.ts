import { defineMessages } from 'react-intl';

export const placeholderMessages = defineMessages({
  comingSoon: {
    id: 'placeholder.comingSoon',
    defaultMessage: 'Diese Seite wird in Kürze verfügbar sein.',
  },
});
