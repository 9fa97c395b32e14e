import { $api } from '../api';

/**
 * The session's queries, built on the generated client's `queryOptions` (keys and types from the
 * contract). The user and the metadata stay until logout; the terms flag until it is accepted.
 */
export const userQuery = () =>
  $api.queryOptions('get', '/api/user', {}, { retry: false, staleTime: Infinity });

export const metadataQuery = () =>
  $api.queryOptions('get', '/api/generic/metadata', {}, { staleTime: Infinity });

export const gtcAcceptedQuery = () =>
  $api.queryOptions(
    'get',
    '/api/metadata/user/store/gtc-accepted',
    {},
    { retry: false, staleTime: Infinity },
  );
