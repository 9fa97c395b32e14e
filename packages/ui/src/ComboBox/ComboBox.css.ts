import { style } from '@vanilla-extract/css';
import { field as root } from '../internal/field.css';
import { focusOutlineInset, focusOutlineTight } from '../internal/focus.css';
import { popoverSurfaceRule } from '../internal/popover.css';
import { vars } from '../theme/contract.css';

export { root };
export { description, error, label } from '../internal/field.css';

export const field = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: vars.size.control,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': focusOutlineTight,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${root}[data-disabled] &`]: { background: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `0 ${vars.space.medium}`,
  border: 0,
  background: 'transparent',
  color: vars.color.neutral,
  fontSize: vars.fontSize.medium,
  outline: 'none',
  '::placeholder': { color: vars.color.neutralSecondary },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.neutral,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-disabled]': { color: vars.color.neutralDisabled, cursor: 'not-allowed' },
  },
});

export const popover = style({
  ...popoverSurfaceRule,
  width: 'var(--trigger-width)',
  minWidth: 200,
  maxHeight: 320,
  overflowY: 'auto',
});

export const listBox = style({ padding: vars.space.xsmall, outline: 'none' });

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.size.control,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.neutral,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.brandAccentSoft, fontWeight: vars.fontWeight.strong },
    '&[data-focus-visible]': focusOutlineInset,
  },
});

export const optionLabel = style({ overflowWrap: 'anywhere' });

export const optionDescription = style({ fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const empty = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.small,
});
