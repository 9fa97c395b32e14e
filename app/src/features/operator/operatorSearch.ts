import { z } from 'zod/mini';

/** The console's views: the company accounts, the master data and the audit log. */
export const operatorTabs = ['accounts', 'masterData', 'audit'] as const;
export type OperatorTab = (typeof operatorTabs)[number];

/** Longest search the API takes (`q` of `GET /api/operator/accounts`). */
export const SEARCH_MAX_LENGTH = 100;

/** An optional search value; a broken one is dropped (undefined) instead of failing the page. */
function optionalOrDropped<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** The router reads `q=2026` as a number; the search is text. */
const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value).trim()),
);

/**
 * The console's state in the URL (`/betreiber?q=nord&account=acc-nordheiz`, `/betreiber?tab=audit`, `/betreiber?tab=masterData`): the
 * search, the opened company account and the view, so a view can be reloaded and shared. Absent values
 * are the defaults (no search, no account open, the accounts); broken ones are dropped.
 */
export const operatorSearchSchema = z.object({
  q: optionalOrDropped(z.pipe(text, z.string().check(z.minLength(1), z.maxLength(SEARCH_MAX_LENGTH)))),
  account: optionalOrDropped(z.string().check(z.minLength(1), z.maxLength(100))),
  tab: optionalOrDropped(z.enum(operatorTabs)),
});

export type OperatorSearch = z.infer<typeof operatorSearchSchema>;
