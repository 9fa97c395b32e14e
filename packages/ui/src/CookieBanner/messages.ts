import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  region: { id: 'ui.cookieBanner.region', defaultMessage: 'Cookie-Hinweis' },
  text: {
    id: 'ui.cookieBanner.text',
    defaultMessage:
      'Wir verwenden notwendige Cookies für den Betrieb der Plattform und – mit Ihrer Zustimmung – Analyse-Cookies, um sie zu verbessern.',
  },
  privacy: { id: 'ui.cookieBanner.privacy', defaultMessage: 'Datenschutzerklärung' },
  accept: { id: 'ui.cookieBanner.accept', defaultMessage: 'Alle akzeptieren' },
  decline: { id: 'ui.cookieBanner.decline', defaultMessage: 'Ablehnen' },
  settings: { id: 'ui.cookieBanner.settings', defaultMessage: 'Einstellungen' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const cookieBannerMessages = { de, 'de-CH': { ...de } };
