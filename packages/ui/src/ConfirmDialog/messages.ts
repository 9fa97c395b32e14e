import { defineMessages } from 'react-intl';

export const confirmDialogMessages = defineMessages({
  cancel: { id: 'ui.confirmDialog.cancel', defaultMessage: 'Abbrechen' },
  confirm: { id: 'ui.confirmDialog.confirm', defaultMessage: 'Bestätigen' },
});

const de: Record<string, string> = Object.fromEntries(
  Object.values(confirmDialogMessages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const confirmDialogCatalogue = { de, 'de-CH': { ...de } };
