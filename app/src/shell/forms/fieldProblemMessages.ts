import type { Schemas } from '@fuelmarket/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';

type FieldProblemCode = Schemas['FieldProblemCode'];

/**
 * The German text of every field-problem code the server answers (`FieldProblemCode` of openapi.yaml):
 * one catalogue for every form. A feature words a code its own way in its form's catalogue; a code the
 * contract adds and nobody words here fails the type check. `{max}` is the problem's `limit`.
 */
export const fieldProblemMessages: Record<FieldProblemCode, MessageDescriptor> = defineMessages({
  required: { id: 'fieldProblem.required', defaultMessage: 'Bitte ausfüllen.' },
  wrong_type: { id: 'fieldProblem.wrong_type', defaultMessage: 'Dieser Wert passt nicht zum Feld.' },
  invalid_format: { id: 'fieldProblem.invalid_format', defaultMessage: 'Das Format ist ungültig.' },
  invalid_email: {
    id: 'fieldProblem.invalid_email',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  too_short: { id: 'fieldProblem.too_short', defaultMessage: 'Mindestens {max} Zeichen.' },
  too_long: { id: 'fieldProblem.too_long', defaultMessage: 'Höchstens {max} Zeichen.' },
  too_small: { id: 'fieldProblem.too_small', defaultMessage: 'Der Wert ist zu klein.' },
  too_large: { id: 'fieldProblem.too_large', defaultMessage: 'Der Wert ist zu groß.' },
  too_few: { id: 'fieldProblem.too_few', defaultMessage: 'Bitte mindestens {max} auswählen.' },
  too_many: { id: 'fieldProblem.too_many', defaultMessage: 'Höchstens {max} Einträge.' },
  not_allowed: { id: 'fieldProblem.not_allowed', defaultMessage: 'Dieser Wert ist nicht zulässig.' },
  not_expected: { id: 'fieldProblem.not_expected', defaultMessage: 'Dieses Feld ist hier nicht vorgesehen.' },
  invalid: { id: 'fieldProblem.invalid', defaultMessage: 'Dieser Wert ist ungültig.' },
  invalid_characters: {
    id: 'fieldProblem.invalid_characters',
    defaultMessage: 'Die Eingabe enthält ein unzulässiges Zeichen.',
  },
  positive_required: {
    id: 'fieldProblem.positive_required',
    defaultMessage: 'Der Wert muss größer als 0 sein.',
  },
  negative_required: {
    id: 'fieldProblem.negative_required',
    defaultMessage: 'Der Wert muss kleiner als 0 sein.',
  },
  negative_or_zero_required: {
    id: 'fieldProblem.negative_or_zero_required',
    defaultMessage: 'Der Wert darf nicht größer als 0 sein.',
  },
  not_negative: { id: 'fieldProblem.not_negative', defaultMessage: 'Der Wert darf nicht negativ sein.' },
  decimal_required: { id: 'fieldProblem.decimal_required', defaultMessage: 'Bitte geben Sie eine Zahl ein.' },
  too_many_digits: { id: 'fieldProblem.too_many_digits', defaultMessage: 'Der Wert hat zu viele Stellen.' },
  too_many_decimals: {
    id: 'fieldProblem.too_many_decimals',
    defaultMessage: 'Der Wert hat zu viele Nachkommastellen.',
  },
  positive_price_4_decimals_required: {
    id: 'fieldProblem.positive_price_4_decimals_required',
    defaultMessage: 'Bitte geben Sie einen Preis über 0 mit höchstens vier Nachkommastellen ein.',
  },
  invalid_price: { id: 'fieldProblem.invalid_price', defaultMessage: 'Der Preis ist ungültig.' },
  invalid_amount: {
    id: 'fieldProblem.invalid_amount',
    defaultMessage: 'Bitte geben Sie einen Betrag ab 0 mit höchstens zwei Nachkommastellen ein.',
  },
  below_minimum: {
    id: 'fieldProblem.below_minimum',
    defaultMessage: 'Die Höchstmenge darf nicht unter der Mindestmenge liegen.',
  },
  above_total_volume: {
    id: 'fieldProblem.above_total_volume',
    defaultMessage: 'Die Höchstmenge darf die Gesamtmenge nicht übersteigen.',
  },
  below_ordered_volume: {
    id: 'fieldProblem.below_ordered_volume',
    defaultMessage: 'Die Menge darf nicht unter der bereits bestellten Menge liegen.',
  },
  volume_or_price_required: {
    id: 'fieldProblem.volume_or_price_required',
    defaultMessage: 'Bitte geben Sie eine neue Menge oder einen neuen Preis an.',
  },
  out_of_range: {
    id: 'fieldProblem.out_of_range',
    defaultMessage: 'Der Wert liegt außerhalb des zulässigen Bereichs.',
  },
  start_after_end: { id: 'fieldProblem.start_after_end', defaultMessage: 'Der Beginn liegt nach dem Ende.' },
  before_start: { id: 'fieldProblem.before_start', defaultMessage: 'Das Ende liegt vor dem Beginn.' },
  custom_required: {
    id: 'fieldProblem.custom_required',
    defaultMessage: 'Beginn und Ende gibt es nur bei einem eigenen Zeitraum.',
  },
  not_in_future: {
    id: 'fieldProblem.not_in_future',
    defaultMessage: 'Der Zeitpunkt muss in der Zukunft liegen.',
  },
  valid_until_in_past: {
    id: 'fieldProblem.valid_until_in_past',
    defaultMessage: 'Das Ablaufdatum muss in der Zukunft liegen.',
  },
  outside_trading_horizon: {
    id: 'fieldProblem.outside_trading_horizon',
    defaultMessage: 'Das Datum liegt zu weit vor oder nach heute.',
  },
  month_not_offered: {
    id: 'fieldProblem.month_not_offered',
    defaultMessage: 'Dieser Kontraktmonat ist auf der Plattform nicht wählbar.',
  },
  not_found: { id: 'fieldProblem.not_found', defaultMessage: 'Diesen Eintrag gibt es nicht (mehr).' },
  unknown_product: {
    id: 'fieldProblem.unknown_product',
    defaultMessage: 'Dieses Produkt gibt es nicht (mehr).',
  },
  unknown_additive: {
    id: 'fieldProblem.unknown_additive',
    defaultMessage: 'Dieses Additiv gibt es nicht (mehr).',
  },
  unknown_terminal: {
    id: 'fieldProblem.unknown_terminal',
    defaultMessage: 'Dieses Terminal gibt es nicht (mehr).',
  },
  unknown_region: { id: 'fieldProblem.unknown_region', defaultMessage: 'Diese Region gibt es nicht (mehr).' },
  unknown_country: { id: 'fieldProblem.unknown_country', defaultMessage: 'Dieses Land ist nicht wählbar.' },
  unknown_buyer: {
    id: 'fieldProblem.unknown_buyer',
    defaultMessage: 'Mindestens ein Käufer gehört nicht zu Ihren Kunden.',
  },
  unknown_customer: {
    id: 'fieldProblem.unknown_customer',
    defaultMessage: 'Dieser Kunde gehört nicht zu Ihren Kunden.',
  },
  unknown_group: { id: 'fieldProblem.unknown_group', defaultMessage: 'Diese Gruppe gibt es nicht (mehr).' },
  unknown_delivery_address: {
    id: 'fieldProblem.unknown_delivery_address',
    defaultMessage: 'Diese Lieferadresse gibt es nicht (mehr).',
  },
  unknown_favourites_list: {
    id: 'fieldProblem.unknown_favourites_list',
    defaultMessage: 'Diese Favoritenliste gibt es nicht (mehr).',
  },
  unknown_payment_term: {
    id: 'fieldProblem.unknown_payment_term',
    defaultMessage: 'Das Zahlungsziel ist nicht zulässig.',
  },
  duplicate: { id: 'fieldProblem.duplicate', defaultMessage: 'Dieser Eintrag steht doppelt.' },
  category_mismatch: {
    id: 'fieldProblem.category_mismatch',
    defaultMessage: 'Die Kategorie passt nicht zur Produktart.',
  },
  country_not_available: {
    id: 'fieldProblem.country_not_available',
    defaultMessage: 'Dieses Land ist auf der Plattform nicht verfügbar.',
  },
  conversion_factor_not_available: {
    id: 'fieldProblem.conversion_factor_not_available',
    defaultMessage: 'Ein eigener Umrechnungsfaktor ist auf der Plattform nicht vorgesehen.',
  },
  no_additives_relationship: {
    id: 'fieldProblem.no_additives_relationship',
    defaultMessage: 'Mit diesem Verkäufer handeln Sie keine Additive.',
  },
  additives_not_traded: {
    id: 'fieldProblem.additives_not_traded',
    defaultMessage: 'Ihr Konto handelt keine Additive.',
  },
  seller_not_connected: {
    id: 'fieldProblem.seller_not_connected',
    defaultMessage: 'Mit diesem Verkäufer sind Sie nicht verbunden.',
  },
  price_type_disabled: {
    id: 'fieldProblem.price_type_disabled',
    defaultMessage: 'Diese Preisart ist auf der Plattform nicht freigeschaltet.',
  },
  kind_not_supported: {
    id: 'fieldProblem.kind_not_supported',
    defaultMessage: 'Diese Regelart gibt es nicht.',
  },
  ice_rules_not_available: {
    id: 'fieldProblem.ice_rules_not_available',
    defaultMessage: 'ICE-Regeln sind auf der Plattform nicht freigeschaltet.',
  },
  global_rules_not_available: {
    id: 'fieldProblem.global_rules_not_available',
    defaultMessage: 'Globale Regeln sind auf der Plattform nicht freigeschaltet.',
  },
  platform_currency_required: {
    id: 'fieldProblem.platform_currency_required',
    defaultMessage: 'Bitte verwenden Sie die Währung der Plattform.',
  },
  at_least_one: {
    id: 'fieldProblem.at_least_one',
    defaultMessage: 'Bitte wählen Sie mindestens einen Eintrag.',
  },
  payment_term_required: {
    id: 'fieldProblem.payment_term_required',
    defaultMessage: 'Bitte wählen Sie ein Zahlungsziel für jedes Produkt.',
  },
  triggers_not_offered: {
    id: 'fieldProblem.triggers_not_offered',
    defaultMessage: 'Für dieses Angebot sind keine Preistrigger möglich.',
  },
  name_taken: { id: 'fieldProblem.name_taken', defaultMessage: 'Diesen Namen gibt es schon.' },
  favourite_name_taken: {
    id: 'fieldProblem.favourite_name_taken',
    defaultMessage: 'Eine Favoritenliste mit diesem Namen gibt es schon.',
  },
  favourite_needs_seller: {
    id: 'fieldProblem.favourite_needs_seller',
    defaultMessage: 'Bitte wählen Sie mindestens einen Verkäufer.',
  },
  email_taken: {
    id: 'fieldProblem.email_taken',
    defaultMessage: 'Diese E-Mail-Adresse wird bereits verwendet.',
  },
  incorrect_password: {
    id: 'fieldProblem.incorrect_password',
    defaultMessage: 'Das aktuelle Passwort ist falsch.',
  },
  no_text: { id: 'fieldProblem.no_text', defaultMessage: 'Bitte geben Sie einen Text ein.' },
  zip_code_format: {
    id: 'fieldProblem.zip_code_format',
    defaultMessage: 'Die Postleitzahl passt nicht zum Land.',
  },
  street_number_required: {
    id: 'fieldProblem.street_number_required',
    defaultMessage: 'Bitte geben Sie Straße und Hausnummer an.',
  },
  invalid_sort_field: {
    id: 'fieldProblem.invalid_sort_field',
    defaultMessage: 'Nach diesem Feld kann nicht sortiert werden.',
  },
  lifting_order_number_not_available: {
    id: 'fieldProblem.lifting_order_number_not_available',
    defaultMessage: 'Ladeauftragsnummern sind auf der Plattform nicht vorgesehen.',
  },
  lifting_order_number_invalid: {
    id: 'fieldProblem.lifting_order_number_invalid',
    defaultMessage: 'Die Ladeauftragsnummer ist ungültig.',
  },
});
