/** News of the sellers: [title, body] repeated over the default platform, plus one per other platform. */

export const headlines: [string, string][] = [
  [
    'Neue Abholzeiten in Karlsruhe',
    'Ab Montag ist das Terminal Karlsruhe Rheinhafen werktags von <strong>5 bis 20 Uhr</strong> geöffnet.',
  ],
  [
    'Winterdiesel verfügbar',
    'Diesel B7 Winter (-20 °C) ist ab sofort an allen Terminals im Süden verfügbar.',
  ],
  [
    'Wartung Hamburg Blumensand',
    'Am kommenden Samstag ist die Verladung in Hamburg von 6 bis 12 Uhr eingeschränkt.',
  ],
  ['HVO 100 im Sortiment', 'Wir bieten jetzt HVO 100 in Duisburg und Köln an.'],
  ['Preisanpassung Additive', 'Die Preise für Fließverbesserer werden zum Monatsbeginn angepasst.'],
  ['Feiertagsregelung', 'Zwischen den Feiertagen gelten geänderte Abholzeiten; bitte planen Sie frühzeitig.'],
];

/** [id, platform, seller, days ago, title, bodyHtml] */
export const platformNews: [string, string, string, number, string, string][] = [
  [
    'news-ch-1',
    'ch',
    'acc-alpenbrennstoff',
    2,
    'Neue Tarife Basel',
    '<p>Ab 1. des Monats gelten neue Tarife in Birsfelden.</p>',
  ],
  ['news-at-1', 'at', 'acc-donauoel', 3, 'Hafen Linz', '<p>Erweiterte Öffnungszeiten im Hafen Linz.</p>'],
];
