/** The cookie that remembers the cookie choice (spec §4, §9; CK1, E8). */
export const CONSENT_COOKIE = 'fm_cookie_consent';
export const CONSENT_MAX_AGE_DAYS = 30;
export const consentValues = ['necessary', 'analytical'] as const;
export type ConsentValue = (typeof consentValues)[number];

/** What the ui's CookieBanner / CookieSettings report. */
export interface ConsentChoice {
  necessary: true;
  analytical: boolean;
}

export function choiceToConsent(choice: ConsentChoice): ConsentValue {
  return choice.analytical ? 'analytical' : 'necessary';
}

/** The stored choice, or `null` when the user has not chosen yet. */
export function readConsent(doc: Document = document): ConsentValue | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return (consentValues as readonly string[]).includes(value) ? (value as ConsentValue) : null;
  }
  return null;
}

/** The `Set-Cookie`-style string written by `writeConsent` (exported for tests). */
export function consentCookieString(value: ConsentValue, now: number = Date.now()): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const expires = new Date(now + maxAge * 1000).toUTCString();
  return `${CONSENT_COOKIE}=${value}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax`;
}

export function writeConsent(value: ConsentValue, doc: Document = document): void {
  doc.cookie = consentCookieString(value);
}
