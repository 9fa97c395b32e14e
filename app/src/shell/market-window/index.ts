// The market window as a service of the shell: the timer every screen runs on, the server's event stream
// that feeds it, and the queries that depend on the window. What the screens show of it
// (MarketWindowStatus, MarketChange) is the market-window feature.
export {
  createMarketTimer,
  hasLivePrices,
  hasPrices,
  loadMarketWindow,
  MarketWindowError,
  NO_DATA_MESSAGE,
  RETRY_MS,
  TICK_MS,
  LIVE_PRICE_MAX_AGE_MS,
} from './timer';
export type {
  MarketTimer,
  MarketTimerOptions,
  MarketTimerState,
  MarketWindow,
  PriceTick,
  Scheduler,
} from './timer';
export { MarketTimerProvider, useMarketTimer, useMarketTimerInstance } from './MarketTimerProvider';
export type { MarketTimerProviderProps } from './MarketTimerProvider';
export { subscribeToEvents } from './events';
export type { EventHandlers, SubscribeToEventsOptions } from './events';
export { dependsOnMarketWindow, fetchMarketWindow, marketWindowDependentPaths } from './queries';
