import { style } from '@vanilla-extract/css';
import { popoverSurfaceRule } from '../internal/popover.css';
import { vars } from '../theme/contract.css';

export { description, error, field, label, requiredMark } from '../internal/field.css';
import { control } from '../internal/field.css';
import { focusOutline, focusOutlineInset } from '../internal/focus.css';

export const trigger = style([
  control,
  {
    justifyContent: 'space-between',
    gap: vars.space.small,
    width: '100%',
    padding: `0 ${vars.space.small} 0 ${vars.space.medium}`,
    fontSize: vars.fontSize.medium,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusOutline,
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const value = style({
  overflowWrap: 'anywhere',
  selectors: { '&[data-placeholder]': { color: vars.color.neutralSecondary } },
});

export const chevron = style({ width: 20, height: 20, flexShrink: 0 });

export const popover = style({
  ...popoverSurfaceRule,
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(32rem, 100vw)',
  overflow: 'auto',
});

export const listBox = style({ padding: vars.space.xsmall, outline: 'none', maxHeight: 320 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.neutral,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.brandAccentSoft, fontWeight: vars.fontWeight.medium },
    '&[data-focus-visible]': focusOutlineInset,
    '&[data-disabled]': { color: vars.color.neutralDisabled, cursor: 'not-allowed' },
  },
});

export const empty = style({ padding: vars.space.medium, color: vars.color.neutralSecondary });
