import { createApiClient, type ApiClientOptions } from '@fuelmarket/api-client';
import type { ShellApi } from './api';

/**
 * The shell's calls on the generated client. The client's middleware sends the CSRF header and
 * `same-origin` credentials, logs by status, calls `onUnauthorized` on a 401 (not for a failed login)
 * and throws every error status as `ApiError` [H1]. The app only calls `/api` on its own origin.
 */
/** The page size of the user search (spec §9). */
export const USER_SEARCH_LIMIT = 100;

/** The body of a successful call (the middleware throws `ApiError` for every error status). */
function body<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The API answered without a body');
  return result.data;
}

export function createShellApi(
  options: Pick<ApiClientOptions, 'onUnauthorized' | 'fetch' | 'baseUrl'>,
): ShellApi {
  const { client } = createApiClient(options);
  return {
    getUser: async () => body(await client.GET('/api/user')),
    login: async (credentials) => body(await client.POST('/api/auth/login', { body: credentials })),
    logout: async () => {
      await client.POST('/api/auth/logout');
    },
    getMetadata: async () => body(await client.GET('/api/generic/metadata')),
    getMarketWindow: async () => body(await client.GET('/api/generic/marketWindow')),
    getGtcAccepted: async () => body(await client.GET('/api/metadata/user/store/gtc-accepted')).accepted,
    acceptGtc: async () => {
      await client.PUT('/api/metadata/user/store/gtc-accepted', { body: { accepted: true } });
    },
    getFavourites: async () => (await client.GET('/api/favourites')).data,
    getOpenOrdersCount: async () => body(await client.GET('/api/orders/open-count')).count,
    // The path names the other side: a buyer's sellers, a seller's buyers. Admins have none.
    getRelationships: async (accountType) => {
      if (accountType === 'admin') return [];
      const other = accountType === 'buyer' ? 'seller' : 'buyer';
      return body(
        await client.GET('/api/relationships/{accountType}', { params: { path: { accountType: other } } }),
      );
    },
    getTeam: async () =>
      body(
        await client.GET('/api/user/search', {
          params: { query: { page: 1, limit: USER_SEARCH_LIMIT, removeLoggedInUser: 'REMOVE' } },
        }),
      ),
    requestPasswordReset: async (email) => {
      await client.POST('/api/auth/password-reset', { body: { email } });
    },
    setPasswordByKey: async (key, password, passwordConfirmation) => {
      await client.POST('/api/auth/password-reset/{key}', {
        params: { path: { key } },
        body: { password, passwordConfirmation },
      });
    },
  };
}
