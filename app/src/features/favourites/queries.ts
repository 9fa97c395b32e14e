import { $api } from '../../shell/api';

/** Buyers: the favourite market lists, loaded at login [P3]. */
export const favouritesQuery = () => $api.queryOptions('get', '/api/favourites');
