import { $api } from '../../shell/api';

/** The seller account's fuel offers, newest first. */
export const sellerOffersQuery = () => $api.queryOptions('get', '/api/seller/offers', {}, { retry: 1 });
