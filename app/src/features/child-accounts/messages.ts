import { defineMessages } from 'react-intl';

export const childAccountMessages = defineMessages({
  label: { id: 'childAccounts.selector.label', defaultMessage: 'Angebote ansehen als' },
  ownAccount: { id: 'childAccounts.selector.own', defaultMessage: 'Eigenes Konto' },
  loadFailed: {
    id: 'childAccounts.selector.loadFailed',
    defaultMessage: 'Die Gesellschafter konnten nicht geladen werden.',
  },
});
