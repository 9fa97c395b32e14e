import type { operations, Schemas } from '@fuelmarket/api-client';
import dayjs from 'dayjs';
import { z } from 'zod/mini';

/** Sort fields of the order history (`sortBy` of `GET /api/orderHistory`). */
export const historySortFields = [
  'created',
  'orderId',
  'price',
  'invoice',
  'volume',
  'collectionTime',
  'orderStatus',
  'product',
  'terminal',
  'buyer',
  'seller',
] as const;
export type HistorySortField = (typeof historySortFields)[number];

export const orderStatuses = [
  'INCOMPLETE',
  'MANUAL',
  'CONFIRMED',
  'TRANSFERRED',
  'COMPLETE',
  'CANCELLED',
] as const satisfies readonly Schemas['OrderStatus'][];

/** Rows per page (spec §9: 20, newest first). */
export const HISTORY_PAGE_SIZE = 20;

/** An optional search value; a broken one is dropped (undefined) instead of failing the page. */
function optionalOrDropped<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}
const id = z.string().check(z.minLength(1), z.maxLength(100));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** The router reads `price=92.5` as a number; the API wants the decimal string. */
const decimal = z.pipe(
  z.union([z.string().check(z.regex(/^\d{1,10}([.,]\d{1,4})?$/)), z.number().check(z.nonnegative())]),
  z.transform((v) => String(v).replace(',', '.')),
);
const litres = z.number().check(z.int(), z.nonnegative(), z.maximum(1_000_000_000_000));

/**
 * The order history's state in the URL (`/orders?product=…&from=…&page=2`), so a filtered view can be
 * bookmarked, shared and reloaded. Absent values are the defaults: spot market, page 1, newest first, no
 * filter [O1]. Broken values are dropped rather than failing the page.
 */
export const historySearchSchema = z.object({
  /** Spot market (fuels, the default) or additives. */
  mode: optionalOrDropped(z.enum(['spot', 'additive'])),
  page: optionalOrDropped(z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))),
  sort: optionalOrDropped(z.enum(historySortFields)),
  dir: optionalOrDropped(z.enum(['asc', 'desc'])),
  /** Order number. */
  order: optionalOrDropped(id),
  product: optionalOrDropped(id),
  terminal: optionalOrDropped(id),
  address: optionalOrDropped(id),
  /** The trading partner: a buyer for sellers, a seller for buyers. */
  partner: optionalOrDropped(id),
  /** A parent shareholder's child account [P1]. */
  shareholder: optionalOrDropped(id),
  status: optionalOrDropped(z.enum(orderStatuses)),
  /** Created from and to (local days, both included). */
  from: optionalOrDropped(day),
  to: optionalOrDropped(day),
  /** Collection period overlapping these local days. */
  collectFrom: optionalOrDropped(day),
  collectTo: optionalOrDropped(day),
  priceMin: optionalOrDropped(decimal),
  priceMax: optionalOrDropped(decimal),
  invoiceMin: optionalOrDropped(decimal),
  invoiceMax: optionalOrDropped(decimal),
  volumeMin: optionalOrDropped(litres),
  volumeMax: optionalOrDropped(litres),
});

export type HistorySearch = z.infer<typeof historySearchSchema>;
type FilterKey = Exclude<keyof HistorySearch, 'mode' | 'page' | 'sort' | 'dir'>;

/** Whether any filter is set (the sort and the page are not filters). */
export function hasFilters(search: HistorySearch): boolean {
  return (Object.keys(search) as (keyof HistorySearch)[]).some(
    (k) => !['mode', 'page', 'sort', 'dir'].includes(k) && search[k] !== undefined,
  );
}

/** The next state after a filter or sort change: back to page 1 [O1]; unset values leave the URL. */
export function withChange(search: HistorySearch, patch: Partial<HistorySearch>): HistorySearch {
  const next: HistorySearch = { ...search, ...patch };
  if (!('page' in patch)) delete next.page;
  for (const key of Object.keys(next) as (keyof HistorySearch)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

/** "Clear all": the defaults again, in the same market mode [O1]. */
export function cleared(search: HistorySearch): HistorySearch {
  return search.mode === 'additive' ? { mode: 'additive' } : {};
}

export type HistoryQueryParams = NonNullable<operations['getOrderHistory']['parameters']['query']>;

/** Start of the first day and end of the last day, as ISO instants (spec §9 date filters). */
export const startOfDay = (value: string) => dayjs(value).startOf('day').toISOString();
export const endOfDay = (value: string) => dayjs(value).endOf('day').toISOString();

/**
 * The query of `GET /api/orderHistory` for a URL state. `side` names whom the partner filter means;
 * with the shareholder filter [P1] the chosen child account is sent as the shareholder and as the buyer.
 */
export function historyQueryParams(search: HistorySearch, side: 'buyer' | 'seller'): HistoryQueryParams {
  const q: HistoryQueryParams = {
    productType: search.mode === 'additive' ? 'ADDITIVE' : 'FUEL',
    pageNumber: search.page ?? 1,
    pageLimit: HISTORY_PAGE_SIZE,
    sortBy: search.sort ?? 'created',
    sortType: search.dir ?? 'desc',
  };
  const set = <K extends keyof HistoryQueryParams>(key: K, value: HistoryQueryParams[K] | undefined) => {
    if (value !== undefined) q[key] = value;
  };
  const list = <T>(value: T | undefined) => (value === undefined ? undefined : [value]);
  set('orderId', search.order);
  set('productList', list(search.product));
  set('terminalList', list(search.terminal));
  set('deliveryAddressList', list(search.address));
  set(side === 'seller' ? 'buyerList' : 'sellerList', list(search.partner));
  if (search.shareholder) {
    q.shareholderList = [search.shareholder];
    q.buyerList = [search.shareholder];
  }
  set('orderStatusList', list(search.status));
  set('createdStart', search.from && startOfDay(search.from));
  set('createdEnd', search.to && endOfDay(search.to));
  set('collectionRangeStart', search.collectFrom && startOfDay(search.collectFrom));
  set('collectionRangeEnd', search.collectTo && endOfDay(search.collectTo));
  set('priceMin', search.priceMin);
  set('priceMax', search.priceMax);
  set('invoiceMin', search.invoiceMin);
  set('invoiceMax', search.invoiceMax);
  set('orderQuantityMin', search.volumeMin);
  set('orderQuantityMax', search.volumeMax);
  return q;
}

/** The export's address for the same filters and sort (all pages), as a download link. */
export function exportHref(params: HistoryQueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'pageNumber' || key === 'pageLimit' || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v));
  }
  return `/api/orderHistory/export?${query.toString()}`;
}

export type { FilterKey };
