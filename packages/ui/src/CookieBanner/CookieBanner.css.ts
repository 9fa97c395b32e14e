import { style } from '@vanilla-extract/css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';
import { bottomBarOffset } from '../theme/layout.css';
import { media } from '../theme/tokens';

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
  ':focus-visible': focusOutline,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
