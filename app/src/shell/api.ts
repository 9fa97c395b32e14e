import { createApiClient, type paths } from '@fuelmarket/api-client';

/**
 * The app's one API client (openapi-fetch on the generated types, with openapi-react-query's `$api`).
 * Its middleware sends the CSRF header and same-origin cookies, logs by status and throws every error
 * status as `ApiError` [H1]. The app only calls `/api` on its own origin. `fetch` is looked up on each
 * call, so a test's network fake (msw) sees every request.
 */
let unauthorizedHandler: () => void = () => {};

export const { client, $api } = createApiClient({
  // Absolute, so that the client's Request objects also build outside a browser page (tests).
  baseUrl: globalThis.location?.origin ?? '',
  onUnauthorized: () => unauthorizedHandler(),
  fetch: (request) => globalThis.fetch(request),
});

/** Where a 401 during a session goes (the session's logout); set once per app. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The body of a successful call (the middleware has thrown `ApiError` for every error status). */
export function dataOf<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The API answered without a body');
  return result.data;
}

/** A path of the contract that has a GET operation. */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/**
 * The key every cached GET of one path starts with, whatever its parameters: `invalidateQueries({
 * queryKey: everyGet(path) })` reloads them all. Typed by the contract, so a renamed path fails to build.
 */
export const everyGet = <P extends GetPath>(path: P) => ['get', path] as const;
