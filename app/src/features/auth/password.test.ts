import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, setPasswordSchema } from './password';

describe('password rules', () => {
  it('[V4] accepts a password with 8+ characters, lower, upper and a digit or special character', () => {
    expect(brokenPasswordRules('Heizoel!2027')).toEqual([]);
    expect(brokenPasswordRules('Abcdefg1')).toEqual([]);
    expect(brokenPasswordRules('Abcdefg#')).toEqual([]);
  });
  it('[V4] the minimum is exactly 8 characters: 7 are too few', () => {
    expect(brokenPasswordRules('Abcdef1')).toEqual(['minLength']);
    expect(brokenPasswordRules('Abcdef12')).toEqual([]);
  });
  it('[V4] names each broken rule', () => {
    expect(brokenPasswordRules('Ab1')).toEqual(['minLength']);
    expect(brokenPasswordRules('ABCDEFG1')).toEqual(['lowercase']);
    expect(brokenPasswordRules('abcdefg1')).toEqual(['uppercase']);
    expect(brokenPasswordRules('Abcdefgh')).toEqual(['digitOrSpecial']);
  });
  it('[V4] an umlaut is not an uppercase letter', () => {
    expect(brokenPasswordRules('Äbcdefg1'.toLowerCase().replace('ä', 'Ä'))).toContain('uppercase');
  });
  it('[V4] only ! ? $ # % count as special characters', () => {
    expect(brokenPasswordRules('Abcdefg&')).toEqual(['digitOrSpecial']);
  });
  it('[V4][M1] the two entries must match', () => {
    const result = setPasswordSchema.safeParse({
      password: 'Heizoel!2027',
      passwordConfirmation: 'Heizoel!2028',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['passwordConfirmation'],
      message: 'notIdentical',
    });
    expect(
      setPasswordSchema.safeParse({ password: 'Heizoel!2027', passwordConfirmation: 'Heizoel!2027' }).success,
    ).toBe(true);
  });
});
