import { ApiError, type Schemas } from '@fuelmarket/api-client';

/** A favourites list as the wizard edits it (spec §3 Favourites list). */
export interface FavouriteDraft {
  name: string;
  products: string[];
  regions: string[];
  terminals: string[];
  sellers: string[];
}

export const emptyDraft: FavouriteDraft = { name: '', products: [], regions: [], terminals: [], sellers: [] };

export function draftOf(list: Schemas['FavouritesList']): FavouriteDraft {
  return {
    name: list.name,
    products: [...list.products],
    regions: [...list.regions],
    terminals: [...list.terminals],
    sellers: [...list.sellers],
  };
}

export function toFavouriteInput(draft: FavouriteDraft): Schemas['FavouritesListInput'] {
  return { ...draft, name: draft.name.trim() };
}

export const NAME_MAX = 100;

export type NameProblem = 'required' | 'taken' | 'tooLong';

/** What is wrong with the name: empty, too long, or the name of another list of the account. */
export function nameProblem(
  name: string,
  lists: readonly Schemas['FavouritesList'][],
  ownId: string | null,
): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NAME_MAX) return 'tooLong';
  const key = trimmed.toLocaleLowerCase('de');
  return lists.some((l) => l.id !== ownId && l.name.trim().toLocaleLowerCase('de') === key) ? 'taken' : null;
}

/** The fields a refused save names (`/name`, `/sellers/0` → `sellers`). */
export function refusedFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const errors = (error.body as { errors?: { path?: string }[] } | undefined)?.errors ?? [];
  return [...new Set(errors.map((e) => (e.path ?? '').split('/')[1] ?? '').filter(Boolean))];
}
