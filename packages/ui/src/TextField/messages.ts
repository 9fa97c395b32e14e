import { defineMessages } from 'react-intl';

/** Validation texts of form fields (spec §5: "required" and "email_format_required"). */
export const validationMessages = defineMessages({
  required: { id: 'ui.validation.required', defaultMessage: 'Pflichtfeld' },
  email_format_required: {
    id: 'ui.validation.email_format_required',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  positive_required: {
    id: 'ui.validation.positive_required',
    defaultMessage: 'Bitte geben Sie einen Wert größer als 0 ein.',
  },
  negative_required: {
    id: 'ui.validation.negative_required',
    defaultMessage: 'Bitte geben Sie einen negativen Wert ein.',
  },
  number_format_required: {
    id: 'ui.validation.number_format_required',
    defaultMessage: 'Bitte geben Sie eine gültige Zahl ein.',
  },
});

const de: Record<string, string> = Object.fromEntries(
  Object.values(validationMessages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const validationCatalogue = { de, 'de-CH': { ...de } };
