import type { Schemas } from '@fuelmarket/api-client';
import dayjs from 'dayjs';
import type { StatsQuery } from './queries';

/** The statistics' filter selection (spec §7 ranking and order-stats options). */
export interface RankingSelection {
  /** Last N days; absent (and no range) means all time (spec §9 ranking time filter). */
  days?: 1 | 7 | 30;
  /** A custom range of local days, both included. */
  range?: { start: string; end: string };
  products: string[];
  terminals: string[];
  addresses: string[];
  /** Trading partners: buyers for a seller, sellers for a buyer. */
  accounts: string[];
}

export const emptySelection: RankingSelection = { products: [], terminals: [], addresses: [], accounts: [] };

/** Whether any filter is set (an empty ranking then reads graph_no_results [H9]). */
export function hasRankingFilters(s: RankingSelection): boolean {
  return (
    s.days !== undefined ||
    s.range !== undefined ||
    s.products.length + s.terminals.length + s.addresses.length + s.accounts.length > 0
  );
}

/**
 * The orderStats query of a selection: the time filter as `dayQuery`, a custom range from the start of
 * its first day to 23:59:59.999 of its last [K8].
 */
export function statsQueryOf(s: RankingSelection, statType: StatsQuery['statType']): StatsQuery {
  const q: StatsQuery = { statType };
  if (s.range) {
    q.dateRangeSelected = [
      dayjs(s.range.start).startOf('day').toISOString(),
      dayjs(s.range.end).endOf('day').toISOString(),
    ];
  } else if (s.days !== undefined) {
    q.dayQuery = s.days;
  }
  if (s.products.length) q.productSelected = s.products;
  if (s.terminals.length) q.terminalSelected = s.terminals;
  if (s.addresses.length) q.deliveryAddressSelected = s.addresses;
  if (s.accounts.length) q.accountSelected = s.accounts;
  return q;
}

type Saved = Schemas['RankingOptionsSelection'];

/** The selection as it is saved under ACCOUNT_RANKING_OPTIONS [C4] (the orderStats query's names). */
export function toSaved(s: RankingSelection): Saved {
  const q = statsQueryOf(s, 'ACCOUNT_RANKING');
  return {
    terminalSelected: s.terminals,
    deliveryAddressSelected: s.addresses,
    productSelected: s.products,
    accountSelected: s.accounts,
    dateRangeSelected: q.dateRangeSelected ?? null,
    dayQuery: q.dayQuery ?? null,
  };
}

/** A saved selection back as the page's (a broken or missing one is the empty selection). */
export function fromSaved(saved: Saved | null | undefined): RankingSelection {
  if (!saved) return emptySelection;
  const selection: RankingSelection = {
    products: saved.productSelected,
    terminals: saved.terminalSelected,
    addresses: saved.deliveryAddressSelected,
    accounts: saved.accountSelected,
  };
  if (saved.dateRangeSelected) {
    const [start, end] = saved.dateRangeSelected;
    selection.range = { start: dayjs(start).format('YYYY-MM-DD'), end: dayjs(end).format('YYYY-MM-DD') };
  } else if (saved.dayQuery === 1 || saved.dayQuery === 7 || saved.dayQuery === 30) {
    selection.days = saved.dayQuery;
  }
  return selection;
}
