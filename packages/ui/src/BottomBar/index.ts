export { BottomBar } from './BottomBar';
export type { BottomBarProps } from './BottomBar';
export { bottomBarMessages } from './messages';
