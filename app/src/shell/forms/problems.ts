import { ApiError } from '@fuelmarket/api-client';
import { createContext } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formProblemMessages as m } from './messages';

/**
 * A problem a form's own checks name (its zod schema's messages): `required`, `email`, `tooLong:<max>`.
 * The kit says them in German; any other text is a feature's own German sentence, shown as it is.
 */
export type ProblemKey = 'required' | 'email' | `tooLong:${number}`;

/** The German texts of the server's field-problem codes a feature knows (`name_taken` …). */
export type ProblemCatalogue = Readonly<Record<string, MessageDescriptor>>;

/** The catalogue of the surrounding form, for its fields (`FormDialog` provides it). */
export const ProblemCatalogueContext = createContext<ProblemCatalogue>({});

/** Codes whose text names the problem's bound (`{max}`). */
const BOUND_TEXTS = new Set(['too_short', 'too_long', 'too_few', 'too_many']);

/**
 * A field's problem in German: a code the feature's catalogue words (it may word the kit's own keys its
 * way; `tooLong:200` finds `tooLong` and gets `{max}`), a form key (`required`, `email`, `tooLong:200`),
 * a field-problem code of the server (in the catalogue: `useSaveForm` adds `fieldProblemMessages`;
 * `too_long:100` gets `{max}`), or a German sentence (the feature's), shown as it is. A code nobody words (snake_case, such as
 * `at_most_8_digits_4_decimals`) is never shown as it is: it says that the value does not fit or is invalid.
 */
export function problemText(
  intl: IntlShape,
  key: string | undefined,
  catalogue: ProblemCatalogue = {},
  extra: Readonly<Record<string, string | number>> = {},
): string | undefined {
  if (!key) return undefined;
  const limited = /^([a-zA-Z_0-9]+):(-?\d+(?:\.\d+)?)$/.exec(key);
  const code = limited ? limited[1]! : key;
  const values = limited ? { ...extra, max: Number(limited[2]) } : extra;
  // A bound the answer did not name is not made up: the text without it.
  if (!limited && BOUND_TEXTS.has(code)) return intl.formatMessage(m.invalid);
  const known = catalogue[key] ?? catalogue[code];
  if (known) return intl.formatMessage(known, values);
  if (code === 'required') return intl.formatMessage(m.required);
  if (code === 'email') return intl.formatMessage(m.email);
  if (code === 'tooLong' && limited) return intl.formatMessage(m.tooLong, values);
  if (/^at_most_\d+_digits_\d+_decimals$/.test(key)) return intl.formatMessage(m.tooManyDigits);
  if (/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(key)) return intl.formatMessage(m.invalid);
  return key;
}

/** A JSON pointer of the server's field problems (`/address/postCode`) as a form path (`address.postCode`). */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}

/** The key `problemText` words for a field problem of the server: its code with its bound (`too_long:100`). */
export function fieldProblemKey(problem: { code?: string; limit?: number; message: string }): string {
  if (!problem.code) return problem.message;
  return problem.limit === undefined ? problem.code : `${problem.code}:${problem.limit}`;
}

/**
 * The server's field problems (`errors[]` of a 400) split into those a form field shows and the rest,
 * which the form lists above its fields; `pointers` names the field of a pointer that is not the field's
 * path (`/availabilityStartDate` is shown by the range `availability`). Null when the error is not a
 * 400 with field problems.
 */
export function fieldProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
  pointers: Readonly<Record<string, F>> = {},
): { fields: { field: F; message: string }[]; other: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.problem?.errors?.length) return null;
  const placed: { field: F; message: string }[] = [];
  const other: string[] = [];
  for (const problem of error.problem.errors) {
    const path = pointerToPath(problem.path);
    // A problem of a list's item (`/terminalIds/1`) lands on the list's field.
    const field =
      pointers[problem.path] ??
      fields.find((f) => f === path) ??
      fields.find((f) => path.startsWith(`${f}.`));
    if (field) placed.push({ field, message: fieldProblemKey(problem) });
    else other.push(fieldProblemKey(problem));
  }
  return { fields: placed, other };
}

/** A refused save that is neither a field problem nor a conflict, in German. */
export function saveFailureText(intl: IntlShape, error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return intl.formatMessage(m.forbidden);
  if (status === 404) return intl.formatMessage(m.gone);
  return intl.formatMessage(m.failed, { status });
}
