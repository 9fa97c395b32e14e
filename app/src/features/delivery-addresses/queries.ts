import type { Schemas } from '@fuelmarket/api-client';
import { $api } from '../../shell/api';

export type DeliveryAddress = Schemas['DeliveryAddress'];
export type DeliveryAddressInput = Schemas['DeliveryAddressInput'];

/** Buyers: the own account's delivery addresses [S8]. */
export const deliveryAddressesQuery = () => $api.queryOptions('get', '/api/delivery-addresses');
