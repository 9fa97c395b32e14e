// The seeded demo logins, printed by `npm start` (the seed in server/src/seed creates them).
// Password for all of them: Demo!2026
export const demoLogins = [
  { platform: 'default', role: 'Käufer', email: 'kaeufer@nordheiz.de' },
  { platform: 'default', role: 'Käufer (Kollege, eigener Warenkorb)', email: 'f.wagner@nordheiz.de' },
  { platform: 'default', role: 'Verkäufer (mit Verträgen)', email: 'verkauf@suedoel.de' },
  { platform: 'default', role: 'Verkäufer (ohne Verträge)', email: 'verkauf@rheintank.de' },
  { platform: 'default', role: 'Gesellschafter (Aviaten)', email: 'zentrale@aviaten-gruppe.de' },
  { platform: 'default', role: 'Aviat (Tochterkonto)', email: 'disposition@aviat-nord.de' },
  { platform: 'default', role: 'Admin', email: 'admin@fuelmarket.de' },
  { platform: 'default', role: 'Plattformbetreiber', email: 'betrieb@fuelmarket.de' },
  { platform: 'ch', role: 'Käufer', email: 'einkauf@heizoel-zuerich.ch' },
  { platform: 'ch', role: 'Käufer (Kollege)', email: 'disposition@heizoel-zuerich.ch' },
  { platform: 'ch', role: 'Verkäufer', email: 'verkauf@alpenbrennstoff.ch' },
  { platform: 'at', role: 'Käufer', email: 'einkauf@waerme-wien.at' },
  { platform: 'at', role: 'Käufer (Kollege)', email: 'disposition@waerme-wien.at' },
  { platform: 'at', role: 'Verkäufer', email: 'verkauf@donauoel.at' },
];
