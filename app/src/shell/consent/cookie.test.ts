import { beforeEach, describe, expect, it } from 'vitest';
import { choiceToConsent, CONSENT_COOKIE, consentCookieString, readConsent, writeConsent } from './cookie';

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('consent cookie', () => {
  it('[CK1][E8] reads no choice when the cookie is absent or unknown', () => {
    expect(readConsent()).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=everything; Path=/`;
    expect(readConsent()).toBeNull();
  });

  it('[CK1] stores necessary or analytical and reads it back', () => {
    writeConsent('necessary');
    expect(readConsent()).toBe('necessary');
    writeConsent('analytical');
    expect(readConsent()).toBe('analytical');
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=analytical`);
  });

  it('[CK1] lives 30 days on the whole site, SameSite=Lax', () => {
    const now = Date.parse('2026-11-22T09:00:00.000Z');
    const s = consentCookieString('necessary', now);
    expect(s).toContain('Max-Age=2592000');
    expect(s).toContain(`Expires=${new Date(now + 30 * 86_400_000).toUTCString()}`);
    expect(s).toContain('Path=/');
    expect(s).toContain('SameSite=Lax');
  });

  it('[CK1] maps the ui choice to the stored value', () => {
    expect(choiceToConsent({ necessary: true, analytical: true })).toBe('analytical');
    expect(choiceToConsent({ necessary: true, analytical: false })).toBe('necessary');
  });
});
