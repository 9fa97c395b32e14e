import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  contact: { id: 'ui.footer.contact', defaultMessage: 'Kontakt' },
  legal: { id: 'ui.footer.legal', defaultMessage: 'Rechtliches' },
  terms: { id: 'ui.footer.terms', defaultMessage: 'AGB' },
  privacy: { id: 'ui.footer.privacy', defaultMessage: 'Datenschutz' },
  legalNotice: { id: 'ui.footer.legalNotice', defaultMessage: 'Impressum' },
  phone: { id: 'ui.footer.phone', defaultMessage: 'Telefon' },
  email: { id: 'ui.footer.email', defaultMessage: 'E-Mail' },
  poweredBy: { id: 'ui.footer.poweredBy', defaultMessage: 'Powered by fuelmarket' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const footerMessages = { de, 'de-CH': { ...de } };
