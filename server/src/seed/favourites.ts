/** Favourite market lists of buyer users. */
import type { SeedContext } from './context.js';
import { insertRows } from './context.js';
import { favourites } from './data/favourites.js';

export async function seedFavourites({ tx }: SeedContext): Promise<void> {
  await insertRows(
    tx,
    'favourites',
    ['id', 'account_id', 'user_id', 'name', 'products', 'regions', 'terminals', 'sellers'],
    favourites,
  );
}
