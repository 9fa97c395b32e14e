import { isEmail } from '@fuelmarket/ui';
import { z } from 'zod/mini';

/** The contract's limits of `ContactMessage` (openapi.yaml). */
export const CONTACT_LIMITS = { name: 200, email: 254, phone: 40, subject: 200, message: 5000 } as const;

const required = (max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(max, 'too_long'),
  );

/** The form's rules: name, e-mail, subject and message required (white space counts as empty). */
export const contactSchema = z.object({
  name: required(CONTACT_LIMITS.name),
  email: z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.refine((value) => value.trim() === '' || isEmail(value.trim()), 'email_format_required'),
    z.maxLength(CONTACT_LIMITS.email, 'too_long'),
  ),
  phone: z.string().check(z.maxLength(CONTACT_LIMITS.phone, 'too_long')),
  subject: required(CONTACT_LIMITS.subject),
  message: required(CONTACT_LIMITS.message),
});
export type ContactValues = z.infer<typeof contactSchema>;

/** The request body: trimmed, without an empty phone. */
export function contactBody(values: ContactValues) {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
