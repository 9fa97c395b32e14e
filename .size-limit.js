// First-visit budgets per brand and route (gzip), checked by `npm run size` (a step of `npm test`) on the
// builds in app/dist/<brand>; scripts/first-visit.mjs says which files a first visit loads.
//
// The JavaScript limits hold today's sizes with about 1 % room (/ grew with the real dashboard: open and
// latest orders, the ranking widget and the news teaser; /handelsplatz with the routes of relationships,
// Aviaten and the operator console in the route tree and their Swiss texts; all three with the routes of
// price alerts, contracts and the three public legal pages, the header's listener for triggered price
// alerts (its toast comes with the first one) and, on the market, the price-alert link and the buttons
// of favourites lists and delivery addresses and the offer rows' price trigger action, whose dialogs come on
// first use; all three with the route loaders that start each screen's data with its code instead of
// after it, about 0.4 KiB, and / with the dashboard's; /handelsplatz without the "Additive" tab, whose
// code comes when the tab is first opened), so that no change grows a first visit
// unnoticed; they come down as the shell gets lighter (the aim: /login 110 KiB, / 140 KiB,
// /handelsplatz 160 KiB). CSS is at its aim already. Overlays that open only on a click (the user
// dropdown's menu, the "Mehr" popover, the slide-out menu, the logout question) are not part of a first
// visit: their code comes on first use (`deferred` in @fuelmarket/ui). `npm run analyze` shows what a chunk is made of.
// No German message catalogue ships: the texts are the code's defaultMessages (app/src/shell/i18n/messages.ts).
import { firstVisit, FIRST_VISIT_ROUTES } from './scripts/first-visit.mjs';

const BRANDS = ['default', 'ch', 'at'];
const JS_LIMITS = { '/login': '198 KiB', '/': '195 KiB', '/handelsplatz': '268 KiB' };
const CSS_LIMIT = '30 KiB';

export default BRANDS.flatMap((brand) =>
  FIRST_VISIT_ROUTES.flatMap((route) => {
    const files = firstVisit(brand, route);
    return [
      { name: `${brand} ${route} JS`, path: files.js, limit: JS_LIMITS[route], gzip: true },
      { name: `${brand} ${route} CSS`, path: files.css, limit: CSS_LIMIT, gzip: true },
    ];
  }),
);
