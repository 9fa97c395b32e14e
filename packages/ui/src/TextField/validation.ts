/** Keys of the validation messages (spec §5); each maps to the message id `ui.validation.<key>`. */
export type ValidationKey =
  'required' | 'email_format_required' | 'positive_required' | 'negative_required' | 'number_format_required';

// A standard address pattern: something@domain.tld, no spaces, one @, a dot in the domain part.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The first rule a text value breaks, or null when it is valid [V1]. */
export function validateText(
  value: string,
  rules: { isRequired?: boolean; email?: boolean },
): ValidationKey | null {
  if (value.trim() === '') return rules.isRequired ? 'required' : null;
  if (rules.email && !isEmail(value)) return 'email_format_required';
  return null;
}
