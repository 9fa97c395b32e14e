import { queryOptions } from '@tanstack/react-query';
import type { AccountType } from './guards';
import type { ShellApi } from './api';

/** One `queryOptions` factory per query; loaders (`ensureQueryData`) and components share them. */
export const sessionKeys = {
  user: ['session', 'user'] as const,
  metadata: ['session', 'metadata'] as const,
  gtcAccepted: ['session', 'gtcAccepted'] as const,
  favourites: ['favourites'] as const,
  sellerOrders: ['orders', 'seller', 'open'] as const,
  team: ['team', 'users'] as const,
  relationships: (accountType: AccountType) => ['relationships', accountType] as const,
};

export const userQuery = (api: ShellApi) =>
  queryOptions({
    queryKey: sessionKeys.user,
    queryFn: () => api.getUser(),
    retry: false,
    staleTime: Infinity,
  });

export const metadataQuery = (api: ShellApi) =>
  queryOptions({ queryKey: sessionKeys.metadata, queryFn: () => api.getMetadata(), staleTime: Infinity });

export const gtcAcceptedQuery = (api: ShellApi) =>
  queryOptions({
    queryKey: sessionKeys.gtcAccepted,
    queryFn: () => api.getGtcAccepted(),
    retry: false,
    staleTime: Infinity,
  });

export const favouritesQuery = (api: ShellApi) =>
  queryOptions({ queryKey: sessionKeys.favourites, queryFn: () => api.getFavourites() });

export const sellerOrdersQuery = (api: ShellApi) =>
  queryOptions({ queryKey: sessionKeys.sellerOrders, queryFn: () => api.getOpenOrdersCount(), retry: 1 });

export const relationshipsQuery = (api: ShellApi, accountType: AccountType) =>
  queryOptions({
    queryKey: sessionKeys.relationships(accountType),
    queryFn: () => api.getRelationships(accountType),
  });

export const teamQuery = (api: ShellApi) =>
  queryOptions({ queryKey: sessionKeys.team, queryFn: () => api.getTeam() });
