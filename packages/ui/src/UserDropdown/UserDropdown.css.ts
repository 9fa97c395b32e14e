import { style } from '@vanilla-extract/css';
import { focusOutline, focusOutlineInset } from '../internal/focus.css';
import { popoverSurfaceRule } from '../internal/popover.css';
import { visuallyHiddenRule } from '../internal/visuallyHidden.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusOutline,
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});

/** On small screens only the initials show; the name stays in the accessible name. */
export const nameFromSmall = style({
  '@media': {
    [media.through('xs')]: visuallyHiddenRule,
  },
});

export const chevron = style({ fontSize: vars.fontSize.small });

export const popover = style({
  ...popoverSurfaceRule,
  minWidth: 200,
  outline: 'none',
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xsmall,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.neutral,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusOutlineInset,
  },
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xsmall} 0`,
  border: 0,
  background: vars.color.border,
});
