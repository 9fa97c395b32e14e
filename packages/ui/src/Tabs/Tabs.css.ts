import { style } from '@vanilla-extract/css';
import { focusOutline, focusOutlineInset } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `${vars.space.small} ${vars.space.large}`,
  marginBottom: -1,
  borderBottom: '3px solid transparent',
  color: vars.color.neutralSecondary,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.neutral, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.brandAccent, borderBottomColor: vars.color.brandAccent },
    '&[data-focus-visible]': focusOutlineInset,
    '&[data-disabled]': { color: vars.color.neutralDisabled, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusOutline,
  },
});
