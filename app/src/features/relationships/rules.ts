import type { Schemas } from '@fuelmarket/api-client';

export type Relationship = Schemas['Relationship'];
export type RelationshipState = Schemas['RelationshipState'];

/** What one side does with a relationship: the buyer cancels, the seller accepts, declines or reviews. */
export type RelationshipAction = 'cancel' | 'accept' | 'decline' | 'inReview';

/**
 * [RS1] The states each action starts from (the server's transitions): the buyer cancels a request or a
 * relationship; the seller releases ("save and activate"), declines or sets in review. A declined or
 * cancelled relationship is set up again by the seller only, never requested again by the buyer.
 */
const FROM: Record<RelationshipAction, readonly RelationshipState[]> = {
  cancel: ['REQUESTED', 'IN_REVIEW', 'RELEASED'],
  accept: ['REQUESTED', 'IN_REVIEW', 'DECLINED', 'CANCELLED'],
  inReview: ['REQUESTED', 'DECLINED', 'CANCELLED'],
  decline: ['REQUESTED', 'IN_REVIEW', 'RELEASED'],
};

const SIDE_ACTIONS: Record<'buyer' | 'seller', readonly RelationshipAction[]> = {
  buyer: ['cancel'],
  seller: ['accept', 'inReview', 'decline'],
};

/** The actions the own side may take on a relationship in its state, in the order they are offered. */
export function actionsFor(side: 'buyer' | 'seller', state: RelationshipState): RelationshipAction[] {
  return SIDE_ACTIONS[side].filter((action) => FROM[action].includes(state));
}

/**
 * [E3] NEW counts as new: a relationship whose seller side is NEW, a request the seller has not answered
 * yet (for the seller a request to look at, for the buyer one still waiting).
 */
export const isNew = (r: Relationship): boolean => r.seller.status === 'NEW';

/** The list's filter: part of the other side's name, and a state. */
export interface RelationshipFilter {
  q?: string | undefined;
  status?: RelationshipState | undefined;
}

export const hasFilter = (f: RelationshipFilter): boolean => Boolean(f.q?.trim() || f.status);

/** The relationships whose other side's name contains the search text (any case) and that are in the state. */
export function filterRelationships(list: readonly Relationship[], f: RelationshipFilter): Relationship[] {
  const q = f.q?.trim().toLocaleLowerCase('de') ?? '';
  return list.filter(
    (r) =>
      (!f.status || r.state === f.status) && (q === '' || r.other.name.toLocaleLowerCase('de').includes(q)),
  );
}

/**
 * The sellers a buyer may request, without any it has a relationship with in whatever state (the list the
 * server gives may be older than the relationships): after a decline or a cancellation only the seller
 * sets it up again [RS1].
 */
export function requestableSellers<S extends { id: string; name: string }>(
  sellers: readonly S[],
  relationships: readonly Relationship[],
): S[] {
  const taken = new Set(relationships.map((r) => r.seller.id));
  return sellers.filter((s) => !taken.has(s.id)).sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
