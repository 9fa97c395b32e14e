import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xlarge,
  minHeight: 64,
  padding: `0 ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.neutral,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  borderRadius: vars.radius.small,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const logo = style({
  display: 'inline-flex',
  height: 32,
});

globalStyle(`${logo} > svg, ${logo} > img`, { height: '100%', width: 'auto' });

/** Below 992 px the navigation moves to the BottomBar (spec §2). */
export const nav = style({
  flex: 1,
  minWidth: 0,
  '@media': {
    [media.through('md')]: { display: 'none' },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.brandAccentSoft,
      color: vars.color.brandAccent,
      boxShadow: `inset 0 -3px 0 ${vars.color.brandAccent}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const user = style({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center' });
