import { style } from '@vanilla-extract/css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';
import { tableBase, tableScroller } from '../internal/table.css';

export { visuallyHidden } from '../internal/visuallyHidden.css';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const scroller = style([tableScroller, { overflowX: 'auto' }]);

export const table = tableBase;

export const caption = style({
  textAlign: 'start',
  padding: vars.space.medium,
  fontWeight: vars.fontWeight.strong,
});

const cellBase = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'start',
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cellBase,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.strong,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
  },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.xsmall}`,
  margin: `0 calc(-1 * ${vars.space.xsmall})`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.neutral,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusOutline,
  },
});

export const sortIcon = style({
  fontSize: vars.fontSize.xsmall,
  selectors: {
    [`${sortButton}:not([data-sorted]) &`]: { color: vars.color.neutralSecondary },
  },
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 0 },
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const cell = style({
  ...cellBase,
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
});

export const emptyCell = style({
  ...cellBase,
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.neutralSecondary,
});

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const pageStatus = style({
  fontSize: vars.fontSize.small,
  color: vars.color.neutral,
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  minHeight: vars.size.controlSmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.neutral,
  fontSize: vars.fontSize.large,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.brandAccentSoft },
    '&[data-focus-visible]': focusOutline,
    '&[data-disabled]': {
      color: vars.color.neutralDisabled,
      cursor: 'not-allowed',
      borderColor: vars.color.border,
    },
  },
});
