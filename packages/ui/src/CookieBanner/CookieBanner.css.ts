import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';
import { bottomBarOffset } from '../theme/layout.css';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  // Above the BottomBar while it shows, so neither covers the other.
  bottom: bottomBarOffset,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
  padding: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.neutral,
  boxShadow: vars.shadow.large,
  '@media': {
    [media.up('md')]: { paddingInline: vars.space.xxlarge },
  },
});

export const text = style({
  flex: '1 1 320px',
  fontSize: vars.fontSize.small,
});

export const link = style({
  color: vars.color.link,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
