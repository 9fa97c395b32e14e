import { globalStyle, style } from '@vanilla-extract/css';
import { focusOutlineInset } from '../internal/focus.css';
import { vars } from '../theme/contract.css';
import { bottomBarOffset, bottomBarOffsetVar } from '../theme/layout.css';
import { media } from '../theme/tokens';

/** Height of the bar's entries; with the top border it is the room the bar takes. */
const ENTRY_HEIGHT = 56;
const room = `calc(${ENTRY_HEIGHT + 1}px + env(safe-area-inset-bottom))`;

/** Shown only below 992 px, where the TopBar hides its navigation (spec §2). */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.neutral,
  paddingBottom: 'env(safe-area-inset-bottom)',
  '@media': {
    [media.up('lg')]: { selectors: { '&[data-hide-large]': { display: 'none' } } },
  },
});

// While the bar shows, the document keeps that much room below its content, so the end of the page (the
// footer's links) can be scrolled above the bar; fixed elements at the bottom read the same offset.
globalStyle(`:root:has(${bar}:not([data-hide-large]))`, { vars: { [bottomBarOffsetVar]: room } });
globalStyle(`:root:has(${bar})`, {
  '@media': { [media.through('md')]: { vars: { [bottomBarOffsetVar]: room } } },
});
globalStyle(':root', { paddingBottom: bottomBarOffset });

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ flex: '1 1 0', minWidth: 0, display: 'flex' });

export const link = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minHeight: ENTRY_HEIGHT,
  padding: vars.space.xsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.neutral,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { color: vars.color.brandAccent, background: vars.color.brandAccentSoft },
    '&:focus-visible, &[data-focus-visible]': focusOutlineInset,
  },
});

export const icon = style({ fontSize: vars.fontSize.large, lineHeight: 1 });

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const bubble = style({
  position: 'absolute',
  top: vars.space.xsmall,
  insetInlineStart: '55%',
});
