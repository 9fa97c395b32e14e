// The page (SubAccountsPage, with recharts) is imported by its route only: what other features use from
// here stays light, so that no other screen's first visit carries the Aviaten screen.
export { subAccountQuery, subAccountsQuery } from './queries';
