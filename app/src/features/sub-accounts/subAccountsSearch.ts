/**
 * `/aviaten?aviat=acc-aviat-nord&tab=limit`: the chosen Aviat and its open tab, so that a view can be
 * linked and reloaded. Without `aviat` the first Aviat of the list shows; without `tab` its payment term.
 * This module is part of the route tree (every first visit loads it): keep it to the search's shape.
 */

/** The tabs of an Aviat, in the order of spec §2 [S6]. */
export const subAccountTabs = ['payment', 'limit', 'collection', 'price', 'terminals'] as const;
export type SubAccountTab = (typeof subAccountTabs)[number];

export interface SubAccountsSearch {
  aviat?: string;
  tab?: SubAccountTab;
}

const isTab = (value: unknown): value is SubAccountTab => subAccountTabs.includes(value as SubAccountTab);

/** The route's `validateSearch`: a broken value is dropped instead of failing the page. */
export function validateSubAccountsSearch(search: Record<string, unknown>): SubAccountsSearch {
  const { aviat, tab } = search;
  return {
    ...(typeof aviat === 'string' && aviat.length > 0 && aviat.length <= 100 ? { aviat } : {}),
    ...(isTab(tab) ? { tab } : {}),
  };
}
