import { defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  openSettings: { id: 'consent.openSettings', defaultMessage: 'Cookie-Einstellungen' },
});
