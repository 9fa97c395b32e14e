import { $api } from '../../shell/api';

/** The page size of the user search. */
export const USER_SEARCH_LIMIT = 100;

/** Team admins: the account's users without the logged-in one, loaded at login [P3][C5]. */
export const teamQuery = () =>
  $api.queryOptions('get', '/api/user/search', {
    params: { query: { page: 1, limit: USER_SEARCH_LIMIT, removeLoggedInUser: 'REMOVE' } },
  });
