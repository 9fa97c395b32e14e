import { defineMessages, type MessageDescriptor } from 'react-intl';

export const helpCenterMessages = defineMessages({
  title: { id: 'helpCenter.title', defaultMessage: 'Hilfe-Center' },
  faq: { id: 'helpCenter.panel.faq', defaultMessage: 'Häufige Fragen' },
  glossary: { id: 'helpCenter.panel.glossary', defaultMessage: 'Glossar' },
  documents: { id: 'helpCenter.panel.documents', defaultMessage: 'Dokumente' },
  userGuide: { id: 'helpCenter.panel.userGuide', defaultMessage: 'Benutzerhandbuch' },
  search: { id: 'helpCenter.panel.search', defaultMessage: 'Suche' },
  panels: { id: 'helpCenter.panels', defaultMessage: 'Bereiche des Hilfe-Centers' },
});

/** The help centre's panels (spec §2: FAQ, glossary, documents, user guide, search) by URL segment. */
export const helpCenterPanels = {
  faq: helpCenterMessages.faq,
  glossar: helpCenterMessages.glossary,
  dokumente: helpCenterMessages.documents,
  benutzerhandbuch: helpCenterMessages.userGuide,
  suche: helpCenterMessages.search,
} as const satisfies Record<string, MessageDescriptor>;

export type HelpCenterPanel = keyof typeof helpCenterPanels;

/** The page title follows the panel; without (or with an unknown) panel it is the help centre's [R6]. */
export function helpCenterTitle(params: Record<string, string | undefined>): MessageDescriptor {
  const panel = params.panel;
  if (panel && panel in helpCenterPanels) return helpCenterPanels[panel as HelpCenterPanel];
  return helpCenterMessages.title;
}

/** The class the help centre puts on `<body>` while it is open [R6]. */
export const helpCenterBodyClass = 'help-center';
