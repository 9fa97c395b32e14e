import type { Schemas } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

export type Trigger = Schemas['Trigger'];
export type TriggerInput = Schemas['TriggerInput'];
export type TriggerUpdate = Schemas['TriggerUpdate'];
export type TriggerStatus = Schemas['TriggerStatus'];

/**
 * The price triggers of the own account: a buyer's own, a seller's on their offers (newest first, every
 * status with its outcome). Read anew on every visit: a tick may have executed one meanwhile.
 */
export const triggersQuery = () =>
  $api.queryOptions('get', '/api/contracts/triggers', {}, { retry: 1, staleTime: 0 });

/** The market's offers the buyer may set a trigger on (the first page of the market, unfiltered). */
export const triggerOffersQuery = () =>
  $api.queryOptions(
    'get',
    '/api/v2/offers',
    { params: { query: { pageNumber: 1, pageLimit: 1000 } } },
    { retry: 1 },
  );
