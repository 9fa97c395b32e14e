import type { Schemas } from '@fuelmarket/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The list page of both sides: a buyer's sellers, a seller's buyers. */
const pageDescriptors = defineMessages({
  buyerHeading: { id: 'relationships.buyer.heading', defaultMessage: 'Verkäufer-Management' },
  sellerHeading: { id: 'relationships.seller.heading', defaultMessage: 'Käufer-Management' },
  buyerIntro: {
    id: 'relationships.buyer.intro',
    defaultMessage: 'Die Verkäufer, mit denen Sie handeln oder die Sie angefragt haben.',
  },
  sellerIntro: {
    id: 'relationships.seller.intro',
    defaultMessage: 'Die Käufer, die mit Ihnen handeln oder eine Verbindung angefragt haben.',
  },
  buyerCaption: { id: 'relationships.buyer.caption', defaultMessage: 'Ihre Verkäufer' },
  sellerCaption: { id: 'relationships.seller.caption', defaultMessage: 'Ihre Käufer' },
  filters: { id: 'relationships.filters', defaultMessage: 'Verbindungen filtern' },
  search: { id: 'relationships.search', defaultMessage: 'Nach Name suchen' },
  status: { id: 'relationships.status', defaultMessage: 'Status' },
  allStates: { id: 'relationships.allStates', defaultMessage: 'Alle' },
  clearFilters: { id: 'relationships.clearFilters', defaultMessage: 'Filter zurücksetzen' },
  total: {
    id: 'relationships.total',
    defaultMessage: '{total, plural, =0 {Keine Verbindungen} one {# Verbindung} other {# Verbindungen}}',
  },
  buyerEmpty: {
    id: 'relationships.buyer.empty',
    defaultMessage: 'Sie sind noch mit keinem Verkäufer verbunden.',
  },
  buyerEmptyHint: {
    id: 'relationships.buyer.emptyHint',
    defaultMessage: 'Fragen Sie einen Verkäufer an, um seine Angebote auf dem Handelsplatz zu sehen.',
  },
  sellerEmpty: { id: 'relationships.seller.empty', defaultMessage: 'Sie haben noch keine Käufer.' },
  sellerEmptyHint: {
    id: 'relationships.seller.emptyHint',
    defaultMessage: 'Sobald ein Käufer eine Verbindung anfragt, erscheint er hier.',
  },
  noMatch: { id: 'relationships.noMatch', defaultMessage: 'Keine Verbindungen zu diesen Filtern.' },
  failed: {
    id: 'relationships.failed',
    defaultMessage: 'Die Verbindungen konnten nicht geladen werden (Status {status}).',
  },
  retry: { id: 'relationships.retry', defaultMessage: 'Erneut laden' },
  seller: { id: 'relationships.column.seller', defaultMessage: 'Verkäufer' },
  buyer: { id: 'relationships.column.buyer', defaultMessage: 'Käufer' },
  additives: { id: 'relationships.column.additives', defaultMessage: 'Additive' },
  creditLimit: { id: 'relationships.column.creditLimit', defaultMessage: 'Kreditlimit' },
  agb: { id: 'relationships.column.agb', defaultMessage: 'AGB akzeptiert' },
  requested: { id: 'relationships.column.requested', defaultMessage: 'Angefragt am' },
  message: { id: 'relationships.column.message', defaultMessage: 'Letzte Nachricht' },
  actions: { id: 'relationships.column.actions', defaultMessage: 'Aktionen' },
  new: { id: 'relationships.new', defaultMessage: 'Neu' },
  additivesActive: { id: 'relationships.additives.active', defaultMessage: 'Aktiv' },
  additivesInactive: { id: 'relationships.additives.inactive', defaultMessage: 'Nicht aktiv' },
  yes: { id: 'relationships.yes', defaultMessage: 'Ja' },
  no: { id: 'relationships.no', defaultMessage: 'Nein' },
  none: { id: 'relationships.none', defaultMessage: '–' },
  reRequestHint: {
    id: 'relationships.reRequestHint',
    defaultMessage: 'Nur der Verkäufer kann die Verbindung wieder einrichten.',
  },
});

/** The list page's texts. */
export const pageMessages: Record<keyof typeof pageDescriptors, MessageDescriptor> = pageDescriptors;

/** The states as both sides read them [RS1]. */
export const stateMessages = defineMessages({
  REQUESTED: { id: 'relationships.state.requested', defaultMessage: 'Angefragt' },
  IN_REVIEW: { id: 'relationships.state.inReview', defaultMessage: 'In Prüfung' },
  RELEASED: { id: 'relationships.state.released', defaultMessage: 'Freigegeben' },
  DECLINED: { id: 'relationships.state.declined', defaultMessage: 'Abgelehnt' },
  CANCELLED: { id: 'relationships.state.cancelled', defaultMessage: 'Beendet' },
}) satisfies Record<Schemas['RelationshipState'], MessageDescriptor>;

/** The credit limit modes [CL1]. */
export const creditModeMessages = defineMessages({
  NONE: { id: 'relationships.creditMode.none', defaultMessage: 'Kein Limit' },
  STANDARD_API: { id: 'relationships.creditMode.standardApi', defaultMessage: 'Standard-API' },
  MANUAL: { id: 'relationships.creditMode.manual', defaultMessage: 'Manuell' },
  CSV_LINKED: { id: 'relationships.creditMode.csvLinked', defaultMessage: 'Verknüpft per CSV' },
}) satisfies Record<Schemas['CreditLimitMode'], MessageDescriptor>;

/** The actions of both sides, their dialogs and what they came to [RS1]. */
const actionDescriptors = defineMessages({
  cancelRequest: { id: 'relationships.action.cancelRequest', defaultMessage: 'Anfrage zurückziehen' },
  cancelRequestLabel: {
    id: 'relationships.action.cancelRequestLabel',
    defaultMessage: '{name}: Anfrage zurückziehen',
  },
  end: { id: 'relationships.action.end', defaultMessage: 'Verbindung beenden' },
  endLabel: { id: 'relationships.action.endLabel', defaultMessage: '{name}: Verbindung beenden' },
  cancelRequestTitle: {
    id: 'relationships.action.cancelRequestTitle',
    defaultMessage: 'Anfrage zurückziehen?',
  },
  endTitle: { id: 'relationships.action.endTitle', defaultMessage: 'Verbindung beenden?' },
  cancelText: {
    id: 'relationships.action.cancelText',
    defaultMessage:
      'Sie können {name} danach nicht erneut anfragen: nur der Verkäufer kann die Verbindung wieder einrichten.',
  },
  keep: { id: 'relationships.action.keep', defaultMessage: 'Nicht beenden' },
  accept: { id: 'relationships.action.accept', defaultMessage: 'Freigeben' },
  acceptLabel: { id: 'relationships.action.acceptLabel', defaultMessage: '{name} freigeben' },
  acceptTitle: { id: 'relationships.action.acceptTitle', defaultMessage: '{name} freigeben' },
  acceptText: {
    id: 'relationships.action.acceptText',
    defaultMessage:
      'Die Verbindung wird mit den gespeicherten Einstellungen aktiviert, und {name} erhält eine E-Mail.',
  },
  acceptConfirm: { id: 'relationships.action.acceptConfirm', defaultMessage: 'Speichern und aktivieren' },
  inReview: { id: 'relationships.action.inReview', defaultMessage: 'In Prüfung' },
  inReviewLabel: { id: 'relationships.action.inReviewLabel', defaultMessage: '{name} in Prüfung setzen' },
  inReviewTitle: { id: 'relationships.action.inReviewTitle', defaultMessage: '{name} in Prüfung setzen' },
  inReviewText: {
    id: 'relationships.action.inReviewText',
    defaultMessage: '{name} sieht, dass Sie die Verbindung prüfen.',
  },
  inReviewConfirm: { id: 'relationships.action.inReviewConfirm', defaultMessage: 'In Prüfung setzen' },
  decline: { id: 'relationships.action.decline', defaultMessage: 'Ablehnen' },
  declineLabel: { id: 'relationships.action.declineLabel', defaultMessage: '{name} ablehnen' },
  declineTitle: { id: 'relationships.action.declineTitle', defaultMessage: '{name} ablehnen' },
  declineText: {
    id: 'relationships.action.declineText',
    defaultMessage:
      '{name} kann danach nicht bei Ihnen bestellen und Sie nicht erneut anfragen. Sie können die Verbindung später wieder freigeben.',
  },
  declineConfirm: { id: 'relationships.action.declineConfirm', defaultMessage: 'Ablehnen' },
  settings: { id: 'relationships.action.settings', defaultMessage: 'Einstellungen' },
  settingsLabel: { id: 'relationships.action.settingsLabel', defaultMessage: 'Einstellungen für {name}' },
  message: { id: 'relationships.action.message', defaultMessage: 'Nachricht an {name} (optional)' },
  dismiss: { id: 'relationships.action.dismiss', defaultMessage: 'Abbrechen' },
  done: {
    id: 'relationships.action.done',
    defaultMessage:
      'Die Verbindung mit {name} ist jetzt {action, select, accept {freigegeben} inReview {in Prüfung} decline {abgelehnt} other {beendet}}.',
  },
  conflict: {
    id: 'relationships.action.conflict',
    defaultMessage:
      'Die Verbindung mit {name} wurde inzwischen geändert. Die Liste zeigt jetzt den aktuellen Stand.',
  },
  failed: {
    id: 'relationships.action.failed',
    defaultMessage: 'Das hat nicht geklappt (Status {status}). Bitte versuchen Sie es erneut.',
  },
});

/** The actions' texts. */
export const actionMessages: Record<keyof typeof actionDescriptors, MessageDescriptor> = actionDescriptors;

/** A buyer's request for a seller. */
const requestDescriptors = defineMessages({
  open: { id: 'relationships.request.open', defaultMessage: 'Verkäufer anfragen' },
  title: { id: 'relationships.request.title', defaultMessage: 'Verkäufer anfragen' },
  seller: { id: 'relationships.request.seller', defaultMessage: 'Verkäufer' },
  message: { id: 'relationships.request.message', defaultMessage: 'Nachricht an den Verkäufer (optional)' },
  send: { id: 'relationships.request.send', defaultMessage: 'Anfrage senden' },
  sellerRequired: {
    id: 'relationships.request.sellerRequired',
    defaultMessage: 'Bitte wählen Sie einen Verkäufer.',
  },
  loadingSellers: { id: 'relationships.request.loadingSellers', defaultMessage: 'Wird geladen …' },
  sellersFailed: {
    id: 'relationships.request.sellersFailed',
    defaultMessage: 'Die Verkäufer konnten nicht geladen werden (Status {status}).',
  },
  retry: { id: 'relationships.request.retry', defaultMessage: 'Erneut laden' },
  noSellers: {
    id: 'relationships.request.noSellers',
    defaultMessage: 'Es gibt keinen weiteren Verkäufer, den Sie anfragen können.',
  },
  sent: { id: 'relationships.request.sent', defaultMessage: 'Ihre Anfrage an {name} ist gesendet.' },
  exists: {
    id: 'relationships.request.exists',
    defaultMessage:
      'Mit diesem Verkäufer besteht schon eine Verbindung. Die Liste zeigt jetzt den aktuellen Stand.',
  },
  failed: {
    id: 'relationships.request.failed',
    defaultMessage:
      'Die Anfrage konnte nicht gesendet werden (Status {status}). Ihre Eingaben bleiben erhalten.',
  },
});

/** The request dialog's texts. */
export const requestMessages: Record<keyof typeof requestDescriptors, MessageDescriptor> = requestDescriptors;

/** The seller's settings for a buyer [P6][CL1][V9]. */
const settingsDescriptors = defineMessages({
  title: { id: 'relationships.settings.title', defaultMessage: 'Einstellungen für {name}' },
  creditSection: { id: 'relationships.settings.creditSection', defaultMessage: 'Kreditlimit' },
  creditLimitMode: { id: 'relationships.settings.creditLimitMode', defaultMessage: 'Art des Kreditlimits' },
  creditLimit: { id: 'relationships.settings.creditLimit', defaultMessage: 'Kreditlimit' },
  credit_limit_required: {
    id: 'relationships.settings.creditLimitRequired',
    defaultMessage: 'Bitte geben Sie ein Kreditlimit an.',
  },
  credit_limit_too_large: {
    id: 'relationships.settings.creditLimitTooLarge',
    defaultMessage: 'Das Kreditlimit darf höchstens 12 Stellen vor dem Komma haben.',
  },
  productsSection: {
    id: 'relationships.settings.productsSection',
    defaultMessage: 'Produkte und Zahlungsziele',
  },
  productSelection: {
    id: 'relationships.settings.productSelection',
    defaultMessage: 'Freigegebene Produkte',
  },
  allProducts: { id: 'relationships.settings.allProducts', defaultMessage: 'Alle angebotenen Produkte' },
  manualProducts: { id: 'relationships.settings.manualProducts', defaultMessage: 'Auswahl' },
  products: { id: 'relationships.settings.products', defaultMessage: 'Produkte' },
  products_required: {
    id: 'relationships.settings.productsRequired',
    defaultMessage: 'Bitte wählen Sie mindestens ein Produkt.',
  },
  paymentDays: { id: 'relationships.settings.paymentDays', defaultMessage: 'Zahlungsziel {product}' },
  days: { id: 'relationships.settings.days', defaultMessage: '{days} Tage' },
  payment_days_required: {
    id: 'relationships.settings.paymentDaysRequired',
    defaultMessage: 'Bitte wählen Sie ein Zahlungsziel für {product}.',
  },
  noOfferedProducts: {
    id: 'relationships.settings.noOfferedProducts',
    defaultMessage:
      'Sie bieten derzeit keine Produkte an. Zahlungsziele legen Sie für die Produkte fest, die Sie anbieten.',
  },
  offersFailed: {
    id: 'relationships.settings.offersFailed',
    defaultMessage: 'Ihre angebotenen Produkte konnten nicht geladen werden (Status {status}).',
  },
  approvalsSection: { id: 'relationships.settings.approvalsSection', defaultMessage: 'Freigaben' },
  terminalSelection: {
    id: 'relationships.settings.terminalSelection',
    defaultMessage: 'Freigegebene Terminals',
  },
  allTerminals: { id: 'relationships.settings.allTerminals', defaultMessage: 'Alle Terminals' },
  manualTerminals: { id: 'relationships.settings.manualTerminals', defaultMessage: 'Auswahl' },
  terminals: { id: 'relationships.settings.terminals', defaultMessage: 'Terminals' },
  terminals_required: {
    id: 'relationships.settings.terminalsRequired',
    defaultMessage: 'Bitte wählen Sie mindestens ein Terminal.',
  },
  additiveProducts: {
    id: 'relationships.settings.additiveProducts',
    defaultMessage: 'Freigegebene Additive',
  },
  buyerSection: { id: 'relationships.settings.buyerSection', defaultMessage: 'Käufer' },
  agbAccepted: {
    id: 'relationships.settings.agbAccepted',
    defaultMessage: '{name} hat Ihre AGB akzeptiert.',
  },
  agbNotAccepted: {
    id: 'relationships.settings.agbNotAccepted',
    defaultMessage: '{name} hat Ihre AGB noch nicht akzeptiert.',
  },
  purchaseRights: { id: 'relationships.settings.purchaseRights', defaultMessage: 'Darf bei Ihnen kaufen' },
  creditorNumber: { id: 'relationships.settings.creditorNumber', defaultMessage: 'Kreditorennummer' },
  creditorNumberHint: {
    id: 'relationships.settings.creditorNumberHint',
    defaultMessage: 'Optional. Neue Bestellungen des Käufers tragen diese Nummer.',
  },
  creditor_number_invalid: {
    id: 'relationships.settings.creditorNumberInvalid',
    defaultMessage: 'Höchstens 30 Zeichen: Buchstaben (ohne Umlaute), Ziffern, „-“, „/“ und „.“.',
  },
  saved: {
    id: 'relationships.settings.saved',
    defaultMessage: 'Die Einstellungen für {name} sind gespeichert.',
  },
  saveFailed: {
    id: 'relationships.settings.saveFailed',
    defaultMessage:
      'Die Einstellungen konnten nicht gespeichert werden (Status {status}). Ihre Eingaben bleiben erhalten.',
  },
  gone: { id: 'relationships.settings.gone', defaultMessage: 'Diese Verbindung gibt es nicht mehr.' },
  conflictTitle: {
    id: 'relationships.settings.conflictTitle',
    defaultMessage: 'Ein anderer Benutzer hat die Einstellungen inzwischen geändert.',
  },
  discardTitle: { id: 'relationships.settings.discardTitle', defaultMessage: 'Änderungen verwerfen?' },
  discardText: {
    id: 'relationships.settings.discardText',
    defaultMessage: 'Ihre Änderungen an den Einstellungen für {name} sind noch nicht gespeichert.',
  },
  keepEditing: { id: 'relationships.settings.keepEditing', defaultMessage: 'Weiter bearbeiten' },
});

/** The settings dialog's texts; the problem keys of settingsForm.ts are among them. */
export const settingsMessages: Record<keyof typeof settingsDescriptors, MessageDescriptor> =
  settingsDescriptors;

/** The live credit of a relationship and of its shared-limit group. */
const creditDescriptors = defineMessages({
  title: { id: 'relationships.credit.title', defaultMessage: 'Kredit aktuell' },
  limit: { id: 'relationships.credit.limit', defaultMessage: 'Kreditlimit' },
  utilisation: { id: 'relationships.credit.utilisation', defaultMessage: 'Extern gemeldete Nutzung' },
  openOrders: { id: 'relationships.credit.openOrders', defaultMessage: 'Offene Bestellungen' },
  basketHeld: { id: 'relationships.credit.basketHeld', defaultMessage: 'In Warenkörben reserviert' },
  free: { id: 'relationships.credit.free', defaultMessage: 'Frei verfügbar' },
  unlimited: { id: 'relationships.credit.unlimited', defaultMessage: 'Kein Limit' },
  group: {
    id: 'relationships.credit.group',
    defaultMessage: 'Gemeinsames Kreditlimit der Gruppe {parent}',
  },
  groupAccounts: {
    id: 'relationships.credit.groupAccounts',
    defaultMessage: 'Konten der Gruppe: {accounts}',
  },
  loading: { id: 'relationships.credit.loading', defaultMessage: 'Der aktuelle Kredit wird geladen …' },
  failed: {
    id: 'relationships.credit.failed',
    defaultMessage: 'Der aktuelle Kredit konnte nicht geladen werden (Status {status}).',
  },
});

/** The credit view's texts. */
export const creditMessages: Record<keyof typeof creditDescriptors, MessageDescriptor> = creditDescriptors;

/** A buyer's view of its credit with a released seller (the row's button and its dialog). */
const buyerCreditDescriptors = defineMessages({
  show: { id: 'relationships.buyerCredit.show', defaultMessage: 'Anzeigen' },
  showLabel: { id: 'relationships.buyerCredit.showLabel', defaultMessage: 'Kreditlimit bei {name} anzeigen' },
  title: { id: 'relationships.buyerCredit.title', defaultMessage: 'Kreditlimit bei {name}' },
});

/** The buyer's credit view's texts. */
export const buyerCreditMessages: Record<keyof typeof buyerCreditDescriptors, MessageDescriptor> =
  buyerCreditDescriptors;
