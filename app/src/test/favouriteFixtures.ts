import type { Schemas } from '@fuelmarket/api-client';

/** A buyer's favourites list: Heizöl EL from Südöl in the north region (no node imports: stories use it too). */
export const heizoelNord: Schemas['FavouritesList'] = {
  id: 'fav-1',
  name: 'Heizöl Nord',
  products: ['heizoel-el'],
  regions: ['reg-nord'],
  terminals: [],
  sellers: ['acc-suedoel'],
};
