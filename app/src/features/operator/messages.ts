import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Schemas } from '@fuelmarket/api-client';

const operatorMessagesDescriptors = defineMessages({
  heading: { id: 'operator.heading', defaultMessage: 'Betreiber-Konsole' },
  subtitle: {
    id: 'operator.subtitle',
    defaultMessage: 'Firmenkonten und Benutzer der Plattform sperren und entsperren',
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
}) satisfies Record<Schemas['OperatorAuditEntry']['action'], MessageDescriptor>;
