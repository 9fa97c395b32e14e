import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMarketTimer } from '../market-window';
import { offersQueryKeyPrefix } from './queries';

/**
 * Fetches the offers again when the event stream delivers new prices or says a seller changed offers or
 * prices (no polling). It reads only these from the timer, so the 1 s tick does not render it, and it
 * renders nothing itself.
 */
export function LivePriceRefetch() {
  const queryClient = useQueryClient();
  const prices = useMarketTimer((s) => s.window?.prices ?? null);
  const revision = useMarketTimer((s) => s.offersRevision);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (prices) void queryClient.invalidateQueries({ queryKey: offersQueryKeyPrefix });
  }, [prices, revision, queryClient]);
  return null;
}
