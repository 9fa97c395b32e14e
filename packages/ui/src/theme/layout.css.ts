import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Room the fixed BottomBar takes at the bottom of the viewport while it shows (set on `:root` by the
 * BottomBar's styles), else 0. The page reserves it below its content; toasts and banners sit above it.
 */
export const bottomBarOffsetVar = createVar();
export const bottomBarOffset = fallbackVar(bottomBarOffsetVar, '0px');

/** The TopBar's row height in px; its bottom border adds 1 px. */
export const topBarRowHeight = 64;

/**
 * The TopBar's height (row and border). A page that loads the top bar later reserves it, so that nothing
 * below moves when the bar arrives.
 */
export const topBarHeight = `${topBarRowHeight + 1}px`;

/**
 * The one page container: the header's row, the main area and the footer's content share its width and
 * side margins, so every screen has the same margins and the three line up.
 */
export const pageContainer = style({
  width: '100%',
  maxWidth: vars.size.pageMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  boxSizing: 'border-box',
});
