import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  title: { id: 'ui.cookieSettings.title', defaultMessage: 'Cookie-Einstellungen' },
  intro: {
    id: 'ui.cookieSettings.intro',
    defaultMessage: 'Wählen Sie, welche Cookies wir verwenden dürfen. Ihre Auswahl gilt 30 Tage.',
  },
  necessary: { id: 'ui.cookieSettings.necessary', defaultMessage: 'Notwendige Cookies' },
  necessaryDescription: {
    id: 'ui.cookieSettings.necessaryDescription',
    defaultMessage: 'Für Anmeldung und Sicherheit der Plattform erforderlich. Immer aktiv.',
  },
  analytical: { id: 'ui.cookieSettings.analytical', defaultMessage: 'Analyse-Cookies' },
  analyticalDescription: {
    id: 'ui.cookieSettings.analyticalDescription',
    defaultMessage: 'Helfen uns zu verstehen, wie die Plattform genutzt wird.',
  },
  confirm: { id: 'ui.cookieSettings.confirm', defaultMessage: 'Auswahl bestätigen' },
  close: { id: 'ui.cookieSettings.close', defaultMessage: 'Schließen' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

// de-CH: "Schliessen" comes from the catalogue's Swiss spelling (ui/src/messages).
export const cookieSettingsMessages = { de, 'de-CH': { ...de } };
