import { defineMessages, type MessageDescriptor } from 'react-intl';

// What the routes, the layouts' footer and cookie banner need of the legal pages: loaded with every
// page, so it stays this small (the texts come with the pages, documents.ts).

/** The legal documents every brand publishes (spec §2: privacy policy, terms, legal notice) [B4]. */
export const legalDocuments = ['legalNotice', 'privacy', 'terms'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

/** Where each document lives in the app; public, like the login (no session needed). */
export const legalPaths = {
  legalNotice: '/impressum',
  privacy: '/datenschutz',
  terms: '/nutzungsbedingungen',
} as const satisfies Record<LegalDocument, string>;

/** The legal pages' titles, in the footer's words. */
const legalTitles = defineMessages({
  legalNotice: { id: 'legal.title.legalNotice', defaultMessage: 'Impressum' },
  privacy: { id: 'legal.title.privacy', defaultMessage: 'Datenschutzerklärung' },
  terms: { id: 'legal.title.terms', defaultMessage: 'Nutzungsbedingungen (AGB)' },
});

export const legalTitle = (document: LegalDocument): MessageDescriptor => legalTitles[document];
