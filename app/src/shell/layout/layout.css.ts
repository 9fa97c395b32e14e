import { globalStyle, style } from '@vanilla-extract/css';
import { bottomBarOffset, pageContainer, topBarHeight, vars } from '@fuelmarket/ui';

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
  background: vars.color.surfaceSunken,
});

// While the bottom bar shows, the document keeps `bottomBarOffset` of room below the page (ui BottomBar).
export const page = style({
  minHeight: `calc(100vh - ${bottomBarOffset})`,
  display: 'flex',
  flexDirection: 'column',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.link,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.small } },
});

/** The main area in the ui's page container: the same side margins as header and footer on every screen. */
export const main = style([pageContainer, { flex: 1, paddingBlock: vars.space.xlarge }]);

/** Full width: no maximum width on very wide screens; the side margins stay those of the container. */
export const mainFullWidth = style([main, { maxWidth: 'none' }]);

/**
 * Logged in, the main area fills the first screen below the top bar, so the footer starts below it: a
 * page whose data arrives later (a table of orders) grows without pushing a visible footer away, which
 * would count as a layout shift.
 */
export const mainBelowTopBar = style({ minHeight: `calc(100vh - ${topBarHeight})` });

/** The top bar's room while its code loads (a lazy chunk), so the page does not move when it arrives. */
export const topBarSlot = style({ height: topBarHeight });

export const simplePage = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const simpleMain = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xlarge,
});

// Printing (an order confirmation): only the page's content, on the paper's own margins.
globalStyle(`${page} > :not(main)`, { '@media': { print: { display: 'none' } } });
globalStyle(`${page} > main`, {
  '@media': { print: { padding: 0, minHeight: 0, maxWidth: 'none' } },
});

/** The placeholder while a route's guard or data is on its way (RoutePending). */
export const routePending = style([
  pageContainer,
  { display: 'grid', gap: vars.space.medium, paddingBlock: vars.space.xlarge },
]);
