/** The mail the contact form sends to the platform brand's support contact (spec §1, §8 M2). */
import type { components } from '@fuelmarket/api-client';
import type { Mail } from '../../mail/outbox.js';
import type { AuthContext } from '../auth/types.js';

type ContactMessage = components['schemas']['ContactMessage'];

/** A single line: line breaks (and other control characters) in a mail subject become spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * The mail to the support address: the sender's entries, and who sent it as the session knows them
 * (user, username, company), so support can answer whatever the form said.
 */
export function contactMail(to: string, message: ContactMessage, sender: AuthContext): Mail {
  const lines = [
    'Neue Nachricht über das Kontaktformular',
    '',
    `Name: ${oneLine(message.name)}`,
    `E-Mail: ${oneLine(message.email)}`,
    ...(message.phone?.trim() ? [`Telefon: ${oneLine(message.phone)}`] : []),
    `Betreff: ${oneLine(message.subject)}`,
    '',
    message.message.trim(),
    '',
    '--',
    `Angemeldeter Benutzer: ${sender.firstName} ${sender.lastName} <${sender.email}> (${sender.username}, ${sender.userId})`,
    `Unternehmen: ${sender.account.name} (${sender.account.id}, ${sender.account.type})`,
  ];
  return { to, subject: `Kontaktformular: ${oneLine(message.subject)}`, text: `${lines.join('\n')}\n` };
}
