import { defineMessages, type MessageDescriptor } from 'react-intl';

// The page's texts, loaded with the page (panels.ts holds what the route needs for its title).
const pageDescriptors = defineMessages({
  intro: {
    id: 'helpCenter.intro',
    defaultMessage:
      'Antworten auf häufige Fragen, Begriffe des Handels, die Dokumente der Plattform und das Benutzerhandbuch. Suchen Sie Terminals, Produkte und Additive direkt hier.',
  },
  searchLabel: { id: 'helpCenter.search.label', defaultMessage: 'Terminals, Produkte und Additive suchen' },
  searchHint: {
    id: 'helpCenter.search.hint',
    defaultMessage: 'Name, Ort, Region oder Produktart, mindestens {min} Zeichen',
  },
  searchCount: {
    id: 'helpCenter.search.count',
    defaultMessage: '{count, plural, =0 {Keine Treffer} one {1 Treffer} other {# Treffer}} für „{query}“',
  },
  noHits: { id: 'helpCenter.search.noHits', defaultMessage: 'Nichts gefunden' },
  noHitsHint: {
    id: 'helpCenter.search.noHitsHint',
    defaultMessage: 'Prüfen Sie die Schreibweise oder suchen Sie nach einem Ort oder einer Produktart.',
  },
  terminals: { id: 'helpCenter.search.terminals', defaultMessage: 'Terminals' },
  products: { id: 'helpCenter.search.products', defaultMessage: 'Produkte' },
  additives: { id: 'helpCenter.search.additives', defaultMessage: 'Additive' },
  documentsIntro: {
    id: 'helpCenter.documents.intro',
    defaultMessage: 'Die rechtlichen Dokumente der Plattform und das Benutzerhandbuch zum Herunterladen.',
  },
  onWebsite: {
    id: 'helpCenter.documents.onWebsite',
    defaultMessage: '{title} auf der Website von {company}',
  },
  userGuideIntro: {
    id: 'helpCenter.userGuide.intro',
    defaultMessage:
      'Das Benutzerhandbuch erklärt Schritt für Schritt die Anmeldung, den Handelsplatz, den Warenkorb, Bestellungen, Statistik und die Verwaltung Ihres Teams.',
  },
  userGuideDownload: {
    id: 'helpCenter.userGuide.download',
    defaultMessage: 'Benutzerhandbuch öffnen (PDF)',
  },
  personalHelp: { id: 'helpCenter.widget.heading', defaultMessage: 'Persönliche Hilfe' },
  widgetNoConsent: {
    id: 'helpCenter.widget.noConsent',
    defaultMessage:
      'Der Hilfe-Chat unseres Feedback-Dienstes setzt eigene Cookies. Er wird erst geladen, wenn Sie in den Cookie-Einstellungen zustimmen.',
  },
  widgetLoading: { id: 'helpCenter.widget.loading', defaultMessage: 'Der Hilfe-Chat wird geladen …' },
  widgetOpen: { id: 'helpCenter.widget.open', defaultMessage: 'Hilfe-Chat öffnen' },
  widgetUnavailable: {
    id: 'helpCenter.widget.unavailable',
    defaultMessage: 'Der Hilfe-Chat ist gerade nicht erreichbar.',
  },
  contactLink: { id: 'helpCenter.widget.contact', defaultMessage: 'Zum Kontaktformular' },
});

/** Plain descriptors, so that messages with placeholders take their values. */
export const helpCenterPageMessages: Record<keyof typeof pageDescriptors, MessageDescriptor> =
  pageDescriptors;
