import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The frame of a form (FormDialog): its buttons and the question before entries are lost. */
export const formDialogMessages = defineMessages({
  cancel: { id: 'formDialog.cancel', defaultMessage: 'Abbrechen' },
  save: { id: 'formDialog.save', defaultMessage: 'Speichern' },
  rejected: { id: 'formDialog.rejected', defaultMessage: 'Der Server hat die Eingaben abgelehnt.' },
  discardTitle: { id: 'formDialog.discardTitle', defaultMessage: 'Änderungen verwerfen?' },
  discardText: {
    id: 'formDialog.discardText',
    defaultMessage: 'Ihre Eingaben sind noch nicht gespeichert und gehen verloren.',
  },
  discard: { id: 'formDialog.discard', defaultMessage: 'Verwerfen' },
  keepEditing: { id: 'formDialog.keepEditing', defaultMessage: 'Weiter bearbeiten' },
});

const formProblemDescriptors = defineMessages({
  required: { id: 'form.problem.required', defaultMessage: 'Bitte ausfüllen.' },
  tooLong: { id: 'form.problem.tooLong', defaultMessage: 'Höchstens {max} Zeichen.' },
  email: { id: 'form.problem.email', defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  invalid: { id: 'form.problem.invalid', defaultMessage: 'Dieser Wert ist ungültig.' },
  tooManyDigits: { id: 'form.problem.tooManyDigits', defaultMessage: 'Der Wert hat zu viele Stellen.' },
  forbidden: {
    id: 'form.problem.forbidden',
    defaultMessage: 'Dafür fehlt Ihnen die Berechtigung (Status 403).',
  },
  gone: {
    id: 'form.problem.gone',
    defaultMessage:
      'Diesen Eintrag gibt es nicht (mehr) (Status 404). Die Liste zeigt jetzt den aktuellen Stand.',
  },
  failed: {
    id: 'form.problem.failed',
    defaultMessage: 'Das Speichern ist fehlgeschlagen (Status {status}). Bitte versuchen Sie es erneut.',
  },
});

/** What a field or a refused save says, in one wording for every form. */
export const formProblemMessages: Record<keyof typeof formProblemDescriptors, MessageDescriptor> =
  formProblemDescriptors;
