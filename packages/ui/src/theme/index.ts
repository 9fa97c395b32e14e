export { vars } from './contract.css';
export {
  baseTokens,
  breakpointNames,
  breakpointOf,
  breakpoints,
  media,
  palette,
  resolveTokens,
  textColorPairs,
  uiColorPairs,
  UnknownTokenError,
} from './tokens';
export type { Breakpoint, ColorToken, ResolvedTokens, TokenGroup } from './tokens';
export { bottomBarOffset, pageContainer, topBarHeight } from './layout.css';
