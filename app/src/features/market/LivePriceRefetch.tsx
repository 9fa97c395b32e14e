import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMarketTimer } from '../../shell/market-window';
import { childAccountOffersQueryKeyPrefix, offersQueryKeyPrefix } from './queries';

/**
 * Fetches the offers again when the event stream delivers new prices or says a seller changed offers or
 * prices, and when the live prices turn stale or fresh (T6: the server then withholds or lists live-priced
 * offers, M5) without any new price arriving (no polling). It reads only these from the timer, so the 1 s
 * tick does not render it, and it renders nothing itself.
 */
export function LivePriceRefetch() {
  const queryClient = useQueryClient();
  const prices = useMarketTimer((s) => s.window?.prices ?? null);
  const revision = useMarketTimer((s) => s.offersRevision);
  const live = useMarketTimer((s) => s.livePricesAvailable);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!prices) return;
    // The buyer's own market and, for a parent shareholder, a child account's market [C3].
    void queryClient.invalidateQueries({ queryKey: offersQueryKeyPrefix });
    void queryClient.invalidateQueries({ queryKey: childAccountOffersQueryKeyPrefix });
  }, [prices, revision, live, queryClient]);
  return null;
}
