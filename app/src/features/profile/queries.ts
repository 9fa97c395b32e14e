import { $api } from '../../shell/api';

/** A profile: `-1` is the logged-in user's own [PM1]. */
export const profileQuery = (id = '-1') =>
  $api.queryOptions('get', '/api/user/{id}', { params: { path: { id } } });

/** The own company account (read-only here; the platform operator changes it [P5]). */
export const accountQuery = () => $api.queryOptions('get', '/api/account');
