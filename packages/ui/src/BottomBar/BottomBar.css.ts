import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

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
  minHeight: 56,
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
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
    },
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
