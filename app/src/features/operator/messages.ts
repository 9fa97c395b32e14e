import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '@fuelmarket/api-client';

const operatorMessagesDescriptors = defineMessages({
  heading: { id: 'operator.heading', defaultMessage: 'Betreiber-Konsole' },
  subtitle: {
    id: 'operator.subtitle',
    defaultMessage: 'Firmenkonten, Benutzer und Stammdaten der Plattform verwalten; Protokoll aller Aktionen',
  },
  subtitleStaff: {
    id: 'operator.subtitle.staff',
    defaultMessage:
      'Firmenkonten und Benutzer der Plattform sperren und entsperren; Protokoll aller Aktionen',
  },
  views: { id: 'operator.views', defaultMessage: 'Bereiche der Betreiber-Konsole' },
  accountsTab: { id: 'operator.tab.accounts', defaultMessage: 'Firmenkonten' },
  auditTab: { id: 'operator.tab.audit', defaultMessage: 'Protokoll' },
  retry: { id: 'operator.retry', defaultMessage: 'Erneut laden' },
  blocked: { id: 'operator.state.blocked', defaultMessage: 'Gesperrt' },
  active: { id: 'operator.state.active', defaultMessage: 'Aktiv' },
  blockedByAccount: { id: 'operator.state.blockedByAccount', defaultMessage: 'Gesperrt (Firmenkonto)' },
  block: { id: 'operator.action.block', defaultMessage: 'Sperren' },
  unblock: { id: 'operator.action.unblock', defaultMessage: 'Entsperren' },
  blockLabel: { id: 'operator.action.blockLabel', defaultMessage: '{name} sperren' },
  unblockLabel: { id: 'operator.action.unblockLabel', defaultMessage: '{name} entsperren' },
});
export const operatorMessages: Record<keyof typeof operatorMessagesDescriptors, MessageDescriptor> =
  operatorMessagesDescriptors;

const accountMessagesDescriptors = defineMessages({
  search: { id: 'operator.accounts.search', defaultMessage: 'Firmenkonto suchen' },
  searchHint: { id: 'operator.accounts.searchHint', defaultMessage: 'Name oder E-Mail-Adresse' },
  list: { id: 'operator.accounts.list', defaultMessage: 'Firmenkonten der Plattform' },
  count: {
    id: 'operator.accounts.count',
    defaultMessage: '{count, plural, =0 {Kein Firmenkonto} one {# Firmenkonto} other {# Firmenkonten}}',
  },
  empty: { id: 'operator.accounts.empty', defaultMessage: 'Die Plattform hat noch keine Firmenkonten.' },
  noResults: {
    id: 'operator.accounts.noResults',
    defaultMessage: 'Kein Firmenkonto passt zu „{q}“.',
  },
  users: {
    id: 'operator.accounts.users',
    defaultMessage: '{count, plural, one {# Benutzer} other {# Benutzer}}',
  },
  usersOf: { id: 'operator.accounts.usersOf', defaultMessage: 'Benutzer von {name}' },
  noUsers: { id: 'operator.accounts.noUsers', defaultMessage: 'Dieses Firmenkonto hat keine Benutzer.' },
  accountBlockedNote: {
    id: 'operator.accounts.accountBlockedNote',
    defaultMessage:
      'Das Firmenkonto ist gesperrt: Keiner seiner Benutzer kann sich anmelden, auch wer einzeln nicht gesperrt ist.',
  },
  teamAdmin: { id: 'operator.accounts.teamAdmin', defaultMessage: 'Team-Admin' },
  failed: {
    id: 'operator.accounts.failed',
    defaultMessage: 'Die Firmenkonten konnten nicht geladen werden (Status {status}).',
  },
  usersFailed: {
    id: 'operator.accounts.usersFailed',
    defaultMessage: 'Die Benutzer konnten nicht geladen werden (Status {status}).',
  },
  accountNotFound: {
    id: 'operator.accounts.notFound',
    defaultMessage: 'Dieses Firmenkonto gibt es nicht (mehr) auf der Plattform (Status 404).',
  },
  forbidden: {
    id: 'operator.forbidden',
    defaultMessage: 'Keine Berechtigung (Status 403): Nur der Plattformbetreiber darf das.',
  },
});
export const accountMessages: Record<keyof typeof accountMessagesDescriptors, MessageDescriptor> =
  accountMessagesDescriptors;

/** The account types as the operator reads them. */
export const accountTypeMessages = defineMessages({
  buyer: { id: 'operator.accountType.buyer', defaultMessage: 'Käufer' },
  seller: { id: 'operator.accountType.seller', defaultMessage: 'Verkäufer' },
  admin: { id: 'operator.accountType.admin', defaultMessage: 'Admin' },
}) satisfies Record<Schemas['AccountType'], MessageDescriptor>;

const blockMessagesDescriptors = defineMessages({
  blockAccountTitle: { id: 'operator.block.accountTitle', defaultMessage: 'Firmenkonto sperren' },
  unblockAccountTitle: { id: 'operator.block.accountUnblockTitle', defaultMessage: 'Firmenkonto entsperren' },
  blockUserTitle: { id: 'operator.block.userTitle', defaultMessage: 'Benutzer sperren' },
  unblockUserTitle: { id: 'operator.block.userUnblockTitle', defaultMessage: 'Benutzer entsperren' },
  blockAccountText: {
    id: 'operator.block.accountText',
    defaultMessage:
      '{name} wird gesperrt. Alle Benutzer des Unternehmens ({count, plural, one {# Benutzer} other {# Benutzer}}) werden sofort abgemeldet und können sich nicht mehr anmelden.',
  },
  unblockAccountText: {
    id: 'operator.block.accountUnblockText',
    defaultMessage:
      '{name} wird entsperrt. Die Benutzer des Unternehmens können sich wieder anmelden; einzeln gesperrte Benutzer bleiben gesperrt.',
  },
  blockUserText: {
    id: 'operator.block.userText',
    defaultMessage: '{name} wird gesperrt und sofort abgemeldet.',
  },
  unblockUserText: {
    id: 'operator.block.userUnblockText',
    defaultMessage:
      '{name} wird entsperrt und kann sich wieder anmelden, solange das Firmenkonto nicht gesperrt ist.',
  },
  reason: { id: 'operator.block.reason', defaultMessage: 'Grund (optional)' },
  reasonHint: {
    id: 'operator.block.reasonHint',
    defaultMessage: 'Steht im Protokoll. {length} von {max} Zeichen.',
  },
  reasonTooLong: {
    id: 'operator.block.reasonTooLong',
    defaultMessage: 'Der Grund darf höchstens {max} Zeichen lang sein ({length} Zeichen).',
  },
  cancel: { id: 'operator.block.cancel', defaultMessage: 'Abbrechen' },
  blocked: {
    id: 'operator.block.blocked',
    defaultMessage:
      '{name} ist gesperrt. {count, plural, =0 {Kein Benutzer war angemeldet.} one {# Benutzer wurde sofort abgemeldet.} other {# Benutzer wurden sofort abgemeldet.}}',
  },
  unblocked: {
    id: 'operator.block.unblocked',
    defaultMessage:
      '{name} ist entsperrt. {count, plural, =0 {Kein Benutzer ist betroffen.} one {# Benutzer kann sich wieder anmelden.} other {# Benutzer können sich wieder anmelden.}}',
  },
  notFound: {
    id: 'operator.block.notFound',
    defaultMessage:
      '{name} gibt es nicht (mehr) auf der Plattform (Status 404). Die Liste zeigt jetzt den aktuellen Stand.',
  },
  failed: {
    id: 'operator.block.failed',
    defaultMessage:
      'Die Sperre von {name} konnte nicht geändert werden (Status {status}). Bitte versuchen Sie es erneut.',
  },
});
export const blockMessages: Record<keyof typeof blockMessagesDescriptors, MessageDescriptor> =
  blockMessagesDescriptors;

const auditMessagesDescriptors = defineMessages({
  list: { id: 'operator.audit.list', defaultMessage: 'Die neuesten Aktionen, neueste zuerst' },
  timeZone: {
    id: 'operator.audit.timeZone',
    defaultMessage: 'Die letzten {limit} Aktionen, neueste zuerst. Zeiten in Plattformzeit ({timeZone}).',
  },
  empty: { id: 'operator.audit.empty', defaultMessage: 'Noch keine Aktionen im Protokoll.' },
  by: { id: 'operator.audit.by', defaultMessage: 'von {actor}' },
  reason: { id: 'operator.audit.reason', defaultMessage: 'Grund: {reason}' },
  noReason: { id: 'operator.audit.noReason', defaultMessage: 'ohne Grund' },
  affected: {
    id: 'operator.audit.affected',
    defaultMessage: '{count, plural, one {# Benutzer betroffen} other {# Benutzer betroffen}}',
  },
  failed: {
    id: 'operator.audit.failed',
    defaultMessage: 'Das Protokoll konnte nicht geladen werden (Status {status}).',
  },
});
export const auditMessages: Record<keyof typeof auditMessagesDescriptors, MessageDescriptor> =
  auditMessagesDescriptors;

/** What an operator did, in German. */
export const auditActionMessages = defineMessages({
  ACCOUNT_BLOCKED: { id: 'operator.audit.action.accountBlocked', defaultMessage: 'Firmenkonto gesperrt' },
  ACCOUNT_UNBLOCKED: {
    id: 'operator.audit.action.accountUnblocked',
    defaultMessage: 'Firmenkonto entsperrt',
  },
  USER_BLOCKED: { id: 'operator.audit.action.userBlocked', defaultMessage: 'Benutzer gesperrt' },
  USER_UNBLOCKED: { id: 'operator.audit.action.userUnblocked', defaultMessage: 'Benutzer entsperrt' },
  ACCOUNT_UPDATED: { id: 'operator.audit.action.accountUpdated', defaultMessage: 'Firmenkonto geändert' },
  SHAREHOLDER_CHANGED: {
    id: 'operator.audit.action.shareholderChanged',
    defaultMessage: 'Gesellschafter geändert',
  },
  USER_CREATED: { id: 'operator.audit.action.userCreated', defaultMessage: 'Benutzer angelegt' },
  PRODUCT_CREATED: { id: 'operator.audit.action.productCreated', defaultMessage: 'Produkt angelegt' },
  PRODUCT_UPDATED: { id: 'operator.audit.action.productUpdated', defaultMessage: 'Produkt geändert' },
  REGION_CREATED: { id: 'operator.audit.action.regionCreated', defaultMessage: 'Region angelegt' },
  REGION_UPDATED: { id: 'operator.audit.action.regionUpdated', defaultMessage: 'Region geändert' },
  REGION_DELETED: { id: 'operator.audit.action.regionDeleted', defaultMessage: 'Region gelöscht' },
  TERMINAL_CREATED: { id: 'operator.audit.action.terminalCreated', defaultMessage: 'Terminal angelegt' },
  TERMINAL_UPDATED: { id: 'operator.audit.action.terminalUpdated', defaultMessage: 'Terminal geändert' },
  TERMINAL_DELETED: { id: 'operator.audit.action.terminalDeleted', defaultMessage: 'Terminal gelöscht' },
}) satisfies Record<Schemas['OperatorAuditEntry']['action'], MessageDescriptor>;

/** The block actions, which touch users and carry a reason. */
export const blockActions: ReadonlySet<Schemas['OperatorAuditEntry']['action']> = new Set([
  'ACCOUNT_BLOCKED',
  'ACCOUNT_UNBLOCKED',
  'USER_BLOCKED',
  'USER_UNBLOCKED',
]);

const changeMessagesDescriptors = defineMessages({
  changes: { id: 'operator.audit.changes', defaultMessage: 'Änderungen' },
  change: { id: 'operator.audit.change', defaultMessage: '{field}: {from} → {to}' },
  set: { id: 'operator.audit.changeSet', defaultMessage: '{field}: {to}' },
  empty: { id: 'operator.audit.changeEmpty', defaultMessage: '(leer)' },
  yes: { id: 'operator.audit.yes', defaultMessage: 'ja' },
  no: { id: 'operator.audit.no', defaultMessage: 'nein' },
  noFeatures: { id: 'operator.audit.noFeatures', defaultMessage: 'keine' },
});
export const changeMessages: Record<keyof typeof changeMessagesDescriptors, MessageDescriptor> =
  changeMessagesDescriptors;

/**
 * German labels of the fields an operator action changes (`OperatorAuditChange.field`, the API's names);
 * an unknown field shows its API name.
 */
export const fieldMessages: Record<string, MessageDescriptor> = defineMessages({
  name: { id: 'operator.field.name', defaultMessage: 'Name' },
  addressLine1: { id: 'operator.field.addressLine1', defaultMessage: 'Adresse' },
  addressLine2: { id: 'operator.field.addressLine2', defaultMessage: 'Adresszusatz' },
  postCode: { id: 'operator.field.postCode', defaultMessage: 'PLZ' },
  city: { id: 'operator.field.city', defaultMessage: 'Ort' },
  country: { id: 'operator.field.country', defaultMessage: 'Land' },
  contactEmail: { id: 'operator.field.contactEmail', defaultMessage: 'Kontakt-E-Mail' },
  iwoMember: { id: 'operator.field.iwoMember', defaultMessage: 'IWO-Mitglied' },
  onlineTradingEnabled: { id: 'operator.field.onlineTradingEnabled', defaultMessage: 'Onlinehandel' },
  features: { id: 'operator.field.features', defaultMessage: 'Funktionen' },
  role: { id: 'operator.field.role', defaultMessage: 'Gesellschafterrolle' },
  parentAccountId: { id: 'operator.field.parentAccountId', defaultMessage: 'Gesellschafterkonto' },
  accountId: { id: 'operator.field.accountId', defaultMessage: 'Firmenkonto' },
  firstName: { id: 'operator.field.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'operator.field.lastName', defaultMessage: 'Nachname' },
  email: { id: 'operator.field.email', defaultMessage: 'E-Mail-Adresse' },
  salutation: { id: 'operator.field.salutation', defaultMessage: 'Anrede' },
  admin: { id: 'operator.field.admin', defaultMessage: 'Team-Admin' },
  roles: { id: 'operator.field.roles', defaultMessage: 'Rollen' },
  type: { id: 'operator.field.type', defaultMessage: 'Art' },
  category: { id: 'operator.field.category', defaultMessage: 'Kategorie' },
  density: { id: 'operator.field.density', defaultMessage: 'Dichte' },
  sortOrder: { id: 'operator.field.sortOrder', defaultMessage: 'Reihenfolge' },
  sort: { id: 'operator.field.sort', defaultMessage: 'Reihenfolge' },
  regionId: { id: 'operator.field.regionId', defaultMessage: 'Region' },
});

/** The countries of accounts and terminals (spec §3). */
export const countryMessages = defineMessages({
  DE: { id: 'operator.country.DE', defaultMessage: 'Deutschland' },
  AT: { id: 'operator.country.AT', defaultMessage: 'Österreich' },
  BE: { id: 'operator.country.BE', defaultMessage: 'Belgien' },
  NL: { id: 'operator.country.NL', defaultMessage: 'Niederlande' },
  CH: { id: 'operator.country.CH', defaultMessage: 'Schweiz' },
}) satisfies Record<Schemas['CountryCode'], MessageDescriptor>;

/** The features an account can have. */
export const featureMessages = defineMessages({
  productAdditives: { id: 'operator.feature.productAdditives', defaultMessage: 'Additive' },
  newsBox: { id: 'operator.feature.newsBox', defaultMessage: 'Newsbox' },
  sharedCreditLimits: {
    id: 'operator.feature.sharedCreditLimits',
    defaultMessage: 'Gemeinsame Kreditlimits',
  },
  triggers: { id: 'operator.feature.triggers', defaultMessage: 'Preisalarme' },
}) satisfies Record<Schemas['Feature'], MessageDescriptor>;

/** An account's part in a shareholder group. */
export const shareholderRoleMessages = defineMessages({
  none: { id: 'operator.shareholderRole.none', defaultMessage: 'Kein Gesellschafter' },
  parent: { id: 'operator.shareholderRole.parent', defaultMessage: 'Gesellschafterkonto (Mutter)' },
  child: { id: 'operator.shareholderRole.child', defaultMessage: 'Aviat (Tochter)' },
});

export const salutationMessages = defineMessages({
  Mr: { id: 'operator.salutation.mr', defaultMessage: 'Herr' },
  Ms: { id: 'operator.salutation.ms', defaultMessage: 'Frau' },
}) satisfies Record<Schemas['Salutation'], MessageDescriptor>;

export const productTypeMessages = defineMessages({
  fuel: { id: 'operator.productType.fuel', defaultMessage: 'Kraftstoff' },
  additive: { id: 'operator.productType.additive', defaultMessage: 'Additiv' },
}) satisfies Record<Schemas['ProductType'], MessageDescriptor>;

const detailMessagesDescriptors = defineMessages({
  heading: { id: 'operator.detail.heading', defaultMessage: 'Firmendaten von {name}' },
  address: { id: 'operator.detail.address', defaultMessage: 'Adresse' },
  contact: { id: 'operator.detail.contact', defaultMessage: 'Kontakt' },
  noContact: { id: 'operator.detail.noContact', defaultMessage: 'keine Kontakt-E-Mail' },
  flags: { id: 'operator.detail.flags', defaultMessage: 'Einstellungen' },
  iwoMember: { id: 'operator.detail.iwoMember', defaultMessage: 'IWO-Mitglied' },
  notIwoMember: { id: 'operator.detail.notIwoMember', defaultMessage: 'kein IWO-Mitglied' },
  onlineTrading: { id: 'operator.detail.onlineTrading', defaultMessage: 'Onlinehandel aktiv' },
  noOnlineTrading: { id: 'operator.detail.noOnlineTrading', defaultMessage: 'Onlinehandel aus' },
  features: { id: 'operator.detail.features', defaultMessage: 'Funktionen' },
  noFeatures: { id: 'operator.detail.noFeatures', defaultMessage: 'keine' },
  shareholder: { id: 'operator.detail.shareholder', defaultMessage: 'Gesellschafter' },
  parentOf: { id: 'operator.detail.parentOf', defaultMessage: 'Aviat von {parent}' },
  children: {
    id: 'operator.detail.children',
    defaultMessage: '{count, plural, =0 {Noch keine Aviaten} one {Aviat: {names}} other {Aviaten: {names}}}',
  },
  edit: { id: 'operator.detail.edit', defaultMessage: 'Bearbeiten' },
  editLabel: { id: 'operator.detail.editLabel', defaultMessage: '{name} bearbeiten' },
  shareholderAction: { id: 'operator.detail.shareholderAction', defaultMessage: 'Gesellschafterrolle' },
  shareholderLabel: {
    id: 'operator.detail.shareholderLabel',
    defaultMessage: 'Gesellschafterrolle von {name} ändern',
  },
  createUser: { id: 'operator.detail.createUser', defaultMessage: 'Benutzer anlegen' },
  createUserLabel: { id: 'operator.detail.createUserLabel', defaultMessage: 'Benutzer anlegen für {name}' },
  failed: {
    id: 'operator.detail.failed',
    defaultMessage: 'Die Firmendaten konnten nicht geladen werden (Status {status}).',
  },
});
export const detailMessages: Record<keyof typeof detailMessagesDescriptors, MessageDescriptor> =
  detailMessagesDescriptors;

/** Shared by the operator's forms: the frame, the outcome of a save, conflicts and refusals. */
const formMessagesDescriptors = defineMessages({
  cancel: { id: 'operator.form.cancel', defaultMessage: 'Abbrechen' },
  create: { id: 'operator.form.create', defaultMessage: 'Anlegen' },
});
export const formMessages: Record<keyof typeof formMessagesDescriptors, MessageDescriptor> =
  formMessagesDescriptors;

const editMessagesDescriptors = defineMessages({
  title: { id: 'operator.edit.title', defaultMessage: 'Firmenkonto bearbeiten' },
  formLabel: { id: 'operator.edit.formLabel', defaultMessage: 'Daten von {name}' },
  name: { id: 'operator.edit.name', defaultMessage: 'Firmenname' },
  addressLine1: { id: 'operator.edit.addressLine1', defaultMessage: 'Adresse' },
  addressLine2: { id: 'operator.edit.addressLine2', defaultMessage: 'Adresszusatz (optional)' },
  postCode: { id: 'operator.edit.postCode', defaultMessage: 'PLZ' },
  city: { id: 'operator.edit.city', defaultMessage: 'Ort' },
  country: { id: 'operator.edit.country', defaultMessage: 'Land' },
  contactEmail: { id: 'operator.edit.contactEmail', defaultMessage: 'Kontakt-E-Mail (optional)' },
  iwoMember: { id: 'operator.edit.iwoMember', defaultMessage: 'IWO-Mitglied' },
  onlineTrading: { id: 'operator.edit.onlineTrading', defaultMessage: 'Onlinehandel aktiv' },
  onlineTradingHint: {
    id: 'operator.edit.onlineTradingHint',
    defaultMessage: 'Käufer ohne Onlinehandel können keine Kaufrechte vergeben.',
  },
  features: { id: 'operator.edit.features', defaultMessage: 'Funktionen' },
  saved: { id: 'operator.edit.saved', defaultMessage: 'Die Daten von {name} sind gespeichert.' },
});
export const editMessages: Record<keyof typeof editMessagesDescriptors, MessageDescriptor> =
  editMessagesDescriptors;

const shareholderMessagesDescriptors = defineMessages({
  title: { id: 'operator.shareholder.title', defaultMessage: 'Gesellschafterrolle von {name}' },
  role: { id: 'operator.shareholder.role', defaultMessage: 'Rolle' },
  roleHint: {
    id: 'operator.shareholder.roleHint',
    defaultMessage:
      'Ein Gesellschafterkonto (Mutter) steuert seine Aviaten. Ein Gesellschafterkonto mit Aviaten bleibt es, bis alle Aviaten gelöst sind.',
  },
  parent: { id: 'operator.shareholder.parent', defaultMessage: 'Gesellschafterkonto' },
  parentRequired: {
    id: 'operator.shareholder.parentRequired',
    defaultMessage: 'Bitte wählen Sie ein Gesellschafterkonto.',
  },
  parentsLoading: {
    id: 'operator.shareholder.parentsLoading',
    defaultMessage: 'Die Gesellschafterkonten werden geladen …',
  },
  noParents: {
    id: 'operator.shareholder.noParents',
    defaultMessage:
      'Es gibt noch kein Gesellschafterkonto. Machen Sie zuerst ein Käuferkonto zum Gesellschafterkonto.',
  },
  parentsFailed: {
    id: 'operator.shareholder.parentsFailed',
    defaultMessage: 'Die Gesellschafterkonten konnten nicht geladen werden (Status {status}).',
  },
  current: { id: 'operator.shareholder.current', defaultMessage: 'Aktuell: {role}' },
  refused: { id: 'operator.shareholder.refused', defaultMessage: 'Die Änderung ist nicht möglich' },

  saved: { id: 'operator.shareholder.saved', defaultMessage: '{name}: {role}.' },
  savedChild: {
    id: 'operator.shareholder.savedChild',
    defaultMessage: '{name} ist jetzt Aviat von {parent}.',
  },
});
export const shareholderMessages: Record<keyof typeof shareholderMessagesDescriptors, MessageDescriptor> =
  shareholderMessagesDescriptors;

const userMessagesDescriptors = defineMessages({
  title: { id: 'operator.user.title', defaultMessage: 'Benutzer für {name} anlegen' },
  intro: {
    id: 'operator.user.intro',
    defaultMessage:
      'Der Benutzer meldet sich mit seiner E-Mail-Adresse an. Er erhält eine E-Mail mit einem Link, über den er sein Passwort selbst festlegt.',
  },
  firstName: { id: 'operator.user.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'operator.user.lastName', defaultMessage: 'Nachname' },
  email: { id: 'operator.user.email', defaultMessage: 'E-Mail-Adresse' },
  salutation: { id: 'operator.user.salutation', defaultMessage: 'Anrede (optional)' },
  noSalutation: { id: 'operator.user.noSalutation', defaultMessage: 'Keine Angabe' },
  admin: {
    id: 'operator.user.admin',
    defaultMessage: 'Team-Admin (verwaltet die Benutzer des Unternehmens)',
  },
  created: {
    id: 'operator.user.created',
    defaultMessage:
      '{name} ist angelegt. Eine E-Mail mit dem Link zum Festlegen des Passworts ist an {email} unterwegs.',
  },
  refused: { id: 'operator.user.refused', defaultMessage: 'Der Benutzer kann nicht angelegt werden' },
});
export const userMessages: Record<keyof typeof userMessagesDescriptors, MessageDescriptor> =
  userMessagesDescriptors;

/** The server's field problems that come as keys (`/name`: `name_taken` …), in German. */
export const serverProblemMessages: Record<string, MessageDescriptor> = defineMessages({
  name_taken: { id: 'operator.problem.nameTaken', defaultMessage: 'Diesen Namen gibt es schon.' },
  out_of_range: {
    id: 'operator.problem.outOfRange',
    defaultMessage: 'Die Dichte muss zwischen 0,5000 und 1,2000 kg/l liegen.',
  },
  too_many_decimals: {
    id: 'operator.problem.tooManyDecimals',
    defaultMessage: 'Höchstens vier Nachkommastellen.',
  },
  category_mismatch: {
    id: 'operator.problem.categoryMismatch',
    defaultMessage: 'Additive haben die Kategorie Additiv, Kraftstoffe eine der anderen.',
  },
  not_found: { id: 'operator.problem.notFound', defaultMessage: 'Diesen Eintrag gibt es nicht (mehr).' },
  sort_range: { id: 'operator.problem.sortRange', defaultMessage: 'Eine ganze Zahl von 0 bis 10000.' },
});
