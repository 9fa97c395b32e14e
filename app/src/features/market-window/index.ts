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
export type { SubscribeToEventsOptions } from './events';
export { MarketChange } from './MarketChange';
export type { MarketChangeProps } from './MarketChange';
export { MarketWindowStatus } from './MarketWindowStatus';
export type { MarketWindowStatusProps } from './MarketWindowStatus';
export { marketMessages } from './messages';
export { dependsOnMarketWindow, fetchMarketWindow, marketWindowDependentPaths } from './queries';
