import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { MarketTimer, MarketTimerState } from './timer';

const MarketTimerContext = createContext<MarketTimer | null>(null);

export interface MarketTimerProviderProps {
  timer: MarketTimer;
  children?: ReactNode;
}

/** Makes a market timer available to `useMarketTimer`; it does not start or stop it. */
export function MarketTimerProvider({ timer, children }: MarketTimerProviderProps) {
  return <MarketTimerContext.Provider value={timer}>{children}</MarketTimerContext.Provider>;
}

export function useMarketTimerInstance(): MarketTimer {
  const timer = useContext(MarketTimerContext);
  if (!timer) throw new Error('useMarketTimer must be used inside <MarketTimerProvider>');
  return timer;
}

/**
 * Reads a slice of the timer state. The component re-renders only when the selected value changes
 * (compared with `isEqual`, `Object.is` by default), so only what shows the time re-renders every
 * second.
 */
export function useMarketTimer<T>(
  selector: (state: MarketTimerState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const timer = useMarketTimerInstance();
  const cache = useRef<{ snapshot: MarketTimerState; selected: T } | null>(null);
  const getSelection = (): T => {
    const snapshot = timer.getSnapshot();
    const last = cache.current;
    if (last && last.snapshot === snapshot) return last.selected;
    const selected = selector(snapshot);
    if (last && isEqual(last.selected, selected)) {
      cache.current = { snapshot, selected: last.selected };
      return last.selected;
    }
    cache.current = { snapshot, selected };
    return selected;
  };
  return useSyncExternalStore(timer.subscribe, getSelection, getSelection);
}
