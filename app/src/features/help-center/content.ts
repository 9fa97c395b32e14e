import { defineMessages, type MessageDescriptor } from 'react-intl';

/** A question and its answer. */
export interface FaqEntry {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

/** A glossary term and its explanation. */
export interface GlossaryEntry {
  term: MessageDescriptor;
  definition: MessageDescriptor;
}

const faq = defineMessages({
  marketQ: { id: 'helpCenter.faq.market.q', defaultMessage: 'Wann kann ich auf dem Handelsplatz kaufen?' },
  marketA: {
    id: 'helpCenter.faq.market.a',
    defaultMessage:
      'Gehandelt wird in Marktfenstern. Solange ein Marktfenster offen ist, sehen Sie die Angebote der Verkäufer, mit denen Sie verbunden sind, und können bestellen. Der Countdown oben zeigt, wie lange das aktuelle Fenster noch läuft.',
  },
  reserveQ: { id: 'helpCenter.faq.reserve.q', defaultMessage: 'Wie lange gilt ein Preis im Warenkorb?' },
  reserveA: {
    id: 'helpCenter.faq.reserve.a',
    defaultMessage:
      'Legen Sie ein Angebot in den Warenkorb, wird der Preis für die angezeigte Zeit reserviert. Läuft sie ab, aktualisieren Sie die Preise und bestellen danach verbindlich.',
  },
  sellerQ: {
    id: 'helpCenter.faq.seller.q',
    defaultMessage: 'Wie erhalte ich Angebote eines weiteren Verkäufers?',
  },
  sellerA: {
    id: 'helpCenter.faq.seller.a',
    defaultMessage:
      'Fragen Sie den Verkäufer im Verkäufer-Management an. Sobald er die Anfrage freigibt und Kreditlimit und Zahlungsziele festlegt, sehen Sie seine Angebote.',
  },
  orderQ: { id: 'helpCenter.faq.order.q', defaultMessage: 'Kann ich eine Bestellung stornieren?' },
  orderA: {
    id: 'helpCenter.faq.order.a',
    defaultMessage:
      'Eine verbindliche Bestellung kann nicht widerrufen werden. Wenden Sie sich bei Fragen direkt an den Verkäufer oder über das Kontaktformular an uns.',
  },
  passwordQ: {
    id: 'helpCenter.faq.password.q',
    defaultMessage: 'Ich habe mein Passwort vergessen. Was nun?',
  },
  passwordA: {
    id: 'helpCenter.faq.password.a',
    defaultMessage:
      'Über „Passwort vergessen“ auf der Anmeldeseite erhalten Sie einen Link, mit dem Sie ein neues Passwort setzen. Nach fünf Fehlversuchen wird Ihr Zugang gesperrt; auch dann hilft ein neues Passwort.',
  },
  teamQ: { id: 'helpCenter.faq.team.q', defaultMessage: 'Wie lege ich Kolleginnen und Kollegen an?' },
  teamA: {
    id: 'helpCenter.faq.team.a',
    defaultMessage:
      'Der Team-Administrator Ihres Unternehmens legt unter Profil › Team neue Benutzer an und vergibt die Kaufberechtigung.',
  },
});

/** The frequently asked questions, in order. */
export const faqEntries: readonly FaqEntry[] = [
  { question: faq.marketQ, answer: faq.marketA },
  { question: faq.reserveQ, answer: faq.reserveA },
  { question: faq.sellerQ, answer: faq.sellerA },
  { question: faq.orderQ, answer: faq.orderA },
  { question: faq.passwordQ, answer: faq.passwordA },
  { question: faq.teamQ, answer: faq.teamA },
];

const glossary = defineMessages({
  windowT: { id: 'helpCenter.glossary.window.t', defaultMessage: 'Marktfenster' },
  windowD: {
    id: 'helpCenter.glossary.window.d',
    defaultMessage:
      'Der Zeitraum, in dem Angebote gelten und bestellt werden kann; danach beginnt ein neues.',
  },
  liveT: { id: 'helpCenter.glossary.live.t', defaultMessage: 'Live-Preis' },
  liveD: {
    id: 'helpCenter.glossary.live.d',
    defaultMessage:
      'Ein Preis, der der ICE-Gasoil-Notierung und dem Wechselkurs folgt. Ist die Notierung älter als zwei Minuten, werden Live-Preise nicht angezeigt.',
  },
  unitT: { id: 'helpCenter.glossary.unit.t', defaultMessage: 'EUR/100L15' },
  unitD: {
    id: 'helpCenter.glossary.unit.d',
    defaultMessage: 'Preis je 100 Liter bei 15 °C, die übliche Preiseinheit für Heizöl und Kraftstoffe.',
  },
  terminalT: { id: 'helpCenter.glossary.terminal.t', defaultMessage: 'Terminal' },
  terminalD: {
    id: 'helpCenter.glossary.terminal.d',
    defaultMessage:
      'Das Tanklager, an dem die Ware abgeholt (Selbstabholung) oder von dem sie geliefert wird.',
  },
  pickupT: { id: 'helpCenter.glossary.pickup.t', defaultMessage: 'Abholzeitraum' },
  pickupD: {
    id: 'helpCenter.glossary.pickup.d',
    defaultMessage: 'Die Tage, an denen eine bestellte Menge am Terminal geladen werden kann.',
  },
  creditT: { id: 'helpCenter.glossary.credit.t', defaultMessage: 'Kreditlimit' },
  creditD: {
    id: 'helpCenter.glossary.credit.d',
    defaultMessage:
      'Der Betrag, bis zu dem ein Verkäufer offene Bestellungen und Reservierungen eines Käufers zulässt.',
  },
  termT: { id: 'helpCenter.glossary.term.t', defaultMessage: 'Zahlungsziel' },
  termD: {
    id: 'helpCenter.glossary.term.d',
    defaultMessage: 'Die Frist in Tagen, in der eine Rechnung bezahlt wird (7, 14, 21, 30 oder 45 Tage).',
  },
  aviatT: { id: 'helpCenter.glossary.aviat.t', defaultMessage: 'Aviat' },
  aviatD: {
    id: 'helpCenter.glossary.aviat.d',
    defaultMessage:
      'Ein Gesellschafterunternehmen unter einem Hauptgesellschafter, der ihm Zahlungsziel, Tageslimit, Preisanpassung und Terminals vorgibt.',
  },
  additiveT: { id: 'helpCenter.glossary.additive.t', defaultMessage: 'Additiv' },
  additiveD: {
    id: 'helpCenter.glossary.additive.d',
    defaultMessage:
      'Ein Zusatz für Kraft- und Brennstoffe, in Gebinden gehandelt; leere Gebinde können zurückgegeben werden.',
  },
});

/** The glossary, alphabetically. */
export const glossaryEntries: readonly GlossaryEntry[] = [
  { term: glossary.pickupT, definition: glossary.pickupD },
  { term: glossary.additiveT, definition: glossary.additiveD },
  { term: glossary.aviatT, definition: glossary.aviatD },
  { term: glossary.unitT, definition: glossary.unitD },
  { term: glossary.creditT, definition: glossary.creditD },
  { term: glossary.liveT, definition: glossary.liveD },
  { term: glossary.windowT, definition: glossary.windowD },
  { term: glossary.terminalT, definition: glossary.terminalD },
  { term: glossary.termT, definition: glossary.termD },
];
