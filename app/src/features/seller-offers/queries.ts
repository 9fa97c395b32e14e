import { $api } from '../../shell/api';

/** The seller account's fuel offers, newest first. */
export const sellerOffersQuery = () => $api.queryOptions('get', '/api/seller/offers', {}, { retry: 1 });

/** The account's applied CSV uploads, newest first. */
export const csvUploadsQuery = () => $api.queryOptions('get', '/api/seller/offer-uploads', {}, { retry: 1 });

/** The seller account's pricing rules, oldest first. */
export const pricingRulesQuery = () => $api.queryOptions('get', '/api/pricing/rules', {}, { retry: 1 });

/** The seller account's groups of pricing rules, by name. */
export const pricingRuleGroupsQuery = () =>
  $api.queryOptions('get', '/api/pricing/rule-groups', {}, { retry: 1 });
