import type { OperatorSearch } from './operatorSearch';

// Apart from the URL schema (operatorSearch.ts), which every first visit loads with the route tree: this
// is needed only once the console is open.

/** The next URL state; unset values leave the URL. */
export function withSearchChange(search: OperatorSearch, patch: Partial<OperatorSearch>): OperatorSearch {
  const next: OperatorSearch = { ...search, ...patch };
  for (const key of Object.keys(next) as (keyof OperatorSearch)[]) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  return next;
}
