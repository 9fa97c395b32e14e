import { $api } from '../../shell/api';

/** The news box: the last 10 news (a buyer's sellers', or a seller's own). */
export const newsQuery = () => $api.queryOptions('get', '/api/news', {}, { retry: 1 });
