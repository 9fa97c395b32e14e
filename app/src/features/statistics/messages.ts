import { defineMessages, type MessageDescriptor } from 'react-intl';

const descriptors = defineMessages({
  heading: { id: 'statistics.heading', defaultMessage: 'Statistik' },
  newsHeading: { id: 'statistics.newsHeading', defaultMessage: 'News und Statistik' },
  ranking: { id: 'statistics.ranking', defaultMessage: 'Rangliste' },
  rankingCaption: { id: 'statistics.rankingCaption', defaultMessage: 'Rangliste nach Volumen' },
  widgetTitle: { id: 'statistics.widgetTitle', defaultMessage: 'Rangliste der letzten 30 Tage' },
  toReport: { id: 'statistics.toReport', defaultMessage: 'Zur Statistik' },
  filters: { id: 'statistics.filters', defaultMessage: 'Statistik filtern' },
  period: { id: 'statistics.period', defaultMessage: 'Zeitraum' },
  day: { id: 'statistics.period.day', defaultMessage: 'Letzter Tag' },
  week: { id: 'statistics.period.week', defaultMessage: 'Letzte 7 Tage' },
  month: { id: 'statistics.period.month', defaultMessage: 'Letzte 30 Tage' },
  all: { id: 'statistics.period.all', defaultMessage: 'Gesamt' },
  custom: { id: 'statistics.period.custom', defaultMessage: 'Eigener Zeitraum' },
  range: { id: 'statistics.range', defaultMessage: 'Von – bis' },
  allOptions: { id: 'statistics.allOptions', defaultMessage: 'Alle' },
  product: { id: 'statistics.product', defaultMessage: 'Produkt' },
  terminal: { id: 'statistics.terminal', defaultMessage: 'Terminal' },
  address: { id: 'statistics.address', defaultMessage: 'Lieferadresse' },
  buyer: { id: 'statistics.buyer', defaultMessage: 'Käufer' },
  seller: { id: 'statistics.seller', defaultMessage: 'Verkäufer' },
  noSelections: { id: 'statistics.noSelections', defaultMessage: 'Keine Auswahl verfügbar' },
  failed: {
    id: 'statistics.failed',
    defaultMessage: 'Die Statistik konnte nicht geladen werden (Status {status}).',
  },
  retry: { id: 'statistics.retry', defaultMessage: 'Erneut laden' },
  chartTitle: { id: 'statistics.chartTitle', defaultMessage: 'Volumen je Produkt' },
  chartUnit: {
    id: 'statistics.chartUnit',
    defaultMessage: 'in Litern, {bucket, select, day {je Tag} week {je Woche} other {je Monat}}',
  },
  periodColumn: { id: 'statistics.periodColumn', defaultMessage: 'Zeitraum' },
});

/** The statistics' texts. */
export const statisticsMessages: Record<keyof typeof descriptors, MessageDescriptor> = descriptors;
