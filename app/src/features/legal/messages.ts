import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The brand's company contact block [B4]. */
export const companyMessages = defineMessages({
  heading: { id: 'legal.company.heading', defaultMessage: 'So erreichen Sie uns' },
  address: { id: 'legal.company.address', defaultMessage: 'Anschrift' },
  phone: { id: 'legal.company.phone', defaultMessage: 'Telefon' },
  email: { id: 'legal.company.email', defaultMessage: 'E-Mail' },
  website: { id: 'legal.company.website', defaultMessage: 'Website' },
  info: { id: 'legal.company.info', defaultMessage: 'Allgemeine Anfragen' },
  support: { id: 'legal.company.support', defaultMessage: 'Kundenservice' },
});

const legalDescriptors = defineMessages({
  canonical: {
    id: 'legal.canonical',
    defaultMessage: 'Die jeweils gültige Fassung finden Sie auch auf unserer Website: {link}',
  },
  // Legal notice
  noticeProvider: { id: 'legal.notice.provider', defaultMessage: 'Angaben zum Anbieter' },
  noticeProviderText: {
    id: 'legal.notice.providerText',
    defaultMessage: 'Diese Plattform wird betrieben von {company}, {headline}.',
  },
  noticeContact: { id: 'legal.notice.contact', defaultMessage: 'Kontakt' },
  noticeResponsible: {
    id: 'legal.notice.responsible',
    defaultMessage: 'Verantwortlich für den Inhalt',
  },
  noticeResponsibleText: {
    id: 'legal.notice.responsibleText',
    defaultMessage: 'Verantwortlich für den Inhalt dieser Plattform ist die Geschäftsleitung der {company}.',
  },
  noticeLiability: { id: 'legal.notice.liability', defaultMessage: 'Haftung für Inhalte' },
  noticeLiabilityText: {
    id: 'legal.notice.liabilityText',
    defaultMessage:
      'Angebote und Preise auf der Plattform stammen von den jeweiligen Verkäufern. {company} prüft die Inhalte sorgfältig, übernimmt für Inhalte Dritter jedoch keine Gewähr.',
  },
  // Privacy policy
  privacyController: { id: 'legal.privacy.controller', defaultMessage: 'Verantwortliche Stelle' },
  privacyControllerText: {
    id: 'legal.privacy.controllerText',
    defaultMessage:
      'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Plattform ist {company}, {street}, {zipCode} {city}, {country}.',
  },
  privacyData: { id: 'legal.privacy.data', defaultMessage: 'Welche Daten wir verarbeiten' },
  privacyDataText: {
    id: 'legal.privacy.dataText',
    defaultMessage:
      'Wir verarbeiten die Daten Ihres Benutzerkontos (Name, E-Mail-Adresse, Telefonnummer, Unternehmen), die Daten Ihrer Bestellungen und Angebote sowie die Nachrichten, die Sie uns über das Kontaktformular senden, ausschließlich zur Abwicklung des Handels auf der Plattform.',
  },
  privacyCookies: { id: 'legal.privacy.cookies', defaultMessage: 'Cookies und Analyse' },
  privacyCookiesText: {
    id: 'legal.privacy.cookiesText',
    defaultMessage:
      'Notwendige Cookies halten Ihre Anmeldung und Ihre Cookie-Auswahl (30 Tage). Analyse-Cookies und das Hilfe-Widget setzen wir nur, wenn Sie in den Cookie-Einstellungen zugestimmt haben; Ihre Auswahl können Sie jederzeit ändern.',
  },
  privacyRights: { id: 'legal.privacy.rights', defaultMessage: 'Ihre Rechte' },
  privacyRightsText: {
    id: 'legal.privacy.rightsText',
    defaultMessage:
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten. Wenden Sie sich dazu an {email}.',
  },
  // Terms
  termsScope: { id: 'legal.terms.scope', defaultMessage: 'Geltungsbereich' },
  termsScopeText: {
    id: 'legal.terms.scopeText',
    defaultMessage:
      'Diese Bedingungen gelten für die Nutzung der Handelsplattform {platform} der {company} durch Unternehmen; sie richtet sich nicht an Verbraucher.',
  },
  termsContracts: { id: 'legal.terms.contracts', defaultMessage: 'Vertragsschluss' },
  termsContractsText: {
    id: 'legal.terms.contractsText',
    defaultMessage:
      'Kaufverträge kommen ausschließlich zwischen Käufer und Verkäufer zustande. {company} stellt die Plattform bereit und wird nicht Vertragspartei.',
  },
  termsPrices: { id: 'legal.terms.prices', defaultMessage: 'Preise und Reservierung' },
  termsPricesText: {
    id: 'legal.terms.pricesText',
    defaultMessage:
      'Preise gelten für das jeweilige Marktfenster. Ein in den Warenkorb gelegter Preis ist für die angezeigte Zeit reserviert; eine verbindliche Bestellung kann nicht widerrufen werden.',
  },
  termsAccess: { id: 'legal.terms.access', defaultMessage: 'Zugang' },
  termsAccessText: {
    id: 'legal.terms.accessText',
    defaultMessage:
      'Zugangsdaten sind vertraulich zu behandeln. Bei Verdacht auf Missbrauch wenden Sie sich umgehend an {email}.',
  },
});

/** Plain descriptors, so that the texts take the brand's values. */
export const legalMessages: Record<keyof typeof legalDescriptors, MessageDescriptor> = legalDescriptors;
