import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  heading: { id: 'sellerOffers.heading', defaultMessage: 'Meine Angebote' },
  caption: { id: 'sellerOffers.caption', defaultMessage: 'Ihre Kraftstoffangebote, neueste zuerst' },
  empty: { id: 'sellerOffers.empty', defaultMessage: 'Sie haben noch keine Angebote.' },
  failed: {
    id: 'sellerOffers.failed',
    defaultMessage: 'Die Angebote konnten nicht geladen werden (Status {status}).',
  },
  retry: { id: 'sellerOffers.retry', defaultMessage: 'Erneut laden' },
  product: { id: 'sellerOffers.column.product', defaultMessage: 'Produkt' },
  terminal: { id: 'sellerOffers.column.terminal', defaultMessage: 'Terminal' },
  price: { id: 'sellerOffers.column.price', defaultMessage: 'Preis' },
  volume: { id: 'sellerOffers.column.volume', defaultMessage: 'Verfügbar / gesamt (l)' },
  orderLimits: { id: 'sellerOffers.column.orderLimits', defaultMessage: 'Min. / max. Bestellung (l)' },
  availability: { id: 'sellerOffers.column.availability', defaultMessage: 'Verfügbar' },
  actions: { id: 'sellerOffers.column.actions', defaultMessage: 'Aktionen' },
  fixedPrice: { id: 'sellerOffers.price.fixed', defaultMessage: '{price} je 100 l (15 °C)' },
  livePrice: {
    id: 'sellerOffers.price.live',
    defaultMessage: 'Live: ICE Gasoil {month} {surcharge, select, none {} other {+ {surcharge}}}',
  },
  periodDays: { id: 'sellerOffers.period.days', defaultMessage: '{from} – {to},' },
  periodHours: { id: 'sellerOffers.period.hours', defaultMessage: 'täglich {start} – {end} Uhr' },
  delete: { id: 'sellerOffers.delete', defaultMessage: 'Löschen' },
  deleteLabel: { id: 'sellerOffers.delete.label', defaultMessage: 'Angebot {product}, {terminal} löschen' },
  deleteTitle: { id: 'sellerOffers.delete.title', defaultMessage: 'Angebot löschen?' },
  deleteText: {
    id: 'sellerOffers.delete.text',
    defaultMessage:
      'Das Angebot {product} am Terminal {terminal} verschwindet sofort vom Handelsplatz. Bestehende Bestellungen bleiben erhalten.',
  },
  deleted: { id: 'sellerOffers.deleted', defaultMessage: 'Das Angebot wurde gelöscht.' },
  conflict: {
    id: 'sellerOffers.conflict',
    defaultMessage:
      'Das Angebot wurde inzwischen von einem anderen Benutzer Ihres Kontos geändert oder gelöscht. Die Liste zeigt jetzt den aktuellen Stand; bitte prüfen Sie ihn.',
  },
  deleteFailed: {
    id: 'sellerOffers.deleteFailed',
    defaultMessage:
      'Das Angebot konnte nicht gelöscht werden (Status {status}). Bitte versuchen Sie es erneut.',
  },
});

/** Plain descriptors: the texts take their values at the call (`formatMessage(m.periodDays, { from, to })`). */
export const sellerOffersMessages: Record<keyof typeof defined, MessageDescriptor> = defined;

const form = defineMessages({
  create: { id: 'sellerOffers.create', defaultMessage: 'Neues Angebot' },
  edit: { id: 'sellerOffers.edit', defaultMessage: 'Bearbeiten' },
  editLabel: { id: 'sellerOffers.edit.label', defaultMessage: 'Angebot {product}, {terminal} bearbeiten' },
  saved: { id: 'sellerOffers.saved', defaultMessage: 'Das Angebot wurde gespeichert.' },
  createTitle: { id: 'sellerOffers.form.createTitle', defaultMessage: 'Neues Angebot' },
  editTitle: { id: 'sellerOffers.form.editTitle', defaultMessage: 'Angebot bearbeiten' },
  product: { id: 'sellerOffers.form.product', defaultMessage: 'Produkt' },
  terminal: { id: 'sellerOffers.form.terminal', defaultMessage: 'Terminal' },
  totalVolume: { id: 'sellerOffers.form.totalVolume', defaultMessage: 'Gesamtmenge' },
  minimumOrderQuantity: {
    id: 'sellerOffers.form.minimumOrderQuantity',
    defaultMessage: 'Mindestmenge je Bestellung',
  },
  maximumOrderQuantity: {
    id: 'sellerOffers.form.maximumOrderQuantity',
    defaultMessage: 'Höchstmenge je Bestellung',
  },
  pricingType: { id: 'sellerOffers.form.pricingType', defaultMessage: 'Preisart' },
  fixed: { id: 'sellerOffers.form.fixed', defaultMessage: 'Festpreis' },
  live: { id: 'sellerOffers.form.live', defaultMessage: 'Live-Preis (ICE Gasoil)' },
  fixedPrice: { id: 'sellerOffers.form.fixedPrice', defaultMessage: 'Festpreis' },
  perHundredLitres: { id: 'sellerOffers.form.perHundredLitres', defaultMessage: 'je 100 l (15 °C)' },
  futureMonth: { id: 'sellerOffers.form.futureMonth', defaultMessage: 'ICE-Gasoil-Kontrakt' },
  futureMonthFixed: {
    id: 'sellerOffers.form.futureMonthFixed',
    defaultMessage: 'Der Preis folgt dem ICE-Gasoil-Kontrakt {month}.',
  },
  fxRate: { id: 'sellerOffers.form.fxRate', defaultMessage: 'Wechselkurs EUR/USD' },
  surcharge: { id: 'sellerOffers.form.surcharge', defaultMessage: 'Aufschlag' },
  surchargeUnit: { id: 'sellerOffers.form.surchargeUnit', defaultMessage: 'Einheit des Aufschlags' },
  usdPerTonne: { id: 'sellerOffers.form.usdPerTonne', defaultMessage: 'USD je Tonne' },
  eurPerLitre: { id: 'sellerOffers.form.eurPerLitre', defaultMessage: 'EUR je Liter' },
  minPrice: { id: 'sellerOffers.form.minPrice', defaultMessage: 'Mindestpreis (optional)' },
  maxPriceFall: {
    id: 'sellerOffers.form.maxPriceFall',
    defaultMessage: 'Maximaler Preisrückgang (optional)',
  },
  availability: { id: 'sellerOffers.form.availability', defaultMessage: 'Verfügbarkeit' },
  dailyStartTime: { id: 'sellerOffers.form.dailyStartTime', defaultMessage: 'Täglich ab' },
  dailyEndTime: { id: 'sellerOffers.form.dailyEndTime', defaultMessage: 'Täglich bis' },
  collectionType: { id: 'sellerOffers.form.collectionType', defaultMessage: 'Abholzeitraum' },
  collectionStandard: {
    id: 'sellerOffers.form.collectionStandard',
    defaultMessage: 'Standard des Terminals',
  },
  collectionCustom: { id: 'sellerOffers.form.collectionCustom', defaultMessage: 'Eigener Zeitraum' },
  collection: { id: 'sellerOffers.form.collection', defaultMessage: 'Eigener Abholzeitraum' },
  deletedMeanwhile: {
    id: 'sellerOffers.form.deletedMeanwhile',
    defaultMessage: 'Das Angebot wurde inzwischen von einem anderen Benutzer Ihres Kontos gelöscht.',
  },
  discardText: {
    id: 'sellerOffers.form.discardText',
    defaultMessage: 'Sie haben Änderungen am Angebot, die noch nicht gespeichert sind.',
  },
  conflictTitle: {
    id: 'sellerOffers.form.conflictTitle',
    defaultMessage: 'Ein anderer Benutzer Ihres Kontos hat dieses Angebot inzwischen geändert.',
  },
});

/** The texts of the form's fields and dialogs. */
export const offerFormMessages: Record<keyof typeof form, MessageDescriptor> = form;

const fieldErrors = defineMessages({
  below_minimum: {
    id: 'sellerOffers.error.belowMinimum',
    defaultMessage: 'Die Höchstmenge darf nicht unter der Mindestmenge liegen.',
  },
  above_total_volume: {
    id: 'sellerOffers.error.aboveTotalVolume',
    defaultMessage: 'Die Höchstmenge darf die Gesamtmenge nicht übersteigen.',
  },
  before_start: {
    id: 'sellerOffers.error.beforeStart',
    defaultMessage: 'Das Ende muss nach dem Beginn liegen.',
  },
  below_ordered_volume: {
    id: 'sellerOffers.error.belowOrderedVolume',
    defaultMessage: 'Die Gesamtmenge darf nicht unter der bereits bestellten Menge liegen.',
  },
  unknown_product: {
    id: 'sellerOffers.error.unknownProduct',
    defaultMessage: 'Dieses Produkt gibt es nicht.',
  },
  unknown_terminal: {
    id: 'sellerOffers.error.unknownTerminal',
    defaultMessage: 'Dieses Terminal gehört nicht zu Ihrer Plattform.',
  },
  not_negative: {
    id: 'sellerOffers.error.notNegative',
    defaultMessage: 'Bitte geben Sie keinen negativen Wert ein.',
  },
});

/** Field problems (the server's message keys, which the form's own checks share) as German texts. */
export const fieldErrorMessages: Record<keyof typeof fieldErrors, MessageDescriptor> = fieldErrors;

const additives = defineMessages({
  fuelsTab: { id: 'sellerOffers.tab.fuels', defaultMessage: 'Kraftstoffe' },
  additivesTab: { id: 'sellerOffers.tab.additives', defaultMessage: 'Additive' },
  caption: { id: 'sellerOffers.additives.caption', defaultMessage: 'Ihre Additiv-Angebote, neueste zuerst' },
  empty: { id: 'sellerOffers.additives.empty', defaultMessage: 'Sie haben noch keine Additiv-Angebote.' },
  unit: { id: 'sellerOffers.additives.unit', defaultMessage: 'Gebinde' },
  price: { id: 'sellerOffers.additives.price', defaultMessage: 'Preis je l' },
  availability: { id: 'sellerOffers.additives.availability', defaultMessage: 'Verfügbar (l)' },
  quantities: { id: 'sellerOffers.additives.quantities', defaultMessage: 'Gebinde je Bestellung' },
  active: { id: 'sellerOffers.additives.active', defaultMessage: 'Aktiv' },
  activeLabel: {
    id: 'sellerOffers.additives.activeLabel',
    defaultMessage: 'Angebot {product}, {unit} aktiv',
  },
  clone: { id: 'sellerOffers.additives.clone', defaultMessage: 'Duplizieren' },
  cloneLabel: {
    id: 'sellerOffers.additives.cloneLabel',
    defaultMessage: 'Angebot {product}, {unit} duplizieren',
  },
  cloned: {
    id: 'sellerOffers.additives.cloned',
    defaultMessage: 'Die Kopie von {product} ist angelegt und pausiert, bis Sie sie aktivieren.',
  },
  deleteLabel: {
    id: 'sellerOffers.additives.deleteLabel',
    defaultMessage: 'Angebot {product}, {unit} löschen',
  },
  deleteText: {
    id: 'sellerOffers.additives.deleteText',
    defaultMessage: 'Das Angebot {product} ({unit}) verschwindet sofort vom Handelsplatz.',
  },
  failed: {
    id: 'sellerOffers.additives.failed',
    defaultMessage:
      'Die Änderung konnte nicht gespeichert werden (Status {status}). Bitte versuchen Sie es erneut.',
  },
});

/** The seller's additive offers. */
export const additiveOffersMessages: Record<keyof typeof additives, MessageDescriptor> = additives;

const upload = defineMessages({
  tab: { id: 'sellerOffers.csv.tab', defaultMessage: 'CSV-Upload' },
  intro: {
    id: 'sellerOffers.csv.intro',
    defaultMessage:
      'Laden Sie viele Kraftstoffangebote auf einmal hoch, eine Zeile je Angebot. Ohne Angebots-ID (Spalte offerId) entsteht ein neues Angebot; mit der ID eines Ihrer Angebote wird es ersetzt, mit DELETE in der Spalte action gelöscht.',
  },
  template: { id: 'sellerOffers.csv.template', defaultMessage: 'Vorlage herunterladen' },
  export: { id: 'sellerOffers.csv.export', defaultMessage: 'Meine Angebote als CSV herunterladen' },
  fileLabel: { id: 'sellerOffers.csv.fileLabel', defaultMessage: 'Angebotsdatei (CSV)' },
  fileDescription: {
    id: 'sellerOffers.csv.fileDescription',
    defaultMessage:
      'Semikolon als Trennzeichen, UTF-8 (oder Windows-Standard), höchstens 2 MB. Dezimalzahlen mit Komma, Datum als TT.MM.JJJJ oder JJJJ-MM-TT.',
  },
  uploading: { id: 'sellerOffers.csv.uploading', defaultMessage: 'Datei „{fileName}“ wird hochgeladen' },
  checking: { id: 'sellerOffers.csv.checking', defaultMessage: 'Datei „{fileName}“ wird geprüft' },
  previewValid: {
    id: 'sellerOffers.csv.previewValid',
    defaultMessage:
      '„{fileName}“ ist fehlerfrei: {created} neue, {updated} geänderte und {deleted} gelöschte Angebote. Noch ist nichts übernommen.',
  },
  previewErrors: {
    id: 'sellerOffers.csv.previewErrors',
    defaultMessage:
      '„{fileName}“ enthält {count, plural, one {einen Fehler} other {# Fehler}}. Es wurde nichts übernommen. Bitte korrigieren Sie die Datei (oder verwenden Sie die Vorlage) und laden Sie sie erneut hoch.',
  },
  errorsCaption: { id: 'sellerOffers.csv.errorsCaption', defaultMessage: 'Fehler der Datei' },
  errorRow: { id: 'sellerOffers.csv.errorRow', defaultMessage: 'Zeile' },
  errorColumn: { id: 'sellerOffers.csv.errorColumn', defaultMessage: 'Spalte' },
  errorMessage: { id: 'sellerOffers.csv.errorMessage', defaultMessage: 'Fehler' },
  wholeLine: { id: 'sellerOffers.csv.wholeLine', defaultMessage: '(ganze Zeile)' },
  apply: { id: 'sellerOffers.csv.apply', defaultMessage: 'Übernehmen' },
  discard: { id: 'sellerOffers.csv.discard', defaultMessage: 'Verwerfen' },
  applied: {
    id: 'sellerOffers.csv.applied',
    defaultMessage:
      'Der Upload wurde übernommen: {created, plural, one {# Angebot} other {# Angebote}} angelegt, {updated} geändert, {deleted} gelöscht.',
  },
  applyFailed: {
    id: 'sellerOffers.csv.applyFailed',
    defaultMessage:
      'Der Upload wurde abgebrochen; es wurde nichts übernommen. Bitte verwenden Sie die Vorlage und laden Sie die Datei erneut hoch.',
  },
  expired: {
    id: 'sellerOffers.csv.expired',
    defaultMessage:
      'Die Vorschau ist abgelaufen oder wurde schon übernommen. Bitte laden Sie die Datei erneut hoch.',
  },
  tooLarge: {
    id: 'sellerOffers.csv.tooLarge',
    defaultMessage: 'Die Datei ist größer als 2 MB. Bitte teilen Sie sie auf mehrere Dateien auf.',
  },
  uploadFailed: {
    id: 'sellerOffers.csv.uploadFailed',
    defaultMessage:
      'Die Datei konnte nicht hochgeladen werden (Status {status}). Bitte versuchen Sie es erneut.',
  },
  historyHeading: { id: 'sellerOffers.csv.historyHeading', defaultMessage: 'Bisherige Uploads' },
  historyCaption: {
    id: 'sellerOffers.csv.historyCaption',
    defaultMessage: 'Übernommene CSV-Uploads, neueste zuerst',
  },
  historyEmpty: {
    id: 'sellerOffers.csv.historyEmpty',
    defaultMessage: 'Sie haben noch keine Datei übernommen.',
  },
  historyFailed: {
    id: 'sellerOffers.csv.historyFailed',
    defaultMessage: 'Die bisherigen Uploads konnten nicht geladen werden (Status {status}).',
  },
  fileName: { id: 'sellerOffers.csv.column.fileName', defaultMessage: 'Datei' },
  size: { id: 'sellerOffers.csv.column.size', defaultMessage: 'Größe' },
  appliedAt: { id: 'sellerOffers.csv.column.appliedAt', defaultMessage: 'Übernommen am' },
  user: { id: 'sellerOffers.csv.column.user', defaultMessage: 'Benutzer' },
  created: { id: 'sellerOffers.csv.column.created', defaultMessage: 'Angelegt' },
  updated: { id: 'sellerOffers.csv.column.updated', defaultMessage: 'Geändert' },
  deleted: { id: 'sellerOffers.csv.column.deleted', defaultMessage: 'Gelöscht' },
});

export const csvUploadMessages: Record<keyof typeof upload, MessageDescriptor> = upload;

const customerPrices = defineMessages({
  action: { id: 'sellerOffers.customerPrices.action', defaultMessage: 'Kundenpreise' },
  actionLabel: {
    id: 'sellerOffers.customerPrices.actionLabel',
    defaultMessage: 'Kundenpreise für {product}, {terminal}',
  },
  title: { id: 'sellerOffers.customerPrices.title', defaultMessage: 'Kundenpreise: {product}, {terminal}' },
  customer: { id: 'sellerOffers.customerPrices.customer', defaultMessage: 'Kunde' },
  close: { id: 'sellerOffers.customerPrices.close', defaultMessage: 'Schließen' },
  none: {
    id: 'sellerOffers.customerPrices.none',
    defaultMessage: 'Dieses Angebot hat noch keine freigeschalteten Kunden.',
  },
  failed: {
    id: 'sellerOffers.customerPrices.failed',
    defaultMessage: 'Die Kundenpreise konnten nicht geladen werden (Status {status}).',
  },
  noMarketData: {
    id: 'sellerOffers.customerPrices.noMarketData',
    defaultMessage:
      'Keine Live-Preisdaten verfügbar: Kundenpreise für Live-Angebote können gerade nicht berechnet werden.',
  },
  price: {
    id: 'sellerOffers.customerPrices.price',
    defaultMessage: '{customer} zahlt {price} je 100 l (15 °C)',
  },
  summary: {
    id: 'sellerOffers.customerPrices.summary',
    defaultMessage: 'Angebotspreis {basePrice}, Preisregeln {adjustment}',
  },
  paymentTerm: {
    id: 'sellerOffers.customerPrices.paymentTerm',
    defaultMessage: 'Zahlungsziel {days} Tage',
  },
  explanationCaption: {
    id: 'sellerOffers.customerPrices.explanationCaption',
    defaultMessage: 'Berechnung des Kundenpreises',
  },
  step: { id: 'sellerOffers.customerPrices.step', defaultMessage: 'Schritt' },
  value: { id: 'sellerOffers.customerPrices.value', defaultMessage: 'Wert' },
  FIXED_PRICE: { id: 'sellerOffers.customerPrices.step.fixedPrice', defaultMessage: 'Festpreis' },
  FUTURE: { id: 'sellerOffers.customerPrices.step.future', defaultMessage: 'ICE Gasoil' },
  SURCHARGE: { id: 'sellerOffers.customerPrices.step.surcharge', defaultMessage: 'Aufschlag' },
  FX: { id: 'sellerOffers.customerPrices.step.fx', defaultMessage: 'Wechselkurs EUR/USD' },
  DENSITY: { id: 'sellerOffers.customerPrices.step.density', defaultMessage: 'Dichte' },
  CURRENCY: { id: 'sellerOffers.customerPrices.step.currency', defaultMessage: 'Wechselkurs EUR/CHF' },
  BASE_PRICE: { id: 'sellerOffers.customerPrices.step.basePrice', defaultMessage: 'Angebotspreis' },
  MAX_PRICE_FALL: {
    id: 'sellerOffers.customerPrices.step.maxPriceFall',
    defaultMessage: 'Untergrenze aus max. Preisrückgang',
  },
  MIN_PRICE: { id: 'sellerOffers.customerPrices.step.minPrice', defaultMessage: 'Mindestpreis' },
  RULE: { id: 'sellerOffers.customerPrices.step.rule', defaultMessage: 'Regel „{name}“ ({kind})' },
  FINAL_PRICE: { id: 'sellerOffers.customerPrices.step.finalPrice', defaultMessage: 'Kundenpreis' },
  DUTY: { id: 'sellerOffers.pricingRule.kind.duty', defaultMessage: 'Steuer/Abgabe' },
  BIO_BLEND: { id: 'sellerOffers.pricingRule.kind.bioBlend', defaultMessage: 'Bio-Beimischung' },
  FREIGHT: { id: 'sellerOffers.pricingRule.kind.freight', defaultMessage: 'Fracht' },
  MARGIN: { id: 'sellerOffers.pricingRule.kind.margin', defaultMessage: 'Marge' },
  DISCOUNT: { id: 'sellerOffers.pricingRule.kind.discount', defaultMessage: 'Rabatt' },
  FX_RULE: { id: 'sellerOffers.pricingRule.kind.fx', defaultMessage: 'Wechselkurs (FX)' },
  ICE_GASOIL: { id: 'sellerOffers.pricingRule.kind.iceGasoil', defaultMessage: 'ICE-Kontrakt (Börse)' },
  fromRule: { id: 'sellerOffers.customerPrices.step.fromRule', defaultMessage: '{step} (Regel „{name}“)' },
});

export const customerPricesMessages: Record<keyof typeof customerPrices, MessageDescriptor> = customerPrices;

const rules = defineMessages({
  tab: { id: 'sellerOffers.rules.tab', defaultMessage: 'Preisregeln' },
  intro: {
    id: 'sellerOffers.rules.intro',
    defaultMessage:
      'Preisregeln ändern, was Ihre Kunden zahlen: Jede Regel gilt für die gewählten Kunden, Terminals und Produkte und kommt zum Angebotspreis hinzu (Rabatte ziehen ab).',
  },
  create: { id: 'sellerOffers.rules.create', defaultMessage: 'Neue Preisregel' },
  caption: { id: 'sellerOffers.rules.caption', defaultMessage: 'Ihre Preisregeln' },
  empty: { id: 'sellerOffers.rules.empty', defaultMessage: 'Sie haben noch keine Preisregeln.' },
  failed: {
    id: 'sellerOffers.rules.failed',
    defaultMessage: 'Die Preisregeln konnten nicht geladen werden (Status {status}).',
  },
  name: { id: 'sellerOffers.rules.name', defaultMessage: 'Name' },
  kind: { id: 'sellerOffers.rules.kind', defaultMessage: 'Art' },
  value: { id: 'sellerOffers.rules.value', defaultMessage: 'Wert' },
  appliesTo: { id: 'sellerOffers.rules.appliesTo', defaultMessage: 'Gilt für' },
  appliesToText: {
    id: 'sellerOffers.rules.appliesToText',
    defaultMessage:
      '{customers, plural, =0 {alle Kunden} one {# Kunde} other {# Kunden}}, {terminals, plural, =0 {alle Terminals} one {# Terminal} other {# Terminals}}, {products, plural, =0 {alle Produkte} one {# Produkt} other {# Produkte}}',
  },
  group: { id: 'sellerOffers.rules.group', defaultMessage: 'Gruppe' },
  noGroup: { id: 'sellerOffers.rules.noGroup', defaultMessage: 'Keine Gruppe' },
  newGroup: { id: 'sellerOffers.rules.newGroup', defaultMessage: 'Neue Gruppe' },
  groupName: { id: 'sellerOffers.rules.groupName', defaultMessage: 'Name der Gruppe' },
  groupCreated: {
    id: 'sellerOffers.rules.groupCreated',
    defaultMessage: 'Die Gruppe „{name}“ wurde angelegt.',
  },
  groupExists: {
    id: 'sellerOffers.rules.groupExists',
    defaultMessage: 'Eine Gruppe mit diesem Namen gibt es schon.',
  },
  createGroup: { id: 'sellerOffers.rules.createGroup', defaultMessage: 'Anlegen' },
  actions: { id: 'sellerOffers.rules.actions', defaultMessage: 'Aktionen' },
  edit: { id: 'sellerOffers.rules.edit', defaultMessage: 'Bearbeiten' },
  editLabel: { id: 'sellerOffers.rules.editLabel', defaultMessage: 'Preisregel {name} bearbeiten' },
  delete: { id: 'sellerOffers.rules.delete', defaultMessage: 'Löschen' },
  deleteLabel: { id: 'sellerOffers.rules.deleteLabel', defaultMessage: 'Preisregel {name} löschen' },
  deleteTitle: { id: 'sellerOffers.rules.deleteTitle', defaultMessage: 'Preisregel löschen?' },
  deleteText: {
    id: 'sellerOffers.rules.deleteText',
    defaultMessage: 'Die Regel „{name}“ gilt ab sofort nicht mehr; die Preise Ihrer Kunden ändern sich.',
  },
  deleted: { id: 'sellerOffers.rules.deleted', defaultMessage: 'Die Preisregel wurde gelöscht.' },
  saved: { id: 'sellerOffers.rules.saved', defaultMessage: 'Die Preisregel wurde gespeichert.' },
  conflict: {
    id: 'sellerOffers.rules.conflict',
    defaultMessage:
      'Die Regel wurde inzwischen von einem anderen Benutzer geändert oder gelöscht. Die Liste zeigt jetzt den aktuellen Stand.',
  },
  duplicate: {
    id: 'sellerOffers.rules.duplicate',
    defaultMessage:
      'Für diese Kunden, Terminals und Produkte existiert bereits eine Regel dieser Art. Bitte ändern Sie die bestehende Regel.',
  },
  saveFailed: {
    id: 'sellerOffers.rules.saveFailed',
    defaultMessage: 'Die Preisregel konnte nicht gespeichert werden (Status {status}).',
  },
  createTitle: { id: 'sellerOffers.rules.createTitle', defaultMessage: 'Neue Preisregel' },
  editTitle: { id: 'sellerOffers.rules.editTitle', defaultMessage: 'Preisregel bearbeiten' },
  priceUnit: { id: 'sellerOffers.rules.priceUnit', defaultMessage: 'Einheit' },
  'EUR/100L15': { id: 'sellerOffers.rules.unit.per100l', defaultMessage: '{currency} je 100 l (15 °C)' },
  'EUR/LITRE': { id: 'sellerOffers.rules.unit.perLitre', defaultMessage: '{currency} je Liter' },
  'EUR/CUBIC_METRE': { id: 'sellerOffers.rules.unit.perCubicMetre', defaultMessage: '{currency} je m³' },
  'EUR/METRIC_TONNE': { id: 'sellerOffers.rules.unit.perTonne', defaultMessage: '{currency} je Tonne' },
  'USD/METRIC_TONNE': { id: 'sellerOffers.rules.unit.usdPerTonne', defaultMessage: 'USD je Tonne' },
  global: {
    id: 'sellerOffers.rules.global',
    defaultMessage: 'Für alle Kunden, Terminals und Produkte (global)',
  },
  customers: { id: 'sellerOffers.rules.customers', defaultMessage: 'Kunden' },
  terminals: { id: 'sellerOffers.rules.terminals', defaultMessage: 'Terminals' },
  products: { id: 'sellerOffers.rules.products', defaultMessage: 'Produkte' },
  noCustomers: {
    id: 'sellerOffers.rules.noCustomers',
    defaultMessage: 'Sie haben noch keine Kunden; Preisregeln gelten für Kunden.',
  },
  discountHint: {
    id: 'sellerOffers.rules.discountHint',
    defaultMessage: 'Ein Rabatt ist negativ, z. B. -0,30.',
  },
  discardText: {
    id: 'sellerOffers.rules.discardText',
    defaultMessage: 'Ihre Änderungen an der Preisregel sind noch nicht gespeichert.',
  },
  at_least_one: {
    id: 'sellerOffers.rules.error.atLeastOne',
    defaultMessage: 'Bitte mindestens einen Eintrag wählen.',
  },
  negative_required: {
    id: 'sellerOffers.rules.error.negativeRequired',
    defaultMessage: 'Ein Rabatt muss negativ sein.',
  },
  global_rules_not_available: {
    id: 'sellerOffers.rules.error.globalNotAvailable',
    defaultMessage: 'Globale Preisregeln gibt es auf dieser Plattform nicht.',
  },
  kind_not_supported: {
    id: 'sellerOffers.rules.error.kindNotSupported',
    defaultMessage: 'Diese Regelart ist noch nicht verfügbar.',
  },
  platform_currency_required: {
    id: 'sellerOffers.rules.error.platformCurrency',
    defaultMessage: 'Regeln gelten in der Währung der Plattform.',
  },
  unknown_customer: { id: 'sellerOffers.rules.error.unknownCustomer', defaultMessage: 'Unbekannter Kunde.' },
  unknown_terminal: {
    id: 'sellerOffers.rules.error.unknownTerminal',
    defaultMessage: 'Unbekanntes Terminal.',
  },
  unknown_product: { id: 'sellerOffers.rules.error.unknownProduct', defaultMessage: 'Unbekanntes Produkt.' },
  unknown_group: { id: 'sellerOffers.rules.error.unknownGroup', defaultMessage: 'Unbekannte Gruppe.' },
  invalid: { id: 'sellerOffers.rules.error.invalid', defaultMessage: 'Der Wert ist ungültig.' },
  exchangeRate: { id: 'sellerOffers.rules.exchangeRate', defaultMessage: 'Wechselkurs (USD je EUR)' },
  futureMonth: { id: 'sellerOffers.rules.futureMonth', defaultMessage: 'ICE-Kontrakt' },
  date: { id: 'sellerOffers.rules.date', defaultMessage: 'Tag' },
  startTime: { id: 'sellerOffers.rules.startTime', defaultMessage: 'Gilt ab' },
  endTime: { id: 'sellerOffers.rules.endTime', defaultMessage: 'Gilt bis' },
  inputHint: {
    id: 'sellerOffers.rules.inputHint',
    defaultMessage:
      'Im gewählten Zeitraum ersetzt die Regel diesen Wert in den Live-Preisen der gewählten Kunden, Terminals und Produkte.',
  },
  periodText: {
    id: 'sellerOffers.rules.periodText',
    defaultMessage: '{value}, am {date} von {start} bis {end} Uhr',
  },
  positive_required: {
    id: 'sellerOffers.rules.error.positiveRequired',
    defaultMessage: 'Der Wert muss größer als 0 sein.',
  },
  before_start: {
    id: 'sellerOffers.rules.error.beforeStart',
    defaultMessage: 'Das Ende muss nach dem Beginn liegen.',
  },
  ice_rules_not_available: {
    id: 'sellerOffers.rules.error.iceNotAvailable',
    defaultMessage: 'ICE-Kontrakte wählen Verkäufer auf dieser Plattform nicht.',
  },
});

export const pricingRulesMessages: Record<keyof typeof rules, MessageDescriptor> = rules;

const audit = defineMessages({
  tab: { id: 'sellerOffers.audit.tab', defaultMessage: 'Änderungen' },
  intro: {
    id: 'sellerOffers.audit.intro',
    defaultMessage:
      'Wer hat wann ein Angebot, eine Preisregel oder eine Einstellung der Preisengine Ihres Kontos angelegt, geändert oder gelöscht – über das Formular, den CSV-Upload, die Preisregeln oder die Plattform (Ablaufregeln).',
  },
  caption: { id: 'sellerOffers.audit.caption', defaultMessage: 'Änderungen, neueste zuerst' },
  empty: { id: 'sellerOffers.audit.empty', defaultMessage: 'Noch keine Änderungen.' },
  failed: {
    id: 'sellerOffers.audit.failed',
    defaultMessage: 'Die Änderungen konnten nicht geladen werden (Status {status}).',
  },
  at: { id: 'sellerOffers.audit.at', defaultMessage: 'Zeitpunkt' },
  user: { id: 'sellerOffers.audit.user', defaultMessage: 'Benutzer' },
  platform: { id: 'sellerOffers.audit.platform', defaultMessage: 'Plattform' },
  object: { id: 'sellerOffers.audit.object', defaultMessage: 'Objekt' },
  objectText: {
    id: 'sellerOffers.audit.objectText',
    defaultMessage:
      '{entity, select, offer {Angebot} expiry_rule {Ablaufregel} product_density {Dichte} min_price {Mindestpreis} other {Preisregel}} {label}',
  },
  action: { id: 'sellerOffers.audit.action', defaultMessage: 'Aktion' },
  actionText: {
    id: 'sellerOffers.audit.actionText',
    defaultMessage: '{action, select, created {angelegt} deleted {gelöscht} other {geändert}}',
  },
  changes: { id: 'sellerOffers.audit.changes', defaultMessage: 'Änderungen' },
  change: { id: 'sellerOffers.audit.change', defaultMessage: '{field}: {before} → {after}' },
  none: { id: 'sellerOffers.audit.none', defaultMessage: '–' },
  field: {
    id: 'sellerOffers.audit.field',
    defaultMessage:
      '{field, select, price {Preis} total_volume {Gesamtmenge} min_order_volume {Mindestmenge} max_order_volume {Höchstmenge} price_type {Preisart} future_month {ICE-Kontrakt} fx_rate {Wechselkurs} surcharge {Aufschlag} surcharge_unit {Einheit des Aufschlags} min_price {Mindestpreis} max_price_fall {Max. Preisrückgang} available_from {Verfügbar ab} available_to {Verfügbar bis} daily_start {Täglich ab} daily_end {Täglich bis} collection_start {Abholung ab} collection_end {Abholung bis} status {Status} product_id {Produkt} terminal_id {Terminal} name {Name} kind {Art} scope {Geltungsbereich} price_unit {Einheit} currency {Währung} value {Wert} product_ids {Produkte} terminal_ids {Terminals} customer_ids {Kunden} group_id {Gruppe} date {Datum} time {Uhrzeit} direction {Richtung} applied_at {Ausgeführt} density {Dichte} conversion_factor {Umrechnungsfaktor} other {{field}}}',
  },
});

export const auditMessages: Record<keyof typeof audit, MessageDescriptor> = audit;

const engine = defineMessages({
  tab: { id: 'sellerOffers.engine.tab', defaultMessage: 'Preisengine' },
  intro: {
    id: 'sellerOffers.engine.intro',
    defaultMessage:
      'Mindestpreise, Ablaufregeln und Dichten bestimmen, wie aus Börsenkursen Ihre Preise werden. Jede Änderung gilt sofort und steht unter „Änderungen“.',
  },
  actions: { id: 'sellerOffers.engine.actions', defaultMessage: 'Aktionen' },
  edit: { id: 'sellerOffers.engine.edit', defaultMessage: 'Ändern' },
  delete: { id: 'sellerOffers.engine.delete', defaultMessage: 'Löschen' },
  conflict: {
    id: 'sellerOffers.engine.conflict',
    defaultMessage:
      'Der Eintrag wurde inzwischen von einem anderen Benutzer geändert oder gelöscht. Die Liste zeigt jetzt den aktuellen Stand.',
  },
  saveFailed: {
    id: 'sellerOffers.engine.saveFailed',
    defaultMessage: 'Die Änderung konnte nicht gespeichert werden (Status {status}).',
  },
  loadFailed: {
    id: 'sellerOffers.engine.loadFailed',
    defaultMessage: 'Die Liste konnte nicht geladen werden (Status {status}).',
  },
  discardText: {
    id: 'sellerOffers.engine.discardText',
    defaultMessage: 'Ihre Änderungen sind noch nicht gespeichert.',
  },
  invalid: { id: 'sellerOffers.engine.invalid', defaultMessage: 'Der Wert ist ungültig.' },
  // Minimum prices
  minPrices: { id: 'sellerOffers.engine.minPrices', defaultMessage: 'Preisoptimierung: Mindestpreise' },
  minPricesIntro: {
    id: 'sellerOffers.engine.minPricesIntro',
    defaultMessage:
      'Kein Angebot eines Produkts an einem Terminal wird unter seinem Mindestpreis verkauft (vor Kundenregeln). Hat ein Angebot einen höheren eigenen Mindestpreis, gilt dieser.',
  },
  minPricesCaption: { id: 'sellerOffers.engine.minPricesCaption', defaultMessage: 'Mindestpreise' },
  minPricesEmpty: { id: 'sellerOffers.engine.minPricesEmpty', defaultMessage: 'Noch keine Mindestpreise.' },
  createMinPrice: { id: 'sellerOffers.engine.createMinPrice', defaultMessage: 'Mindestpreis anlegen' },
  editMinPrice: { id: 'sellerOffers.engine.editMinPrice', defaultMessage: 'Mindestpreis ändern' },
  product: { id: 'sellerOffers.engine.product', defaultMessage: 'Produkt' },
  terminal: { id: 'sellerOffers.engine.terminal', defaultMessage: 'Terminal' },
  minPrice: { id: 'sellerOffers.engine.minPrice', defaultMessage: 'Mindestpreis ({currency} je 100 l)' },
  minPriceLabel: {
    id: 'sellerOffers.engine.minPriceLabel',
    defaultMessage: 'Mindestpreis für {product} in {terminal}',
  },
  minPriceDeleteTitle: {
    id: 'sellerOffers.engine.minPriceDeleteTitle',
    defaultMessage: 'Mindestpreis löschen?',
  },
  minPriceDeleteText: {
    id: 'sellerOffers.engine.minPriceDeleteText',
    defaultMessage: 'Für {product} in {terminal} gilt danach nur noch der eigene Mindestpreis der Angebote.',
  },
  minPriceSaved: {
    id: 'sellerOffers.engine.minPriceSaved',
    defaultMessage: 'Der Mindestpreis wurde gespeichert.',
  },
  minPriceDeleted: {
    id: 'sellerOffers.engine.minPriceDeleted',
    defaultMessage: 'Der Mindestpreis wurde gelöscht.',
  },
  minPriceRetryLater: {
    id: 'sellerOffers.engine.minPriceRetryLater',
    defaultMessage:
      'Der Mindestpreis konnte gerade nicht gespeichert werden, weil Ihre Preise gleichzeitig geändert werden. Bitte versuchen Sie es später erneut.',
  },
  minPriceExists: {
    id: 'sellerOffers.engine.minPriceExists',
    defaultMessage:
      'Für dieses Produkt an diesem Terminal gibt es schon einen Mindestpreis. Bitte ändern Sie diesen.',
  },
  positive_required: {
    id: 'sellerOffers.engine.error.positiveRequired',
    defaultMessage: 'Der Betrag muss größer als 0 sein.',
  },
  unknown_product: { id: 'sellerOffers.engine.error.unknownProduct', defaultMessage: 'Unbekanntes Produkt.' },
  unknown_terminal: {
    id: 'sellerOffers.engine.error.unknownTerminal',
    defaultMessage: 'Unbekanntes Terminal.',
  },
  // Expiry rules
  expiryRules: { id: 'sellerOffers.engine.expiryRules', defaultMessage: 'Ablaufregeln' },
  expiryIntro: {
    id: 'sellerOffers.engine.expiryIntro',
    defaultMessage:
      'Zum gewählten Zeitpunkt rückt der ICE-Kontrakt all Ihrer Live-Angebote einen Monat vor oder zurück (nie über M00 oder M06 hinaus).',
  },
  expiryCaption: { id: 'sellerOffers.engine.expiryCaption', defaultMessage: 'Ablaufregeln, aktive zuerst' },
  expiryEmpty: { id: 'sellerOffers.engine.expiryEmpty', defaultMessage: 'Noch keine Ablaufregeln.' },
  createExpiry: { id: 'sellerOffers.engine.createExpiry', defaultMessage: 'Ablaufregel anlegen' },
  editExpiry: { id: 'sellerOffers.engine.editExpiry', defaultMessage: 'Ablaufregel ändern' },
  date: { id: 'sellerOffers.engine.date', defaultMessage: 'Datum' },
  time: { id: 'sellerOffers.engine.time', defaultMessage: 'Uhrzeit' },
  direction: { id: 'sellerOffers.engine.direction', defaultMessage: 'Richtung' },
  directionText: {
    id: 'sellerOffers.engine.directionText',
    defaultMessage: '{direction, select, MONTH_BACK {Einen Monat zurück} other {Einen Monat vor}}',
  },
  status: { id: 'sellerOffers.engine.status', defaultMessage: 'Status' },
  statusText: {
    id: 'sellerOffers.engine.statusText',
    defaultMessage: '{status, select, EXPIRED {Abgelaufen} other {Aktiv}}',
  },
  expiryLabel: { id: 'sellerOffers.engine.expiryLabel', defaultMessage: 'Ablaufregel vom {date} {time}' },
  expiryDeleteTitle: { id: 'sellerOffers.engine.expiryDeleteTitle', defaultMessage: 'Ablaufregel löschen?' },
  expiryDeleteText: {
    id: 'sellerOffers.engine.expiryDeleteText',
    defaultMessage: 'Die Ablaufregel vom {date} um {time} Uhr wird gelöscht.',
  },
  expirySaved: {
    id: 'sellerOffers.engine.expirySaved',
    defaultMessage: 'Die Ablaufregel wurde gespeichert.',
  },
  expiryDeleted: {
    id: 'sellerOffers.engine.expiryDeleted',
    defaultMessage: 'Die Ablaufregel wurde gelöscht.',
  },
  expiryExists: {
    id: 'sellerOffers.engine.expiryExists',
    defaultMessage: 'Für dieses Datum und diese Uhrzeit existiert bereits eine Ablaufregel.',
  },
  expiryExpired: {
    id: 'sellerOffers.engine.expiryExpired',
    defaultMessage: 'Die Ablaufregel ist bereits abgelaufen und kann nicht mehr geändert werden.',
  },
  not_in_future: {
    id: 'sellerOffers.engine.error.notInFuture',
    defaultMessage: 'Datum und Uhrzeit müssen in der Zukunft liegen.',
  },
  // Densities
  densities: { id: 'sellerOffers.engine.densities', defaultMessage: 'Produktdichten' },
  densitiesWithFactors: {
    id: 'sellerOffers.engine.densitiesWithFactors',
    defaultMessage: 'Produktdichten und Umrechnungsfaktoren',
  },
  densitiesIntro: {
    id: 'sellerOffers.engine.densitiesIntro',
    defaultMessage:
      'Mit der Dichte (kg/l bei 15 °C) werden Börsenkurse je Tonne in Preise je 100 Liter umgerechnet.',
  },
  factorsIntro: {
    id: 'sellerOffers.engine.factorsIntro',
    defaultMessage:
      'Börsenkurse je Tonne werden mit dem Umrechnungsfaktor (t/m³) in Preise je 100 Liter umgerechnet; ohne eigenen Wert gilt die Dichte.',
  },
  densitiesCaption: { id: 'sellerOffers.engine.densitiesCaption', defaultMessage: 'Dichten je Produkt' },
  density: { id: 'sellerOffers.engine.density', defaultMessage: 'Dichte (kg/l)' },
  conversionFactor: {
    id: 'sellerOffers.engine.conversionFactor',
    defaultMessage: 'Umrechnungsfaktor (t/m³)',
  },
  editDensity: { id: 'sellerOffers.engine.editDensity', defaultMessage: 'Dichte von {product} ändern' },
  densitySaved: { id: 'sellerOffers.engine.densitySaved', defaultMessage: 'Die Dichte wurde gespeichert.' },
  out_of_range: {
    id: 'sellerOffers.engine.error.outOfRange',
    defaultMessage: 'Bitte einen Wert zwischen 0,5 und 1,5 angeben.',
  },
  conversion_factor_not_available: {
    id: 'sellerOffers.engine.error.factorNotAvailable',
    defaultMessage: 'Auf dieser Plattform entspricht der Umrechnungsfaktor der Dichte.',
  },
});

export const pricingEngineMessages: Record<keyof typeof engine, MessageDescriptor> = engine;
