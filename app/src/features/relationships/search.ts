import type { Schemas } from '@fuelmarket/api-client';
import { z } from 'zod/mini';

// The route validates its search with this module: it is part of the first visit, so it stays small (the
// list's rules live in rules.ts, which only the page loads).

/** The states in the order the status filter offers them [RS1]. */
export const relationshipStates = [
  'REQUESTED',
  'IN_REVIEW',
  'RELEASED',
  'DECLINED',
  'CANCELLED',
] as const satisfies readonly Schemas['RelationshipState'][];

/** An optional search value; a broken one is dropped (undefined) instead of failing the page. */
const optionalOrDropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The list's filter in the URL (`?q=nord&status=REQUESTED`), so a filtered view can be shared and reloaded. */
export const relationshipSearchSchema = z.object({
  q: optionalOrDropped(z.string().check(z.maxLength(100))),
  status: optionalOrDropped(z.enum(relationshipStates)),
});

export type RelationshipSearch = z.infer<typeof relationshipSearchSchema>;
