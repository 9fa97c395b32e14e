import { describe, expect, it } from 'vitest';
import { loginFailure } from './apiErrors';

describe('login failure mapping', () => {
  it('[M1] maps LOGIN_FAILED / 401 to the failure message, ACCOUNT_LOCKED to the lockout', () => {
    expect(loginFailure({ status: 401, code: 'LOGIN_FAILED' })).toBe('failed');
    expect(loginFailure({ status: 401 })).toBe('failed');
    expect(loginFailure({ status: 403, code: 'ACCOUNT_LOCKED' })).toBe('locked');
    expect(loginFailure({ status: 403, code: 'USER_BLOCKED' })).toBe('blocked');
    expect(loginFailure({ status: 503, code: 'SERVICE_UNAVAILABLE' })).toBe('technical');
    expect(loginFailure(new TypeError('Failed to fetch'))).toBe('technical');
  });
});
