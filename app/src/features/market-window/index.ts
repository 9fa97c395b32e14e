// What the screens show of the market window; the timer and the event stream are the shell's
// (`shell/market-window`).
export { MarketChange } from './MarketChange';
export type { MarketChangeProps } from './MarketChange';
export { MarketWindowStatus } from './MarketWindowStatus';
export type { MarketWindowStatusProps } from './MarketWindowStatus';
export { marketMessages } from './messages';
