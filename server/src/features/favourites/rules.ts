/** Validation of a favourites list (spec §2 favourites wizard, §3 Favourites list; rule S2). */
import type { FieldError, FieldProblemCode } from '../../errors.js';
import type { FavouriteInput, KnownIds } from './repository.js';

/** The input with its name trimmed and each list without repeats, in the order given. */
export function normaliseFavourite(input: FavouriteInput): FavouriteInput {
  const unique = (xs: string[]) => [...new Set(xs)];
  return {
    name: input.name.trim(),
    products: unique(input.products),
    regions: unique(input.regions),
    terminals: unique(input.terminals),
    sellers: unique(input.sellers),
  };
}

/**
 * Field errors (JSON pointers) of a normalised list: a name, at least one seller, and only ids that exist
 * for the account; sellers only those the buyer is connected to. `nameTaken`: another list has the name.
 */
export function favouriteErrors(input: FavouriteInput, known: KnownIds, nameTaken: boolean): FieldError[] {
  const errors: FieldError[] = [];
  if (input.name === '') errors.push({ path: '/name', code: 'required' });
  else if (nameTaken) errors.push({ path: '/name', code: 'favourite_name_taken' });
  if (input.sellers.length === 0) errors.push({ path: '/sellers', code: 'favourite_needs_seller' });
  const unknown = (field: keyof KnownIds, code: FieldProblemCode) =>
    input[field].forEach((id, i) => {
      if (!known[field].has(id)) errors.push({ path: `/${field}/${i}`, code });
    });
  unknown('products', 'unknown_product');
  unknown('regions', 'unknown_region');
  unknown('terminals', 'unknown_terminal');
  unknown('sellers', 'seller_not_connected');
  return errors;
}
