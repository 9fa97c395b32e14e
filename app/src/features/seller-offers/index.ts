export { SellerOffersPage } from './SellerOffersPage';
export type { SellerOffersPageProps } from './SellerOffersPage';
export { sellerOffersQuery } from './queries';
