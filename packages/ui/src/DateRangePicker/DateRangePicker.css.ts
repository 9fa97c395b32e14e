import { globalStyle, style } from '@vanilla-extract/css';
import { field as root } from '../internal/field.css';
import { focusOutline, focusOutlineInset, focusOutlineTight } from '../internal/focus.css';
import { popoverSurfaceRule } from '../internal/popover.css';
import { vars } from '../theme/contract.css';

export { root };
export { description, error, label } from '../internal/field.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control,
  maxWidth: '100%',
  paddingInlineStart: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.neutral,
  selectors: {
    '&[data-focus-within]': focusOutlineTight,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const input = style({
  display: 'inline-flex',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'pre',
});

export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.neutralSecondary },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.brandAccent, color: vars.color.onBrandAccent },
  },
});

export const separator = style({ padding: `0 ${vars.space.xsmall}` });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  width: vars.size.control,
  marginInlineStart: 'auto',
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  borderStartEndRadius: vars.radius.medium,
  borderEndEndRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.neutral,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusOutlineInset,
  },
});

export const popover = style({
  ...popoverSurfaceRule,
  maxWidth: 'calc(100vw - 16px)',
  color: vars.color.neutral,
});

export const dialog = style({ padding: vars.space.medium, outline: 'none' });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.neutral,
  fontSize: vars.fontSize.large,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusOutline,
    '&[data-disabled]': {
      color: vars.color.neutralDisabled,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

export const months = style({ display: 'flex', gap: vars.space.large, alignItems: 'flex-start' });

export const grid = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
});

globalStyle(`${grid} th`, {
  padding: vars.space.xxsmall,
  color: vars.color.neutralSecondary,
  fontWeight: vars.fontWeight.medium,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.small,
  color: vars.color.neutral,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      background: vars.color.brandAccentSoft,
      color: vars.color.neutral,
      borderRadius: 0,
    },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      borderRadius: vars.radius.small,
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.neutralDisabled,
      textDecoration: 'line-through',
      cursor: 'default',
    },
    '&[data-focus-visible]': focusOutlineTight,
  },
});
