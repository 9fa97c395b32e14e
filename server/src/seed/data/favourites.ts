/** Saved market lists of buyer users. */

/** [id, account, user, name, products, regions, terminals, sellers] */
export const favourites: [string, string, string, string, string[], string[], string[], string[]][] = [
  [
    'fav-1',
    'acc-nordheiz',
    'u-buyer-1',
    'Heizöl Nord',
    ['heizoel-el'],
    ['reg-nord'],
    ['tm-hamburg', 'tm-bremen'],
    ['acc-suedoel'],
  ],
  [
    'fav-2',
    'acc-nordheiz',
    'u-buyer-1',
    'Diesel West',
    ['diesel-b7'],
    ['reg-west'],
    ['tm-duisburg'],
    ['acc-rheintank', 'acc-suedoel'],
  ],
  [
    'fav-3',
    'acc-aviat-nord',
    'u-child-1',
    'Vorfeld Hamburg',
    ['diesel-b7'],
    ['reg-nord'],
    ['tm-hamburg'],
    ['acc-suedoel'],
  ],
];
