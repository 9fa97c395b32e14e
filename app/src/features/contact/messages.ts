import { defineMessages, type MessageDescriptor } from 'react-intl';

const descriptors = defineMessages({
  heading: { id: 'contact.heading', defaultMessage: 'Kontakt' },
  intro: {
    id: 'contact.intro',
    defaultMessage:
      'Sie haben eine Frage zur Plattform, zu einer Bestellung oder zu Ihrem Zugang? Schreiben Sie uns, unser Kundenservice meldet sich bei Ihnen.',
  },
  form: { id: 'contact.form', defaultMessage: 'Kontaktformular' },
  name: { id: 'contact.name', defaultMessage: 'Name' },
  email: { id: 'contact.email', defaultMessage: 'E-Mail' },
  phone: { id: 'contact.phone', defaultMessage: 'Telefon (optional)' },
  subject: { id: 'contact.subject', defaultMessage: 'Betreff' },
  message: { id: 'contact.message', defaultMessage: 'Ihre Nachricht' },
  send: { id: 'contact.send', defaultMessage: 'Nachricht senden' },
  /** [M2] warning to fill in */
  incomplete: {
    id: 'contact.incomplete',
    defaultMessage: 'Bitte füllen Sie alle Pflichtfelder aus.',
  },
  /** [M2] error sending */
  sendFailed: {
    id: 'contact.sendFailed',
    defaultMessage:
      'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
  },
  rateLimited: {
    id: 'contact.rateLimited',
    defaultMessage:
      'Sie haben in kurzer Zeit viele Nachrichten gesendet. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
  },
  /** [M2] success */
  sent: { id: 'contact.sent', defaultMessage: 'Ihre Nachricht wurde gesendet.' },
  sentDetail: {
    id: 'contact.sentDetail',
    defaultMessage: 'Vielen Dank! Unser Kundenservice antwortet Ihnen an {email}.',
  },
});

/** Plain descriptors, so that messages with placeholders take their values. */
export const contactMessages: Record<keyof typeof descriptors, MessageDescriptor> = descriptors;
