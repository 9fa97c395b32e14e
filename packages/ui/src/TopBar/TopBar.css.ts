import { globalStyle, style } from '@vanilla-extract/css';
import { focusOutline, focusOutlineInset } from '../internal/focus.css';
import { popoverSurfaceRule } from '../internal/popover.css';
import { vars } from '../theme/contract.css';
import { topBarRowHeight } from '../theme/layout.css';
import { media } from '../theme/tokens';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.neutral,
});

/** One row inside the page container, so the logo lines up with the main area and the footer. */
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  // The entries' own padding already sets them apart from logo and user menu.
  gap: vars.space.large,
  minHeight: topBarRowHeight,
});

export const logoLink = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  minHeight: vars.size.target,
  borderRadius: vars.radius.small,
  ':focus-visible': focusOutline,
});

export const logo = style({
  display: 'inline-flex',
  height: 32,
});

globalStyle(`${logo} > svg, ${logo} > img`, { height: '100%', width: 'auto' });

/** Below 992 px the navigation moves to the BottomBar (spec §2). */
export const nav = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  '@media': {
    [media.through('md')]: { display: 'none' },
  },
});

/** Always one row: what does not fit goes into the "Mehr" popover. */
export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The invisible copy the entries' natural widths are measured on. */
export const measure = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
});

/** Text of the measuring copy, drawn from `data-text` (no text nodes: finders and searches skip it). */
export const measureText = style({
  '::before': { content: 'attr(data-text)' },
});

export const item = style({ display: 'flex', flexShrink: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.medium}`,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.neutral,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.surfaceHover },
    '&[aria-current="page"], &[data-current]': {
      background: vars.color.brandAccentSoft,
      color: vars.color.brandAccent,
      boxShadow: `inset 0 -3px 0 ${vars.color.brandAccent}`,
    },
    '&:focus-visible, &[data-focus-visible]': focusOutline,
  },
});

export const popover = style({
  ...popoverSurfaceRule,
  minWidth: 220,
  outline: 'none',
});

export const dialog = style({ outline: 'none', padding: vars.space.xsmall });

export const moreList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const moreLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.brandAccentSoft, color: vars.color.brandAccent },
    '&:focus-visible': focusOutlineInset,
  },
});

export const user = style({
  marginInlineStart: 'auto',
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
});
