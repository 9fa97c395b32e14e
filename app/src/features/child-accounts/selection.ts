import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Where the chosen child account lives: in the query cache, so the header's selector and the market
 * page share it without a provider, and logout (which clears the cache) forgets it.
 */
export const childAccountSelectionKey = ['child-accounts', 'selection'] as const;

export interface ChildAccountSelection {
  /** The selected child account, `null` for the own account. */
  childAccountId: string | null;
  select(childAccountId: string | null): void;
}

/** The market's child-account selection, shared by `ChildAccountSelector` and the market page. */
export function useChildAccountSelection(): ChildAccountSelection {
  const queryClient = useQueryClient();
  const { data } = useQuery<string | null>({
    queryKey: childAccountSelectionKey,
    queryFn: () => queryClient.getQueryData<string | null>(childAccountSelectionKey) ?? null,
    initialData: null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const select = useCallback(
    (childAccountId: string | null) => queryClient.setQueryData(childAccountSelectionKey, childAccountId),
    [queryClient],
  );
  return { childAccountId: data ?? null, select };
}
