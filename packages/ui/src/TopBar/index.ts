export { TopBar } from './TopBar';
export type { TopBarProps } from './TopBar';
export { defaultRenderLink } from './navigation';
export type { NavItem, LinkRenderProps, RenderLink } from './navigation';
export { topBarMessages } from './messages';
