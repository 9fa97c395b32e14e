import { describe, expect, it } from 'vitest';
import { hasSignedInCookie } from './signedInCookie';

describe('hasSignedInCookie', () => {
  it('finds the cookie over http and https, among others', () => {
    expect(hasSignedInCookie('fm_signed_in=1')).toBe(true);
    expect(hasSignedInCookie('fm_cookie_consent=necessary; __Host-fm_signed_in=1')).toBe(true);
    expect(hasSignedInCookie('a=b; fm_signed_in=1; c=d')).toBe(true);
  });

  it('ignores a cleared, different or look-alike cookie', () => {
    expect(hasSignedInCookie('')).toBe(false);
    expect(hasSignedInCookie('fm_signed_in=')).toBe(false);
    expect(hasSignedInCookie('fm_signed_in=10')).toBe(false);
    expect(hasSignedInCookie('xfm_signed_in=1')).toBe(false);
  });
});
