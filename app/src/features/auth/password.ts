import { z } from 'zod/mini';

/** The password rules of spec §5 [V4]. */
export const passwordRules = {
  minLength: (value: string) => value.length >= 8,
  lowercase: (value: string) => /[a-z]/.test(value),
  /** A–Z only: umlauts do not count as uppercase letters. */
  uppercase: (value: string) => /[A-Z]/.test(value),
  digitOrSpecial: (value: string) => /[0-9!?$#%]/.test(value),
} as const;

export type PasswordRule = keyof typeof passwordRules;

/** The rules a password breaks; empty when it is valid. */
export function brokenPasswordRules(value: string): PasswordRule[] {
  return (Object.keys(passwordRules) as PasswordRule[]).filter((rule) => !passwordRules[rule](value));
}

/** Error codes the form maps to message ids. */
export const setPasswordErrors = {
  required: 'required',
  rules: 'rules',
  notIdentical: 'notIdentical',
} as const;

// zod/mini: the same checks as zod's classic API at a fraction of the bundle size.
export const setPasswordSchema = z
  .object({
    password: z.string().check(
      z.minLength(1, setPasswordErrors.required),
      z.refine((value) => brokenPasswordRules(value).length === 0, setPasswordErrors.rules),
    ),
    passwordConfirmation: z.string().check(z.minLength(1, setPasswordErrors.required)),
  })
  .check(
    z.refine((values) => values.password === values.passwordConfirmation, {
      message: setPasswordErrors.notIdentical,
      path: ['passwordConfirmation'],
    }),
  );

export type SetPasswordValues = z.infer<typeof setPasswordSchema>;
