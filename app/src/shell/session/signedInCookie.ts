/**
 * The server sets `fm_signed_in=1` (`__Host-fm_signed_in` over https) beside the HttpOnly session cookie
 * and clears both together. It holds no secret; its absence means there is no session to check, so /login
 * shows the form at once instead of asking GET /api/user for a certain 401.
 */
const SIGNED_IN = /(?:^|;\s*)(?:__Host-)?fm_signed_in=1(?:;|$)/;

export function hasSignedInCookie(cookies: string = document.cookie): boolean {
  return SIGNED_IN.test(cookies);
}
