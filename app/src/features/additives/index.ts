export { AdditivesMarket, validUnits } from './AdditivesMarket';
export type { AdditivesMarketProps } from './AdditivesMarket';
export { useAdditivesAvailable } from './hooks';
export {
  ADDITIVE_PAGE_LIMIT,
  EMPTY_BARREL_HISTORY_SIZE,
  additiveOffersQuery,
  additiveOffersView,
  additivesAvailable,
  emptyBarrelsQuery,
  locationsQuery,
  noAdditiveFilters,
  ownAdditiveOffersQuery,
} from './queries';
export type { AdditiveFilters, AdditiveLocation, AdditiveOffer } from './queries';
export { additivesMessages } from './messages';
export { AdditiveLocations } from './AdditiveLocations';
export type { AdditiveLocationsProps } from './AdditiveLocations';
export { EmptyBarrelReturn, barrelHistory } from './EmptyBarrelReturn';
export type { EmptyBarrelReturnProps } from './EmptyBarrelReturn';
