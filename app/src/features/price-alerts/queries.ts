import type { Schemas } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

export type PriceAlert = Schemas['PriceAlert'];
export type PriceAlertInput = Schemas['PriceAlertInput'];

/** The user's own price alerts, newest first (buyers on the default platform only [B9]). */
export const priceAlertsQuery = () => $api.queryOptions('get', '/api/price-alerts');
