import { fieldProblemMessages, type ProblemCatalogue } from '../../shell/forms';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SubAccountProblem } from './subAccountForm';
import type { SubAccountTab } from './subAccountsSearch';

const descriptors = defineMessages({
  heading: { id: 'subAccounts.heading', defaultMessage: 'Aviaten' },
  subtitle: {
    id: 'subAccounts.subtitle',
    defaultMessage:
      'Zahlungsziel, Tageslimit, Abholzeitraum, Preisanpassung und Terminals der Aviaten Ihrer Gruppe',
  },
  list: { id: 'subAccounts.list', defaultMessage: 'Aviaten der Gruppe' },
  summaryWithLimit: {
    id: 'subAccounts.summaryWithLimit',
    defaultMessage: '{days} Tage Zahlungsziel · Tageslimit {limit} l',
  },
  summaryNoLimit: {
    id: 'subAccounts.summaryNoLimit',
    defaultMessage: '{days} Tage Zahlungsziel · kein Tageslimit',
  },
  loading: { id: 'subAccounts.loading', defaultMessage: 'Aviaten werden geladen …' },
  loadingOne: { id: 'subAccounts.loadingOne', defaultMessage: 'Einstellungen werden geladen …' },
  loadFailed: {
    id: 'subAccounts.loadFailed',
    defaultMessage: 'Die Aviaten konnten nicht geladen werden (Status {status}).',
  },
  loadOneFailed: {
    id: 'subAccounts.loadOneFailed',
    defaultMessage: 'Die Einstellungen von {name} konnten nicht geladen werden (Status {status}).',
  },
  retry: { id: 'subAccounts.retry', defaultMessage: 'Erneut laden' },
  empty: { id: 'subAccounts.empty', defaultMessage: 'Ihre Gruppe hat noch keine Aviaten.' },
  emptyHint: {
    id: 'subAccounts.emptyHint',
    defaultMessage: 'Aviaten legt der Plattformbetreiber unter Ihrem Gesellschafterkonto an.',
  },
  settingsOf: { id: 'subAccounts.settingsOf', defaultMessage: 'Einstellungen von {name}' },
  tabProblem: { id: 'subAccounts.tabProblem', defaultMessage: 'Eingabe prüfen' },
  save: { id: 'subAccounts.save', defaultMessage: 'Änderungen speichern' },
  discardChanges: { id: 'subAccounts.discardChanges', defaultMessage: 'Änderungen verwerfen' },
  unsaved: { id: 'subAccounts.unsaved', defaultMessage: 'Es gibt nicht gespeicherte Änderungen.' },
  saveHint: {
    id: 'subAccounts.saveHint',
    defaultMessage: 'Gespeichert werden die Eingaben aller Reiter auf einmal.',
  },
  saved: { id: 'subAccounts.saved', defaultMessage: 'Die Einstellungen von {name} sind gespeichert.' },
  invalid: {
    id: 'subAccounts.invalid',
    defaultMessage: 'Bitte prüfen Sie die markierten Eingaben. Es wurde nichts gespeichert.',
  },
  refused: {
    id: 'subAccounts.refused',
    defaultMessage:
      'Der Server hat Eingaben abgelehnt. Bitte prüfen Sie die markierten Felder; Ihre Eingaben bleiben erhalten.',
  },
  saveFailed: {
    id: 'subAccounts.saveFailed',
    defaultMessage:
      'Die Einstellungen konnten nicht gespeichert werden (Status {status}). Ihre Eingaben bleiben erhalten.',
  },
  notFound: {
    id: 'subAccounts.notFound',
    defaultMessage: 'Den Aviat {name} gibt es nicht mehr. Die Liste wird neu geladen.',
  },
  conflict: {
    id: 'subAccounts.conflict',
    defaultMessage: 'Die Einstellungen von {name} wurden inzwischen von einem anderen Benutzer geändert.',
  },
  discardTitle: { id: 'subAccounts.discardTitle', defaultMessage: 'Änderungen verwerfen?' },
  discardText: {
    id: 'subAccounts.discardText',
    defaultMessage: 'Die Änderungen an {name} sind noch nicht gespeichert und gehen verloren.',
  },
  discard: { id: 'subAccounts.discard', defaultMessage: 'Verwerfen' },
  keepEditing: { id: 'subAccounts.keepEditing', defaultMessage: 'Weiter bearbeiten' },

  paymentTerm: { id: 'subAccounts.paymentTerm', defaultMessage: 'Zahlungsziel' },
  paymentTermOption: { id: 'subAccounts.paymentTermOption', defaultMessage: '{days} Tage' },
  paymentTermHint: {
    id: 'subAccounts.paymentTermHint',
    defaultMessage: 'So viele Tage hat der Aviat Zeit, seine Rechnungen zu bezahlen.',
  },

  limit: { id: 'subAccounts.limit', defaultMessage: 'Tageslimit' },
  limitHint: {
    id: 'subAccounts.limitHint',
    defaultMessage:
      'Höchstens so viele Liter darf der Aviat je Tag kaufen; das Limit beginnt jeden Tag neu. Leer: kein Limit.',
  },
  today: { id: 'subAccounts.today', defaultMessage: 'Heute gekauft' },
  todayOfLimit: { id: 'subAccounts.todayOfLimit', defaultMessage: '{volume} l von {limit} l' },
  todayNoLimit: {
    id: 'subAccounts.todayNoLimit',
    defaultMessage: 'Heute gekauft: {volume} l (kein Tageslimit)',
  },
  chartTitle: { id: 'subAccounts.chartTitle', defaultMessage: 'Gekaufte Liter der letzten Tage' },
  chartUnit: { id: 'subAccounts.chartUnit', defaultMessage: 'in Litern je Tag' },
  chartUnitWithLimit: {
    id: 'subAccounts.chartUnitWithLimit',
    defaultMessage: 'in Litern je Tag; die Linie zeigt das gespeicherte Tageslimit von {limit} l',
  },
  dayColumn: { id: 'subAccounts.dayColumn', defaultMessage: 'Tag' },
  boughtSeries: { id: 'subAccounts.boughtSeries', defaultMessage: 'Gekauft (l)' },
  limitSeries: { id: 'subAccounts.limitSeries', defaultMessage: 'Tageslimit (l)' },
  limitLine: { id: 'subAccounts.limitLine', defaultMessage: 'Tageslimit' },

  shortening: { id: 'subAccounts.shortening', defaultMessage: 'Abholzeitraum verkürzen um' },
  shorteningUnit: { id: 'subAccounts.shorteningUnit', defaultMessage: 'Kalendertage' },
  shorteningHint: {
    id: 'subAccounts.shorteningHint',
    defaultMessage:
      'Um so viele Kalendertage ist der Abholzeitraum der Bestellungen des Aviats kürzer. Leer: keine Verkürzung.',
  },

  adjustment: { id: 'subAccounts.adjustment', defaultMessage: 'Preisanpassung' },
  adjustmentUnit: { id: 'subAccounts.adjustmentUnit', defaultMessage: '{currency}/l' },
  adjustmentHint: {
    id: 'subAccounts.adjustmentHint',
    defaultMessage:
      'Abschlag je Liter auf den Angebotspreis: nur negative Werte, z. B. {example}. Leer: keine Anpassung.',
  },
  negativeFinalPrice: {
    id: 'subAccounts.negativeFinalPrice',
    defaultMessage:
      'Ergibt der Abschlag bei einem Angebot einen negativen Endpreis, wird die Bestellung des Aviats abgelehnt.',
  },

  terminals: { id: 'subAccounts.terminals', defaultMessage: 'Terminals, an denen der Aviat kaufen darf' },
  terminalsHint: {
    id: 'subAccounts.terminalsHint',
    defaultMessage: 'Ohne Auswahl darf der Aviat an allen Terminals kaufen.',
  },
  terminalOption: { id: 'subAccounts.terminalOption', defaultMessage: '{terminal} (Region {region})' },
  allTerminals: { id: 'subAccounts.allTerminals', defaultMessage: 'Derzeit: alle Terminals' },
  someTerminals: {
    id: 'subAccounts.someTerminals',
    defaultMessage: 'Derzeit: {count, plural, one {# Terminal} other {# Terminals}}',
  },
  clearTerminals: { id: 'subAccounts.clearTerminals', defaultMessage: 'Alle Terminals erlauben' },
  noTerminals: { id: 'subAccounts.noTerminals', defaultMessage: 'Es sind keine Terminals verfügbar.' },
  unknownTerminalOption: {
    id: 'subAccounts.unknownTerminalOption',
    defaultMessage: '{terminal} (nicht mehr verfügbar)',
  },
});

/** The Aviaten screen's texts. */
export const subAccountMessages: Record<keyof typeof descriptors, MessageDescriptor> = descriptors;

/** The tab titles [S6]. */
export const tabMessages: Record<SubAccountTab, MessageDescriptor> = defineMessages({
  payment: { id: 'subAccounts.tab.payment', defaultMessage: 'Zahlungsziel' },
  limit: { id: 'subAccounts.tab.limit', defaultMessage: 'Tageslimit' },
  collection: { id: 'subAccounts.tab.collection', defaultMessage: 'Abholzeitraum verkürzen' },
  price: { id: 'subAccounts.tab.price', defaultMessage: 'Preisanpassung' },
  terminals: { id: 'subAccounts.tab.terminals', defaultMessage: 'Terminals' },
});

/** The form's problems, one German sentence each [V11][K5][K2]. */
export const problemMessages: Record<SubAccountProblem, MessageDescriptor> = defineMessages({
  limitPositive: {
    id: 'subAccounts.problem.limitPositive',
    defaultMessage:
      'Bitte geben Sie das Tageslimit als ganze Zahl von Litern größer als 0 ein oder lassen Sie das Feld leer (kein Limit).',
  },
  limitTooLarge: { id: 'subAccounts.problem.limitTooLarge', defaultMessage: 'Das Tageslimit ist zu groß.' },
  shorteningPositive: {
    id: 'subAccounts.problem.shorteningPositive',
    defaultMessage:
      'Bitte geben Sie eine positive ganze Zahl von Kalendertagen ein (z. B. 2) oder lassen Sie das Feld leer.',
  },
  shorteningTooLong: {
    id: 'subAccounts.problem.shorteningTooLong',
    defaultMessage: 'Der Abholzeitraum lässt sich um höchstens 365 Kalendertage verkürzen.',
  },
  adjustmentNegativeOnly: {
    id: 'subAccounts.problem.adjustmentNegativeOnly',
    defaultMessage:
      'Die Preisanpassung ist ein Abschlag: Bitte geben Sie einen negativen Wert ein oder lassen Sie das Feld leer.',
  },
  adjustmentTooLarge: {
    id: 'subAccounts.problem.adjustmentTooLarge',
    defaultMessage: 'Der Abschlag ist zu groß.',
  },
  numberFormat: {
    id: 'subAccounts.problem.numberFormat',
    defaultMessage: 'Bitte geben Sie eine gültige Zahl ein.',
  },
  tooManyTerminals: {
    id: 'subAccounts.problem.tooManyTerminals',
    defaultMessage: 'Bitte wählen Sie höchstens 100 Terminals.',
  },
  unknownTerminal: {
    id: 'subAccounts.problem.unknownTerminal',
    defaultMessage: 'Ein gewähltes Terminal gibt es nicht mehr. Bitte entfernen Sie es aus der Auswahl.',
  },
});

/**
 * The Aviat form's words for its own checks' keys (subAccountForm.ts) and for the server's field-problem
 * codes of an update (the kit's, some in the form's words) [V11][S6]; the number of shortening days words
 * `too_large` itself.
 */
export const subAccountProblems: ProblemCatalogue = {
  ...fieldProblemMessages,
  ...problemMessages,
  negative_or_zero_required: problemMessages.adjustmentNegativeOnly,
  too_many_digits: problemMessages.adjustmentTooLarge,
  unknown_terminal: problemMessages.unknownTerminal,
};
