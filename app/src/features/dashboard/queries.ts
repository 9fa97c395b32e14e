import { orderHistoryQuery } from '../orders';

/** Orders the dashboard lists. */
const LATEST = 5;

/** The dashboard's latest fuel orders, newest first. */
export const latestOrdersQuery = () =>
  orderHistoryQuery({
    productType: 'FUEL',
    pageNumber: 1,
    pageLimit: LATEST,
    sortBy: 'created',
    sortType: 'desc',
  });
