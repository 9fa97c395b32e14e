import { ApiError } from '@fuelmarket/api-client';
import type { IntlShape } from 'react-intl';
import { accountMessages, formMessages as m, serverProblemMessages } from './messages';

/**
 * A field's problem in German: a form key (`required`, `email`, `tooLong:200`), a server key
 * (`name_taken` …), or a German sentence from the server, shown as it is.
 */
export function problemText(intl: IntlShape, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (key === 'required') return intl.formatMessage(m.required);
  if (key === 'email') return intl.formatMessage(m.email);
  if (key.startsWith('tooLong:')) return intl.formatMessage(m.tooLong, { max: Number(key.slice(8)) });
  const known = serverProblemMessages[key];
  return known ? intl.formatMessage(known) : key;
}

/** A refused save (other than field problems and conflicts) in German. */
export function saveFailure(intl: IntlShape, error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return intl.formatMessage(accountMessages.forbidden);
  if (status === 404) return intl.formatMessage(m.gone);
  return intl.formatMessage(m.failed, { status });
}

/**
 * The server's field problems (`errors[]` of a 400, JSON pointers like `/email`) split into those a form
 * field shows and the rest, which the dialog lists above the form.
 */
export function fieldProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fields: { field: F; message: string }[]; other: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.problem?.errors?.length) return null;
  const placed: { field: F; message: string }[] = [];
  const other: string[] = [];
  for (const p of error.problem.errors) {
    const field = fields.find((f) => p.path === `/${f}`);
    if (field) placed.push({ field, message: p.message });
    else other.push(p.message);
  }
  return { fields: placed, other };
}
