/** The roles a user of an account may hold (stored per user; spec §5 team administration). */

/** May put offers in the basket and order (buyers only). */
export const PURCHASE_ROLE = 'MyOffers_Purchase';

/** May see and manage the account's business relationships. */
export const RELATIONSHIPS_ROLE = 'MyRelationships_View';
